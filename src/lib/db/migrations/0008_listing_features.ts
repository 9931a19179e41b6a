/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import { sql, type Kysely } from 'kysely';
import { refreshListingFeatures } from '../../listings/features.server';
import { dialectOf } from '../connection.server';

/*
 * listing_features (docs/decisions/010-listing-search-queries.md): the features each listing has,
 * one row each, keyed (feature, listing_id) so a search for a feature reads that feature's listing
 * ids from the key. The (listing_id, feature) index serves the cascade delete, the rewrite on each
 * save and the per-listing probe of a search that walks a city's index (covering on PostgreSQL too).
 * Existing listings are backfilled from their JSON in one set-based INSERT ... SELECT, with the same
 * rule the writers use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_features')
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('feature', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_features_pkey', ['feature', 'listing_id'])
    // On SQLite the table is its key: no rowid b-tree beside it.
    .$call((t) => (dialectOf(db) === 'sqlite' ? t.modifyEnd(sql`without rowid`) : t))
    .execute();
  await refreshListingFeatures(db, 'all', { fresh: true });
  await db.schema.createIndex('listing_features_listing').on('listing_features').columns(['listing_id', 'feature']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_features').execute();
}
