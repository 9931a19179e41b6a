/**
 * Prices as the visitor asked to see them: in the currency of the `currency` cookie, at the stored
 * rate, wherever a page shows a price (listing cards, projects, area guides, Wanted budgets). PKR reads
 * in Lac and Crore as before; without a rate for the currency, prices stay in PKR.
 */
import { DEFAULT_CURRENCY } from '@/lib/constants';
import { convertPrice, formatMoney, formatPriceIn, CURRENCY_SYMBOLS, type CurrencyCode, type ExchangeRate } from './currency';
import { formatPriceRange, formatPriceShort } from './price';
import { groupDigits } from './numbers';
import { sizeUnit, type SizeUnitId } from './units';

/** The visitor's currency and the rates to reach it. */
export interface ShownMoney {
  currency: CurrencyCode;
  rates: readonly ExchangeRate[];
}

export const PKR_ONLY: ShownMoney = { currency: DEFAULT_CURRENCY as CurrencyCode, rates: [] };

/** The currency prices are actually shown in: the chosen one when it has a rate, else PKR. */
function effective(money: ShownMoney): CurrencyCode {
  return convertPrice(1, money.currency, money.rates) === null ? (DEFAULT_CURRENCY as CurrencyCode) : money.currency;
}

/** One price: 'PKR 1.25 Crore', '$4,480.29'. */
export function priceIn(amountPkr: number, money: ShownMoney): string {
  return formatPriceIn(amountPkr, money.currency, money.rates);
}

/** A range: 'PKR 85 Lac to 1.25 Crore', '$3,046.60 to $4,480.29'; one price when both ends agree. */
export function priceRangeIn(minPkr: number, maxPkr: number, money: ShownMoney): string {
  if (effective(money) === DEFAULT_CURRENCY) return formatPriceRange(minPkr, maxPkr);
  return minPkr === maxPkr ? priceIn(minPkr, money) : `${priceIn(minPkr, money)} to ${priceIn(maxPkr, money)}`;
}

/** A price per square foot: 'PKR 12,500/sq ft', '$44.84/sq ft'. */
export function perSqftIn(valuePkr: number, money: ShownMoney): string {
  const currency = effective(money);
  if (currency === DEFAULT_CURRENCY) return `PKR ${groupDigits(Math.round(valuePkr), 0)}/sq ft`;
  return `${formatMoney(convertPrice(valuePkr, currency, money.rates)!, currency)}/sq ft`;
}

/**
 * A sale price per unit of the size it was listed in: 'PKR 45 Lac per Marla', 'PKR 12,500 per Sq. Ft.', the
 * way plots and houses are compared in Pakistan. Null for a size of one unit (it would repeat the price)
 * and for a price or size that is not there.
 */
export function perSizeUnitIn(pricePkr: number, sizeValue: number, unit: SizeUnitId, money: ShownMoney): string | null {
  if (!(pricePkr > 0) || !(sizeValue > 0) || sizeValue === 1) return null;
  return `${priceIn(Math.round(pricePkr / sizeValue), money)} per ${sizeUnit(unit).label}`;
}

/** A chart's axis tick, short: '1.5 Lac' in PKR, '$5.4K' otherwise. */
export function shortPriceIn(amountPkr: number, money: ShownMoney): string {
  const currency = effective(money);
  if (currency === DEFAULT_CURRENCY) return formatPriceShort(amountPkr);
  const amount = convertPrice(amountPkr, currency, money.rates)!;
  const symbol = CURRENCY_SYMBOLS[currency];
  const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(amount);
  return `${symbol}${/[A-Za-z]$/.test(symbol) ? ' ' : ''}${compact}`;
}

/** A budget: 'PKR 50 Lac to 1 Crore', 'Up to $3,584.23', 'From PKR 45,000'; null without either end. */
export function budgetIn(minPkr: number | null, maxPkr: number | null, money: ShownMoney): string | null {
  if (minPkr === null && maxPkr === null) return null;
  const pkr = effective(money) === DEFAULT_CURRENCY;
  const one = (v: number) => (pkr ? formatPriceShort(v) : priceIn(v, money));
  const prefix = pkr ? 'PKR ' : '';
  if (minPkr !== null && maxPkr !== null) return `${prefix}${one(minPkr)} to ${one(maxPkr)}`;
  return maxPkr !== null ? `Up to ${prefix}${one(maxPkr)}` : `From ${prefix}${one(minPkr as number)}`;
}

