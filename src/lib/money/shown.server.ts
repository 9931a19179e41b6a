import type { AstroCookies } from 'astro';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { CURRENCY_COOKIE, currencyFromCookie } from './currency-cookie';
import { exchangeRates } from './rates.server';
import type { ShownMoney } from './shown';

/** The visitor's currency (their cookie) with the stored rates, kept a minute per server. */
export async function shownMoney(db: Kysely<Database>, cookies: AstroCookies): Promise<ShownMoney> {
  return { currency: currencyFromCookie(cookies.get(CURRENCY_COOKIE)?.value), rates: await exchangeRates(db) };
}
