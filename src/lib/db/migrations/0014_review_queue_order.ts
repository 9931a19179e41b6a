/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import type { Kysely } from 'kysely';

/*
 * The operators' review queue: listings in review, oldest submission first, a page at a time
 * (docs/decisions/051-operators-console.md). Without an index in that order, every page read all
 * listings in review from the table and sorted them (SQLite: 'USE TEMP B-TREE FOR ORDER BY'); with
 * it, a page is the next rows of the index, and the count of the queue reads the index alone.
 */
const COLUMNS = ['status', 'updated_at', 'id'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('listings_review_queue').ifNotExists().on('listings').columns(COLUMNS).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('listings_review_queue').ifExists().execute();
}
