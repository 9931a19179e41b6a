/**
 * The prices a listing was published at (docs/decisions/086), written as it goes on the market and read
 * by its page. Rules in ./price-history.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { fixedQuery } from '@/lib/db/fixed-query';
import { publishedPriceChange } from './price-history';

type Db = Kysely<Database>;

/**
 * Records the price listing `listingId` has just been published (or renewed) at, `at`: a new step of its
 * history when the price differs from the last one published, and its latest cut on the listing. Runs in
 * the caller's transaction, right after the status changed.
 */
export async function recordPublishedPrice(db: Db, listingId: number, at: string): Promise<void> {
  const listing = await db.selectFrom('listings').select('price').where('id', '=', listingId).executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('listing_prices')
    .select('price')
    .where('listing_id', '=', listingId)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const previous = last ? Number(last.price) : null;
  const price = Number(listing.price);
  const change = publishedPriceChange(previous, price);
  if (change === 'same') return;
  await db
    .insertInto('listing_prices')
    .values({ listing_id: listingId, at, price })
    .onConflict((oc) => oc.columns(['listing_id', 'at']).doUpdateSet({ price }))
    .execute();
  if (change === 'cut') {
    await db.updateTable('listings').set({ price_cut_from: previous, price_cut_at: at }).where('id', '=', listingId).execute();
  } else if (change === 'rise') {
    await db.updateTable('listings').set({ price_cut_from: null, price_cut_at: null }).where('id', '=', listingId).execute();
  }
}

/** A listing's published prices, on every view of its page (one range of the primary key). */
export const publishedPrices = fixedQuery((db: Db, listingId: number) =>
  db.selectFrom('listing_prices').select(['at', 'price']).where('listing_id', '=', listingId).orderBy('at'),
);
