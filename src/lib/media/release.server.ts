/**
 * Letting go of a deleted listing's pictures. Inside the transaction that deletes the listing,
 * `releaseImages` finds the images no other listing still shows (demo listings share pool
 * pictures), deletes their media_objects rows and answers the stored keys of every size. Only once
 * that transaction has committed does the caller pass the keys to `removeStoredFiles`: a rollback
 * then leaves every file in place, and a failed file removal leaves at worst an unreferenced file,
 * never a listing without its pictures. See docs/decisions/050-managing-listings.md.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { log } from '@/lib/observability/log.server';
import { IMAGE_WIDTHS, WATERMARKED_WIDTHS, watermarkedKey } from './images.server';
import type { MediaStore } from './store.server';

type Db = Kysely<Database> | Transaction<Database>;

/** The folder of a stored image: 'listings/<uuid>' for 'listings/<uuid>/original.webp'. */
function folderOf(storageKey: string): string {
  return storageKey.slice(0, storageKey.lastIndexOf('/'));
}

/** Every size the pipeline stores for an image, by the key on its row (see images.server.ts). */
export function sizedKeys(storageKey: string): string[] {
  const plain = Object.values(IMAGE_WIDTHS).map((width) => storageKey.replace(/original\.webp$/, `${width}.webp`));
  const marked = WATERMARKED_WIDTHS.map((width) => watermarkedKey(storageKey).replace(/original\.webp$/, `${width}.webp`));
  return [...new Set([...plain, ...marked])].filter((key) => key !== storageKey);
}

/**
 * Of `storageKeys` (images whose rows are already deleted in `trx`), those no remaining row uses:
 * their media_objects rows are deleted in `trx`, and the keys of their stored files are returned.
 */
export async function releaseImages(trx: Db, storageKeys: readonly string[]): Promise<string[]> {
  const unique = [...new Set(storageKeys)];
  if (unique.length === 0) return [];
  const stillShown = await trx.selectFrom('listing_images').select('storage_key').distinct().where('storage_key', 'in', unique).execute();
  const shown = new Set(stillShown.map((r) => r.storage_key));
  const released = unique.filter((key) => !shown.has(key));

  const files = new Set<string>();
  for (const storageKey of released) {
    // A key range instead of LIKE: exactly the keys under the folder, and it uses the primary key.
    const folder = folderOf(storageKey);
    const rows = await trx.selectFrom('media_objects').select('key').where('key', '>', `${folder}/`).where('key', '<', `${folder}0`).execute();
    for (const row of rows) files.add(row.key);
    await trx.deleteFrom('media_objects').where('key', '>', `${folder}/`).where('key', '<', `${folder}0`).execute();
    for (const key of sizedKeys(storageKey)) files.add(key);
  }
  return [...files];
}

/** Removes stored files once their rows are gone; a failure is logged and the rest still go. */
export async function removeStoredFiles(store: MediaStore, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
  const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [{ key: keys[i], error: String(r.reason) }] : []));
  if (failed.length > 0) log.warn({ failed }, 'Some media files of a deleted listing could not be removed');
}
