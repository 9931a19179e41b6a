/**
 * What every table of counts kept by triggers on listings must do when its migration runs over listings
 * already there (listing_counts, agency_listing_counts, price_index_counts).
 */
import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { migrations } from '@/lib/db/migrations';

interface CountsTable {
  /** Fails unless the table's counts are the listings' own. */
  expectCountsKept: () => Promise<void>;
  /** How many rows of counts the table holds. */
  keptRows: () => Promise<number>;
  /** Writes a listing the table counts. */
  addCountedListing: () => Promise<unknown>;
}

/** Takes `migration` down and up again: the table comes back filled from the listings, with its triggers. */
export async function expectMigrationRefills(db: Kysely<Database>, migration: string, table: CountsTable): Promise<void> {
  const { up, down } = migrations[migration];
  await down!(db);
  await up(db);
  await table.expectCountsKept();
  expect(await table.keptRows()).toBeGreaterThan(0);
  // The triggers came back with the table.
  await table.addCountedListing();
  await table.expectCountsKept();
}
