/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import type { Kysely } from 'kysely';

/*
 * Each load of a queue page holds its listings under a token of its own (`hold`), so an operator with
 * two tabs on different pages keeps both: following a link of one page lets go of that page's hold
 * alone, and a decision renews the hold its listing was on (docs/decisions/064-review-claims.md).
 * Claims made before this have '' as their hold: one per operator, which is what they had then (one page).
 * Every look-up of an operator's own claims now names a hold too: (operator_id, hold, expires_at)
 * serves releasing a hold and renewing one, and takes the place of (operator_id, expires_at).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('review_claims').addColumn('hold', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.dropIndex('review_claims_operator').execute();
  await db.schema.createIndex('review_claims_operator_hold').on('review_claims').columns(['operator_id', 'hold', 'expires_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('review_claims_operator_hold').execute();
  await db.schema.createIndex('review_claims_operator').on('review_claims').columns(['operator_id', 'expires_at']).execute();
  await db.schema.alterTable('review_claims').dropColumn('hold').execute();
}
