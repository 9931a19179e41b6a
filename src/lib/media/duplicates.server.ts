/**
 * Which of a person's uploaded images look like images already on other listings. Hashes are
 * compared in memory by Hamming distance (no index can answer 'within 8 bits' on both databases);
 * rows are read in id order, a page at a time, so memory stays flat however many images exist.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { DUPLICATE_MAX_DISTANCE, hammingDistance } from './phash';

export interface DuplicateMatch {
  imageId: number;
  /** Other listings showing a picture within DUPLICATE_MAX_DISTANCE bits of this one. */
  listingIds: number[];
}

const PAGE = 5000;

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
    .execute();
  if (mine.length === 0) return [];
  // The person's own listing (being edited) is not a duplicate of itself.
  const own = new Set<number>(mine.flatMap((m) => (m.listing_id === null ? [] : [m.listing_id])));
  if (exceptListingId !== undefined) own.add(exceptListingId);

  const found = new Map<number, Set<number>>(mine.map((m) => [m.id, new Set<number>()]));
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('listing_images')
      .select(['id', 'phash', 'listing_id'])
      .where('phash', 'is not', null)
      .where('listing_id', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const other of page) {
      if (other.listing_id === null || own.has(other.listing_id)) continue;
      for (const image of mine) {
        if (hammingDistance(image.phash!, other.phash!) <= DUPLICATE_MAX_DISTANCE) found.get(image.id)!.add(other.listing_id);
      }
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1].id;
  }
  return mine
    .filter((m) => found.get(m.id)!.size > 0)
    .map((m) => ({ imageId: m.id, listingIds: [...found.get(m.id)!].sort((a, b) => a - b) }));
}
