/**
 * Which of a person's uploaded images look like images already on other listings. Each hash is
 * looked up through the band indexes of migration 0006 (see phash.ts): rows sharing a band value
 * within BAND_RADIUS bits of the picture's own are read, and only those are compared by Hamming
 * distance. An exact copy shares all four bands; a near copy (up to DUPLICATE_MAX_DISTANCE bits)
 * shares at least one within the radius, so nothing is missed and no full scan is made.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { PUBLISHED } from '@/lib/db/published';
import { listingPath } from '@/lib/listings/rules';
import { DUPLICATE_MAX_DISTANCE, hammingDistance, nearBandValues, phashBands } from './phash';

export interface DuplicateMatch {
  imageId: number;
  /** Other published listings showing a picture within DUPLICATE_MAX_DISTANCE bits of this one. */
  listingIds: number[];
  /** The same listings with the address of their page. */
  listings: Array<{ id: number; path: string }>;
}

/**
 * Images on published listings whose hash may be near `phash`: a superset, checked by the caller. Only
 * published ones: the owner is shown links to them, and another person's draft is neither a page nor theirs
 * to know of.
 */
async function candidates(db: Kysely<Database>, phash: string) {
  const bands = phashBands(phash);
  const columns = ['phash_b0', 'phash_b1', 'phash_b2', 'phash_b3'] as const;
  if (columns.some((c) => bands[c] === null)) return [];
  return db
    .selectFrom('listing_images as i')
    .innerJoin('listings as l', 'l.id', 'i.listing_id')
    .select(['i.id', 'i.phash', 'i.listing_id', 'l.purpose'])
    .where('l.status', '=', PUBLISHED)
    .where((eb) => eb.or(columns.map((c) => eb(`i.${c}`, 'in', nearBandValues(bands[c]!)))))
    .execute();
}

export async function findDuplicateImages(
  db: Kysely<Database>,
  userId: number,
  imageIds: readonly number[],
  exceptListingId?: number,
): Promise<DuplicateMatch[]> {
  if (imageIds.length === 0) return [];
  const mine = await db
    .selectFrom('listing_images')
    .select(['id', 'phash', 'listing_id'])
    .where('id', 'in', [...new Set(imageIds)])
    .where('user_id', '=', userId)
    .where('phash', 'is not', null)
    .orderBy('id')
    .execute();
  if (mine.length === 0) return [];
  // The person's own listing (being edited) is not a duplicate of itself.
  const own = new Set<number>(mine.flatMap((m) => (m.listing_id === null ? [] : [m.listing_id])));
  if (exceptListingId !== undefined) own.add(exceptListingId);

  const matches: DuplicateMatch[] = [];
  for (const image of mine) {
    const found = new Map<number, string>();
    for (const other of await candidates(db, image.phash!)) {
      if (other.listing_id === null || own.has(other.listing_id)) continue;
      if (hammingDistance(image.phash!, other.phash ?? '') <= DUPLICATE_MAX_DISTANCE) found.set(other.listing_id, listingPath(other.purpose, other.listing_id));
    }
    const listings = [...found].sort(([a], [b]) => a - b).map(([id, path]) => ({ id, path }));
    if (listings.length > 0) matches.push({ imageId: image.id, listingIds: listings.map((l) => l.id), listings });
  }
  return matches;
}
