/**
 * The daily news of saved searches (docs/decisions/087), run by the expiry job every few minutes: each
 * search not looked at for CHECK_EVERY_HOURS is searched newest first, and its owner is told how many
 * listings were published on it since. A search is taken by moving its `checked_at` on where it still holds
 * the value read, so servers running the job at once never send the same news twice.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { settings } from '@/lib/config/settings.server';
import { log } from '@/lib/observability/log.server';
import { deliverFollowed } from '@/lib/notifications/channels.server';
import { searchListings } from '@/lib/search/queries.server';
import { CHECK_EVERY_HOURS, NEW_LISTINGS_COUNTED, newListingsNotice } from './rules';
import { searchOfPath } from './store.server';

/** Searches looked at in one run: the rest wait for the next, a few minutes later. */
const SEARCHES_PER_RUN = 100;

/** Runs the due searches; answers how many owners were told. */
export async function notifySavedSearches(db: Kysely<Database>, now = new Date()): Promise<number> {
  const due = new Date(now.getTime() - CHECK_EVERY_HOURS * 3_600_000).toISOString();
  const at = now.toISOString();
  const searches = await db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.path', 's.label', 's.checked_at', 'u.email', 'u.phone', 'u.phone_verified'])
    .where('s.checked_at', '<=', due)
    .orderBy('s.checked_at')
    .limit(SEARCHES_PER_RUN)
    .execute();
  let told = 0;
  for (const search of searches) {
    try {
      const taken = await db.updateTable('saved_searches').set({ checked_at: at }).where('id', '=', search.id).where('checked_at', '=', search.checked_at).executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) continue;
      const filter = await searchOfPath(db, search.path);
      if (!filter) continue;
      const page = await searchListings(db, { ...filter, sort: 'newest', page: 1, pageSize: NEW_LISTINGS_COUNTED });
      const fresh = page.listings.filter((l) => l.publishedAt !== null && l.publishedAt > search.checked_at).length;
      if (fresh === 0) continue;
      const notice = newListingsNotice(search, fresh, settings().PUBLIC_SITE_URL);
      if (await deliverFollowed(search, notice)) told += 1;
    } catch (error) {
      log.warn({ savedSearch: search.id, err: error instanceof Error ? error.message : String(error) }, 'saved search notice not sent');
    }
  }
  return told;
}
