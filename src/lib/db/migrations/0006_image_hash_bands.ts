/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import type { Kysely } from 'kysely';

/*
 * The indexed duplicate-picture lookup (docs/decisions/050-managing-listings.md): a picture's 64-bit
 * perceptual hash cut into four 16-bit bands, each in an indexed integer column. A hash within 8
 * bits of another matches it within 2 bits in at least one band, so the lookup asks each band's
 * index for the few values near the picture's own instead of reading every hash. The exact hash
 * keeps its index from 0001. Existing hashes are split here, a page at a time.
 */
const BANDS = ['phash_b0', 'phash_b1', 'phash_b2', 'phash_b3'] as const;
const PAGE = 1000;

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of BANDS) {
    await db.schema.alterTable('listing_images').addColumn(column, 'integer').execute();
    await db.schema.createIndex(`listing_images_${column}`).on('listing_images').column(column).execute();
  }
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; phash: string }> = await db
      .selectFrom('listing_images')
      .select(['id', 'phash'])
      .where('phash', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      if (!/^[0-9a-f]{16}$/.test(row.phash)) continue;
      const values = Object.fromEntries(BANDS.map((column, i) => [column, parseInt(row.phash.slice(i * 4, i * 4 + 4), 16)]));
      await db.updateTable('listing_images').set(values).where('id', '=', row.id).execute();
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1].id;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of BANDS) {
    await db.schema.dropIndex(`listing_images_${column}`).execute();
    await db.schema.alterTable('listing_images').dropColumn(column).execute();
  }
}
