/**
 * Clean-up of uploaded pictures nobody uses: uploads never attached to a listing, pictures taken
 * out of a listing in the wizard (their row is deleted on save), and pictures of deleted listings
 * (their rows go with the listing). See docs/decisions/041-image-pipeline.md.
 *
 * Safe on several servers and idempotent: the unattached rows are removed by one DELETE whose
 * result says which rows this run took; a file is deleted before its media_objects row, and a
 * store's delete of a missing key succeeds, so a run that stops half way is finished by the next.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { STORAGE_DEFAULT_TTL_MS } from '@/lib/constants';
import { log } from '@/lib/observability/log.server';
import { UPLOAD_FOLDER, UPLOAD_FOLDER_LENGTH } from './keys';
import type { MediaStore } from './store.server';
import { repeatingJob } from '@/lib/jobs/repeat.server';

/**
 * How long an upload may wait to be attached: as long as the wizard keeps a draft in local storage
 * (30 days), since a restored draft names its pictures by their upload ids.
 */
export const UNATTACHED_MAX_AGE_MS = STORAGE_DEFAULT_TTL_MS;
/** Files whose picture row is gone wait this long, a margin for anything still writing. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** How often each server runs the clean-up. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

export interface CleanupRun {
  /** Upload rows removed because no listing took them in time. */
  unattached: number;
  /** Stored files removed because their picture row is gone. */
  files: number;
}

/** Removes picture rows never attached to a listing, older than UNATTACHED_MAX_AGE_MS. */
export async function removeUnattachedImages(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_MAX_AGE_MS).toISOString();
  const rows = await db.deleteFrom('listing_images').where('listing_id', 'is', null).where('created_at', '<', cutoff).returning('id').execute();
  return rows.length;
}

/** Stored upload files whose picture row no longer exists, oldest first. */
function orphanFiles(db: Kysely<Database>, cutoff: string) {
  // The row's key is the file's folder plus '/original.webp' (see newImageKey).
  const rowKey = sql<string>`substr(${sql.ref('m.key')}, 1, ${sql.lit(UPLOAD_FOLDER_LENGTH)}) || '/original.webp'`;
  return db
    .selectFrom('media_objects as m')
    .select('m.key')
    .where('m.key', 'like', `${UPLOAD_FOLDER}/%`)
    .where('m.created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('listing_images as i').select('i.id').where('i.storage_key', '=', rowKey))))
    .orderBy('m.key')
    .limit(BATCH);
}

/** Deletes the files (then their rows) of pictures whose row is gone. */
export async function removeOrphanFiles(db: Kysely<Database>, store: MediaStore, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_GRACE_MS).toISOString();
  let removed = 0;
  for (;;) {
    const keys = (await orphanFiles(db, cutoff).execute()).map((r) => r.key);
    if (keys.length === 0) break;
    for (const key of keys) await store.delete(key);
    // Another server may have taken some of these rows already; each counts once.
    const rows = await db.deleteFrom('media_objects').where('key', 'in', keys).returning('key').execute();
    removed += rows.length;
    if (keys.length < BATCH) break;
  }
  return removed;
}

/** One run: unattached uploads first, so their files go in the same run. */
export async function runMediaCleanup(db: Kysely<Database>, store: MediaStore, now = new Date()): Promise<CleanupRun> {
  const unattached = await removeUnattachedImages(db, now);
  const files = await removeOrphanFiles(db, store, now);
  if (unattached > 0 || files > 0) log.info({ unattached, files }, 'media clean-up');
  return { unattached, files };
}

let schedule: ReturnType<typeof repeatingJob> | undefined;

/** Runs the clean-up every CLEANUP_INTERVAL_MS in this server process; like the expiry job, the first request starts it. */
export function startMediaCleanupSchedule(database: () => Kysely<Database>, store: () => MediaStore, intervalMs = CLEANUP_INTERVAL_MS): void {
  schedule ??= repeatingJob('media clean-up', () => runMediaCleanup(database(), store()), { everyMs: intervalMs, firstAfterMs: 60_000 });
  schedule.start();
}
