import { formatOrdinalDate } from '@/lib/text/dates';

/**
 * How a listing's price moved while it was on the market (docs/decisions/086). The history holds each
 * price it was published at; a listing whose latest published price is below the one before carries that
 * cut, and for a while its cards say so. Prices an owner saved but no moderator published never show.
 */

/** Days a card and the listing page call a cut 'reduced' after it was published. */
export const PRICE_CUT_SHOWN_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What going on the market at `price` is, against the last price it was published at. */
export type PublishedPriceChange = 'first' | 'same' | 'cut' | 'rise';

export function publishedPriceChange(last: number | null, price: number): PublishedPriceChange {
  if (last === null) return 'first';
  if (price === last) return 'same';
  return price < last ? 'cut' : 'rise';
}

/** A cut as shown: from what, by how much, by what share (whole per cent, at least 1) and when. */
export interface PriceCut {
  from: number;
  by: number;
  percent: number;
  at: string;
}

function percentOf(change: number, of: number): number {
  return Math.max(1, Math.round((Math.abs(change) / of) * 100));
}

/** The listing's latest cut while it is news (PRICE_CUT_SHOWN_DAYS), or null. */
export function shownPriceCut(listing: { price: number; priceCutFrom: number | null; priceCutAt: string | null }, now: number): PriceCut | null {
  const { price, priceCutFrom: from, priceCutAt: at } = listing;
  if (from === null || at === null || from <= price) return null;
  const age = now - Date.parse(at);
  if (!(age >= 0 && age <= PRICE_CUT_SHOWN_DAYS * DAY_MS)) return null;
  return { from, by: from - price, percent: percentOf(from - price, from), at };
}

/** The words of a card's badge for a cut. */
export function priceCutBadge(cut: PriceCut): string {
  return `Price reduced ${cut.percent}%`;
}

/** The listing page's line under its price: 'Reduced by PKR 35 Lac (9%) on 26th Nov 2026'. */
export function priceCutLine(cut: PriceCut, amount: string): string {
  return `Reduced by ${amount} (${cut.percent}%) on ${formatOrdinalDate(cut.at)}`;
}

export interface PriceStep {
  at: string;
  price: number;
  /** Against the price before it: null for the first, negative for a cut. */
  change: number | null;
  /** The change's share of the price before, signed ('-8%', '+5%'); null for the first. */
  changeText: string | null;
}

/**
 * The history as the listing page lists it, newest first, from rows in any order. Only worth showing
 * once the price has changed: one price is no history.
 */
export function priceSteps(rows: readonly { at: string; price: number }[]): PriceStep[] {
  const oldestFirst = [...rows].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const steps = oldestFirst.map((row, i): PriceStep => {
    const before = i > 0 ? oldestFirst[i - 1].price : null;
    if (before === null) return { at: row.at, price: row.price, change: null, changeText: null };
    const change = row.price - before;
    return { at: row.at, price: row.price, change, changeText: `${change < 0 ? '-' : '+'}${percentOf(change, before)}%` };
  });
  return steps.length > 1 ? steps.reverse() : [];
}
