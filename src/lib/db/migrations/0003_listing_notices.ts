/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import type { Kysely } from 'kysely';

/*
 * Which notices an owner has been sent about a listing, one row per notice and occasion (for an
 * expiry warning the occasion is the expiry date, so a renewed listing is warned again before its
 * new date). The primary key makes 'send once' hold when several servers run the job together:
 * only the server whose insert lands sends the message.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_notices')
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('occasion', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_notices_pk', ['listing_id', 'kind', 'occasion'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_notices').execute();
}
