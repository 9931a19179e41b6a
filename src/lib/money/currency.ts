/**
 * Showing prices in the visitor's currency. Prices are stored in PKR; a stored exchange rate
 * converts them.
 *
 * Direction: `exchangeRate` is how many PKR one unit of the currency buys (USD 280 means
 * 1 USD = PKR 280), so amount in currency = amount in PKR / exchangeRate.
 */
import { DEFAULT_CURRENCY } from '@/lib/constants';
import { formatPrice } from './price';
import { groupDigits, roundTo } from './numbers';

export const CURRENCY_CODES = ['PKR', 'USD', 'GBP', 'AED', 'SAR', 'EUR', 'CAD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Symbols shown before converted amounts. The Gulf currencies use their Latin codes, which a
 * Pakistani reader knows better than the Arabic-script signs and which do not flip direction. */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = Object.freeze({
  PKR: 'Rs',
  USD: '$',
  GBP: '£',
  AED: 'AED',
  SAR: 'SAR',
  EUR: '€',
  CAD: 'C$',
});

export const CURRENCIES: readonly { code: CurrencyCode; symbol: string }[] = CURRENCY_CODES.map((code) => ({
  code,
  symbol: CURRENCY_SYMBOLS[code],
}));

export interface ExchangeRate {
  currency: CurrencyCode;
  /** PKR per one unit of `currency`. */
  exchangeRate: number;
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Converts with a given rate: PKR is unchanged, others are rounded to 2 decimals. */
export function convertWithRate(amountPkr: number, currency: CurrencyCode, exchangeRate: number): number {
  if (currency === DEFAULT_CURRENCY) return amountPkr;
  if (!(exchangeRate > 0) || !Number.isFinite(exchangeRate)) {
    throw new RangeError(`Exchange rate for ${currency} must be a positive number`);
  }
  return roundTo(amountPkr / exchangeRate, 2);
}

/**
 * Converts using the stored rates. Answers null when no usable rate is stored for the currency,
 * so the caller can fall back to showing PKR rather than a wrong number.
 */
export function convertPrice(amountPkr: number, currency: CurrencyCode, rates: readonly ExchangeRate[]): number | null {
  if (currency === DEFAULT_CURRENCY) return amountPkr;
  const rate = rates.find((r) => r.currency === currency)?.exchangeRate;
  if (rate === undefined || !(rate > 0) || !Number.isFinite(rate)) return null;
  return convertWithRate(amountPkr, currency, rate);
}

/** An amount already in `currency`: PKR in Lac/Crore words, others as '$1,234.50' or 'AED 1,234.50'. */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  if (currency === DEFAULT_CURRENCY) return formatPrice(amount);
  const symbol = CURRENCY_SYMBOLS[currency];
  const separator = /[A-Za-z]$/.test(symbol) ? ' ' : '';
  return `${symbol}${separator}${groupDigits(amount, 2, false)}`;
}

/** A PKR price shown in the visitor's currency, falling back to PKR when there is no rate. */
export function formatPriceIn(amountPkr: number, currency: CurrencyCode, rates: readonly ExchangeRate[]): string {
  const converted = convertPrice(amountPkr, currency, rates);
  return converted === null ? formatPrice(amountPkr) : formatMoney(converted, currency);
}

/**
 * The attributes that hand a script drawing prices in the browser the visitor's currency and its stored
 * rate, so it shows them as the page around it does. `shownInBrowser` reads them back.
 */
export function currencyAttributes(currency: CurrencyCode, rates: readonly ExchangeRate[]): { 'data-currency': string; 'data-rates': string } {
  const rate = rates.find((r) => r.currency === currency);
  return { 'data-currency': currency, 'data-rates': JSON.stringify(rate ? [rate] : []) };
}

/** What currencyAttributes put on `element`: the currency (PKR when it is not one) and its rate, if any. */
export function shownInBrowser(element: HTMLElement): { currency: CurrencyCode; rates: ExchangeRate[] } {
  const currency = isCurrencyCode(element.dataset.currency) ? element.dataset.currency : DEFAULT_CURRENCY;
  let rates: ExchangeRate[] = [];
  try {
    const parsed: unknown = JSON.parse(element.dataset.rates ?? '[]');
    if (Array.isArray(parsed)) rates = parsed as ExchangeRate[];
  } catch {
    // Attributes of the server's making; a page changed under the script shows PKR.
  }
  return { currency, rates };
}
