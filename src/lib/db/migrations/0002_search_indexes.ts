/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import { sql, type Kysely } from 'kysely';

/*
 * Indexes for the listing results (docs/decisions/010-listing-search-queries.md). Partial: they
 * hold published listings only, the only ones a search sees, and the search writes
 * status = 'published' as a literal so SQLite can prove the index applies.
 *
 * Each starts with the place (a city, or an area), purpose and category the results path always
 * carries, then the sort (newest or price) with the id as tie-breaker, then the columns the common
 * filters test, so the page of ids and the capped count are read from the index alone.
 */
const INDEXES: Array<[string, string[]]> = [
  ['listings_search_city_newest', ['city_id', 'purpose', 'category', 'published_at', 'id', 'price', 'size_sqft', 'beds', 'baths', 'area_id', 'type']],
  ['listings_search_area_newest', ['area_id', 'purpose', 'category', 'published_at', 'id', 'price', 'size_sqft', 'beds', 'baths', 'type']],
  ['listings_search_city_price', ['city_id', 'purpose', 'category', 'price', 'id', 'published_at', 'size_sqft', 'beds', 'baths', 'area_id', 'type']],
  ['listings_search_area_price', ['area_id', 'purpose', 'category', 'price', 'id', 'published_at', 'size_sqft', 'beds', 'baths', 'type']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on('listings').columns(columns).where(sql.ref('status'), '=', 'published').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
