/**
 * The visitor's chosen currency, kept in the `currency` cookie so the server renders prices in it.
 * Not HttpOnly: it holds nothing secret and islands may read it to format prices the same way.
 */
import { DEFAULT_CURRENCY } from '@/lib/constants';
import { isCurrencyCode, type CurrencyCode } from './currency';

export const CURRENCY_COOKIE = 'currency';
/** A year: a visitor from Dubai should not have to choose AED again every week. */
export const CURRENCY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The currency a cookie value names, PKR for anything else. */
export function currencyFromCookie(value: string | null | undefined): CurrencyCode {
  const code = value?.trim().toUpperCase();
  return isCurrencyCode(code) ? code : (DEFAULT_CURRENCY as CurrencyCode);
}

export const currencyCookieOptions = {
  path: '/',
  maxAge: CURRENCY_COOKIE_MAX_AGE_S,
  sameSite: 'lax' as const,
  httpOnly: false,
};
