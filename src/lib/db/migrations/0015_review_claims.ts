/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import type { Kysely } from 'kysely';

/*
 * Which operator is reviewing which listing in review, until when (docs/decisions/064-review-claims.md).
 * One row a listing (the primary key), so two operators loading the queue at once cannot both hold it:
 * the claim is an upsert that takes over only an expired claim or the operator's own. A row whose lease
 * has run out is harmless (it is read as free) and is overwritten by the next operator's claim, so no
 * job clears them; deciding a listing deletes its row, deleting the listing or the operator drops it.
 * review_claims_operator serves an operator's own claims (renewing, releasing the page before);
 * review_claims_expiry the live claims of everyone (how many the others hold).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review_claims')
    .addColumn('listing_id', 'integer', (c) => c.primaryKey().references('listings.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_claims_operator').on('review_claims').columns(['operator_id', 'expires_at']).execute();
  await db.schema.createIndex('review_claims_expiry').on('review_claims').columns(['expires_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review_claims').ifExists().execute();
}
