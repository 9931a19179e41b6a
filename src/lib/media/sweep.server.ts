import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

/**
 * An upload writes its files first and its rows after (uploads.server.ts), so a row never points at a
 * missing file; a server killed in between leaves a folder no row names. This removes such folders
 * under media/listings (and half-written `.tmp` files) once they are older than `graceMs`, which keeps
 * uploads still in flight on another server safe. Returns the folders removed.
 */
export async function sweepOrphanMedia(db: Kysely<Database>, mediaDir: string, graceMs = 15 * 60 * 1000, now = Date.now()): Promise<string[]> {
  const listingsDir = join(mediaDir, 'listings');
  const folders = await readdir(listingsDir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const folder of folders) {
    const path = join(listingsDir, folder);
    const info = await stat(path).catch(() => null);
    if (!info?.isDirectory() || now - info.mtimeMs < graceMs) continue;
    const row = await db.selectFrom('listing_images').select('id').where('storage_key', '=', `listings/${folder}/original.webp`).executeTakeFirst();
    if (row) {
      for (const name of await readdir(path, { recursive: true })) if (name.endsWith('.tmp')) await rm(join(path, name), { force: true });
      continue;
    }
    await rm(path, { recursive: true, force: true });
    removed.push(`listings/${folder}`);
  }
  return removed;
}
