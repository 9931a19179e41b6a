/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import type { Kysely } from 'kysely';

/*
 * The media clean-up finds stored files whose picture row is gone by looking the row up from the
 * file's key (src/lib/media/cleanup.server.ts); this index makes that a lookup, not a scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('listing_images_storage_key').on('listing_images').column('storage_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('listing_images_storage_key').execute();
}
