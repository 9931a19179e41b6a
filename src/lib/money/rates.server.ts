import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { isCurrencyCode, type ExchangeRate } from './currency';

/**
 * The stored exchange rates, read at most once a minute per server: every page shows prices and
 * the rates change daily, so a minute's staleness costs nothing and saves a query per page.
 */
const TTL_MS = 60_000;
const cache = new WeakMap<Kysely<Database>, { at: number; rates: Promise<ExchangeRate[]> }>();

export function exchangeRates(db: Kysely<Database>, now = Date.now()): Promise<ExchangeRate[]> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.rates;
  const rates = db
    .selectFrom('exchange_rates')
    .select(['currency', 'pkr_per_unit'])
    .execute()
    .then((rows) =>
      rows.flatMap((row) =>
        isCurrencyCode(row.currency) ? [{ currency: row.currency, exchangeRate: Number(row.pkr_per_unit) }] : [],
      ),
    );
  cache.set(db, { at: now, rates });
  rates.catch(() => cache.delete(db));
  return rates;
}

/** Forgets cached rates (after the rates are updated, and in tests). */
export function forgetExchangeRates(db: Kysely<Database>): void {
  cache.delete(db);
}
