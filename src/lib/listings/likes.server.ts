/**
 * Likes: a signed-in person keeps listings they like. Liking twice or unliking what is not liked
 * changes nothing and is not an error, so a retried request is harmless.
 */
import { sql, type Kysely } from 'kysely';
import { nowIso, PUBLISHED, toIsoDay, type Database } from '@/lib/db';
import { fixedQuery } from '@/lib/db/fixed-query';
import { HttpError } from '@/lib/http/problem';
import { listingNotFound } from './messages';
import { canSeeListing } from './viewer.server';
import { selectCards, toCard, type ListingCard } from './cards.server';
import { goneListing, type GoneListing } from './gone';
import { TAKEN_DOWN_REASON } from './lifecycle';

const listingState = fixedQuery((db: Kysely<Database>, id: number) => db.selectFrom('listings').select(['id', 'status', 'user_id']).where('id', '=', id));

async function visibleListing(db: Kysely<Database>, listingId: number, userId: number) {
  const listing = await listingState.first(db, listingId);
  if (!listing || !canSeeListing(listing, userId)) throw new HttpError(404, listingNotFound);
  return listing;
}

/** Likes a listing; answers whether it is liked now (always true) and whether this call added it. */
export async function likeListing(db: Kysely<Database>, userId: number, listingId: number): Promise<{ liked: true; changed: boolean }> {
  await visibleListing(db, listingId, userId);
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('listing_likes')
      .values({ user_id: userId, listing_id: listingId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'listing_id']).doNothing())
      .executeTakeFirst();
    const changed = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    if (changed) await bumpLikes(trx, listingId, 1);
    return { liked: true as const, changed };
  });
}

/** Unlikes a listing; a listing that is gone can still be unliked (nothing to check). */
export async function unlikeListing(db: Kysely<Database>, userId: number, listingId: number): Promise<{ liked: false; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('listing_likes').where('user_id', '=', userId).where('listing_id', '=', listingId).executeTakeFirst();
    const changed = Number(result.numDeletedRows) > 0;
    if (changed) await bumpLikes(trx, listingId, -1);
    return { liked: false as const, changed };
  });
}

// The day's net likes, for the owner's tracking details.
async function bumpLikes(db: Kysely<Database>, listingId: number, by: 1 | -1) {
  await db
    .insertInto('listing_daily_stats')
    .values({ listing_id: listingId, day: toIsoDay(), likes: by })
    .onConflict((oc) => oc.columns(['listing_id', 'day']).doUpdateSet({ likes: sql`listing_daily_stats.likes + ${by}` }))
    .execute();
}

/** Which of these listings the person likes (for the like buttons on cards). */
export async function likedAmong(db: Kysely<Database>, userId: number | null, listingIds: readonly number[]): Promise<Set<number>> {
  if (userId === null || listingIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('listing_likes')
    .select('listing_id')
    .where('user_id', '=', userId)
    .where('listing_id', 'in', [...listingIds])
    .execute();
  return new Set(rows.map((r) => r.listing_id));
}

export interface LikedPage {
  items: ListingCard[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/** The person's liked listings that are still published, most recently liked first. */
export async function likedListings(db: Kysely<Database>, userId: number, page: number, pageSize: number): Promise<LikedPage> {
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom('listing_likes as k')
      .innerJoin('listings as l', 'l.id', 'k.listing_id')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('k.user_id', '=', userId)
      .where('l.status', '=', PUBLISHED)
      .executeTakeFirstOrThrow(),
    selectCards(db)
      .innerJoin('listing_likes as k', 'k.listing_id', 'l.id')
      .where('k.user_id', '=', userId)
      .where('l.status', '=', PUBLISHED)
      .orderBy('k.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const count = Number(total);
  return { items: rows.map(toCard), total: count, page, pageSize, pages: Math.max(1, Math.ceil(count / pageSize)) };
}

/** How many liked listings that have left the market the liked page lists, the most recently liked. */
export const GONE_LIKES_SHOWN = 12;

/**
 * The person's liked listings that have left the market (sold, let, expired or taken off it by their owner;
 * not those Basera took down), most recently liked first: the liked page says what became of them.
 */
export async function likedGone(db: Kysely<Database>, userId: number, limit = GONE_LIKES_SHOWN): Promise<Array<GoneListing & { id: number }>> {
  const rows = await db
    .selectFrom('listing_likes as k')
    .innerJoin('listings as l', 'l.id', 'k.listing_id')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .innerJoin('areas as a', 'a.id', 'l.area_id')
    .select([
      'l.id', 'l.status', 'l.removal_reason', 'l.published_at', 'l.title', 'l.purpose', 'l.category', 'l.type',
      'l.city_id', 'c.name as city_name', 'l.area_id', 'a.name as area_name',
    ])
    .where('k.user_id', '=', userId)
    // goneKind's rule, in SQL so the limit counts only what is shown; goneListing below still decides.
    .where('l.status', '=', 'removed')
    .where('l.published_at', 'is not', null)
    .where((eb) => eb.or([eb('l.removal_reason', 'is', null), eb('l.removal_reason', '!=', TAKEN_DOWN_REASON)]))
    .orderBy('k.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    const gone = goneListing(row);
    return gone === null ? [] : [{ ...gone, id: row.id }];
  });
}
