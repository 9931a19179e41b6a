/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import type { Kysely } from 'kysely';

/*
 * The first indexes for 'newest in a city (or area)', of every status, ordered by creation. The published-only
 * search indexes of 0002 serve every such read since, in the order the site shows (publication). Left in place,
 * they were a trap: with SQLite's statistics, the planner took listings_city_newest for some searches, such as
 * commercial property for sale in Islamabad on 1,000,000 listings, and sorted 10,589 rows for a page of 30:
 * 18 ms for the search and 41 ms for the home page's newest, where the search index reads 0.05 ms.
 */
const DROPPED: Array<[string, string[]]> = [
  ['listings_city_newest', ['status', 'city_id', 'purpose', 'category', 'created_at']],
  ['listings_area_newest', ['status', 'area_id', 'purpose', 'category', 'created_at']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name] of DROPPED) await db.schema.dropIndex(name).ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of DROPPED) await db.schema.createIndex(name).on('listings').columns(columns).execute();
}
