/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import { sql, type Kysely } from 'kysely';

/*
 * The agency directory sums a city's agency_listing_counts rows per agency, narrowed by category, type or
 * area (src/lib/agencies/queries.server.ts). Migration 0019's index leads with the city and then the agency,
 * so a category was a filter over every row of the city, and on the bench's 1,000,000 listings (53,613
 * rows, 8,922 of Lahore) PostgreSQL read the whole table instead: 5.8 ms a query, two queries a page. With
 * the category and type next to the city, Lahore's plots are a range of 1,999 entries (0.6 ms) and the
 * directory page for a category 27 → 11 ms. 0019's index stays: a city alone reads it already grouped by
 * agency, which SQLite would otherwise sort (2 → 5 ms a query there).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists agency_listing_counts_city_kind on agency_listing_counts (city_id, category, type, area_id, agency_id, n)`.execute(db);
  await sql`analyze agency_listing_counts`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists agency_listing_counts_city_kind`.execute(db);
}
