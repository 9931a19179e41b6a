/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import type { Kysely } from 'kysely';

/*
 * The review queue says when a listing's phone is also on listings of other accounts (docs/decisions/092):
 * for each listing on a page, the other accounts whose listings carry the same number, read from this index
 * and not from the whole table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('listings_owner_phone').ifNotExists().on('listings').columns(['owner_phone', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('listings_owner_phone').ifExists().execute();
}
