/**
 * Expiry: a published listing past its expiry date is removed with the reason 'expired', and its
 * owner is warned three days before. Both are single statements whose result says exactly which
 * listings this run changed, so any number of servers can run the job at once: each listing is
 * changed, and its owner told, once. The same run marks Wanted requests past their open-until as expired
 * and reminds the posters of those whose last week has begun (src/lib/wanted/reminders.server.ts), and tells
 * people of new listings on their saved searches (src/lib/saved-searches/alerts.server.ts).
 */
import { sql, type Kysely } from 'kysely';
import { PUBLISHED, type Database } from '@/lib/db';
import { log } from '@/lib/observability/log.server';
import { notifyOwner } from '@/lib/notifications/notify.server';
import { repeatingJob } from '@/lib/jobs/repeat.server';
import { expireWantedRequests } from '@/lib/wanted/queries.server';
import { markWantedEnding, notifyWantedEnding } from '@/lib/wanted/reminders.server';
import { notifySavedSearches } from '@/lib/saved-searches/alerts.server';
import { EXPIRED_REASON } from './lifecycle';

/** How long before expiry the owner is warned. */
export const EXPIRY_WARNING_DAYS = 3;
/** How often each server runs the job. */
export const EXPIRY_INTERVAL_MS = 5 * 60 * 1000;


/**
 * Removes published listings whose expiry has passed. The status change is the one the lifecycle
 * table allows for 'expire' (published -> removed); the WHERE on status makes it compare-and-set.
 */
export async function expireListings(db: Kysely<Database>, now = new Date()): Promise<number[]> {
  const at = now.toISOString();
  const rows = await db
    .updateTable('listings')
    .set({ status: 'removed', removal_reason: EXPIRED_REASON, removed_at: at, updated_at: at })
    .where('status', '=', PUBLISHED)
    .where('expires_at', '<', at)
    .returning('id')
    .execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Published listings that expire within EXPIRY_WARNING_DAYS of `now`, as notices to record. Every run reads
 * all of them (those told on an earlier run are refused by the notices' key), so this reads an index alone:
 * listings_expiry on SQLite, listings_expiry_with_id on PostgreSQL (migration 0021).
 */
export function expiringSoon(db: Kysely<Database>, now: Date) {
  const at = now.toISOString();
  const until = new Date(now.getTime() + EXPIRY_WARNING_DAYS * 86_400_000).toISOString();
  return db
    .selectFrom('listings')
    .select(['id', sql<string>`'expiring'`.as('kind'), 'expires_at', sql<string>`${at}`.as('created_at')])
    .where('status', '=', PUBLISHED)
    .where('expires_at', '>=', at)
    .where('expires_at', '<', until);
}

/** Records a warning for listings expiring within EXPIRY_WARNING_DAYS; answers those recorded by this call. */
export async function markExpiringSoon(db: Kysely<Database>, now = new Date()): Promise<number[]> {
  const rows = await db
    .insertInto('listing_notices')
    .columns(['listing_id', 'kind', 'occasion', 'created_at'])
    .expression(expiringSoon(db, now))
    .onConflict((oc) => oc.columns(['listing_id', 'kind', 'occasion']).doNothing())
    .returning('listing_id')
    .execute();
  return rows.map((r) => r.listing_id).sort((a, b) => a - b);
}

export interface ExpiryRun {
  expired: number[];
  warned: number[];
  /** Wanted requests this run marked expired. */
  wanted: number[];
  /** Wanted requests whose posters this run reminded that the last week has begun. */
  wantedReminded: number[];
  /** People this run told of new listings on a saved search. */
  searchesTold: number;
}

/** One run of the job: expire, warn, then tell the owners of exactly the listings this run changed. */
export async function runExpiry(db: Kysely<Database>, now = new Date()): Promise<ExpiryRun> {
  const expired = await expireListings(db, now);
  const warned = await markExpiringSoon(db, now);
  const wanted = await expireWantedRequests(db, now);
  const wantedReminded = await markWantedEnding(db, now);
  for (const id of expired) await notifyOwner(db, id, 'expired');
  for (const id of warned) await notifyOwner(db, id, 'expiring');
  for (const id of wantedReminded) await notifyWantedEnding(db, id);
  const searchesTold = await notifySavedSearches(db, now);
  if (expired.length > 0 || warned.length > 0 || wanted.length > 0 || wantedReminded.length > 0 || searchesTold > 0) {
    log.info({ expired: expired.length, warned: warned.length, wanted: wanted.length, wantedReminded: wantedReminded.length, searchesTold }, 'listing expiry');
  }
  return { expired, warned, wanted, wantedReminded, searchesTold };
}

let schedule: ReturnType<typeof repeatingJob> | undefined;

/**
 * Runs the job every EXPIRY_INTERVAL_MS in this server process, first shortly after start. Called
 * on every request by the middleware; only the first call starts anything. The database comes in
 * as a function so nothing opens a connection before the server needs one.
 */
export function startExpirySchedule(database: () => Kysely<Database>, intervalMs = EXPIRY_INTERVAL_MS): void {
  schedule ??= repeatingJob('listing expiry', () => runExpiry(database()), { everyMs: intervalMs, firstAfterMs: 5_000 });
  schedule.start();
}
