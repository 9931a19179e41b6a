/**
 * The compare page's table (docs/decisions/090): one column per listing, one row per thing a buyer weighs.
 * Rows are the union of what the listings say, in the order their own pages say it, so a fact or feature
 * only one of them has still shows, with the others marked as not given.
 */
import { groupDigits } from '@/lib/money/numbers';
import { perSqftIn, priceIn, type ShownMoney } from '@/lib/money/shown';
import type { Fact, FeatureGroup, ListingPurpose } from './rules';

/** What the table needs of a listing (a ListingDetail has all of it). */
export interface ComparedListing {
  purpose: ListingPurpose;
  price: number;
  sizeSqft: number;
  sizeUnit: string;
  facts: Fact[];
  features: FeatureGroup[];
  verified: boolean;
  agency: { name: string } | null;
  ownerName: string | null;
}

export interface CompareRow {
  label: string;
  /** One per listing, in column order; null where the listing does not say. */
  cells: Array<string | null>;
  /** Columns that hold the row's lowest figure, marked for the eye; empty when nothing is compared. */
  lowest: number[];
}

export interface CompareSection {
  heading: string;
  rows: CompareRow[];
}

/** The columns holding the smallest of the figures, when at least two listings have one. */
export function lowestColumns(figures: ReadonlyArray<number | null>): number[] {
  const known = figures.filter((f): f is number => f !== null);
  if (known.length < 2) return [];
  const min = Math.min(...known);
  if (known.every((f) => f === min)) return [];
  return figures.flatMap((f, i) => (f === min ? [i] : []));
}

/** Labels in the order first met, each once. */
function unionOf(lists: ReadonlyArray<ReadonlyArray<{ label: string }>>): string[] {
  return [...new Set(lists.flatMap((list) => list.map((item) => item.label)))];
}

function priceRows(listings: readonly ComparedListing[], money: ShownMoney): CompareRow[] {
  // A price is only lower than another of the same kind: a sale is not cheaper than a month's rent.
  const onePurpose = listings.every((l) => l.purpose === listings[0]!.purpose);
  const rows: CompareRow[] = [
    {
      label: 'Price',
      cells: listings.map((l) => `${priceIn(l.price, money)}${l.purpose === 'rent' ? ' /month' : ''}`),
      lowest: onePurpose ? lowestColumns(listings.map((l) => l.price)) : [],
    },
  ];
  // Per square foot, so a plot in marla and a flat in square feet are measured alike; rents go by the month.
  const perSqft = listings.map((l) => (l.purpose === 'sale' && l.sizeSqft > 0 ? l.price / l.sizeSqft : null));
  if (perSqft.some((f) => f !== null)) {
    rows.push({ label: 'Price per sq ft', cells: perSqft.map((f) => (f === null ? null : perSqftIn(f, money))), lowest: lowestColumns(perSqft) });
  }
  return rows;
}

function factRows(listings: readonly ComparedListing[]): CompareRow[] {
  const rows: CompareRow[] = [];
  const sameUnit = listings.every((l) => l.sizeUnit === listings[0]!.sizeUnit);
  for (const label of unionOf(listings.map((l) => l.facts))) {
    rows.push({ label, cells: listings.map((l) => l.facts.find((f) => f.label === label)?.value ?? null), lowest: [] });
    // Sizes listed in different units read alike once in square feet.
    if (label === 'Size' && !sameUnit) {
      rows.push({ label: 'Size in sq ft', cells: listings.map((l) => (l.sizeSqft > 0 ? `${groupDigits(Math.round(l.sizeSqft), 0)} sq ft` : null)), lowest: [] });
    }
  }
  rows.push(
    { label: 'Verified', cells: listings.map((l) => (l.verified ? 'Yes' : 'No')), lowest: [] },
    { label: 'Listed by', cells: listings.map((l) => l.agency?.name ?? l.ownerName ?? 'Owner'), lowest: [] },
  );
  return rows;
}

function featureSections(listings: readonly ComparedListing[]): CompareSection[] {
  return unionOf(listings.map((l) => l.features)).map((heading) => {
    const groups = listings.map((l) => l.features.find((g) => g.label === heading));
    return {
      heading,
      rows: unionOf(groups.map((g) => g?.items ?? [])).map((label) => ({
        label,
        cells: groups.map((g) => {
          const item = g?.items.find((i) => i.label === label);
          // A yes/no feature the listing has reads '' on its own page.
          return item === undefined ? null : item.value || 'Yes';
        }),
        lowest: [],
      })),
    };
  });
}

/** The whole table: price first, then the facts, then the features group by group. */
export function compareSections(listings: readonly ComparedListing[], money: ShownMoney): CompareSection[] {
  if (listings.length === 0) return [];
  return [
    { heading: 'Price', rows: priceRows(listings, money) },
    { heading: 'Key facts', rows: factRows(listings) },
    ...featureSections(listings),
  ];
}
