import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialectOf, sqliteHandle } from '@/lib/db';
import { agencyListingCountsQuery, searchAgencies } from '@/lib/agencies/queries.server';
import { agencyDirectoryQuerySchema } from '@/lib/agencies';
import { useTestDatabase } from '../support/db';
import { addListing, addPlaces, F7, G11, GULBERG, ISLAMABAD, LAHORE } from './support/world';
import { expectMigrationRefills } from './support/counts';

const t = useTestDatabase();
const CAPITAL = 5; // Islamabad's agency in the search world
const OTHER = 6;

/** agency_listing_counts as rows, and the same figures counted from the listings themselves. */
async function keptAndCounted() {
  const kept = await t.db
    .selectFrom('agency_listing_counts')
    .select(['agency_id', 'area_id', 'category', 'type', 'city_id', 'n'])
    .where('n', '>', 0)
    .orderBy('agency_id')
    .orderBy('area_id')
    .orderBy('category')
    .orderBy('type')
    .execute();
  const counted = await t.db
    .selectFrom('listings')
    .select((eb) => ['agency_id', 'area_id', 'category', 'type', 'city_id', eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'published')
    .where('agency_id', 'is not', null)
    .groupBy(['agency_id', 'area_id', 'category', 'type', 'city_id'])
    .orderBy('agency_id')
    .orderBy('area_id')
    .orderBy('category')
    .orderBy('type')
    .execute();
  return { kept: kept.map((r) => ({ ...r, n: Number(r.n) })), counted: counted.map((r) => ({ ...r, n: Number(r.n) })) };
}

async function expectCountsKept() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
}

const directory = (query: Record<string, string>) => searchAgencies(t.db, agencyDirectoryQuerySchema.parse(query));

beforeAll(async () => {
  await addPlaces(t.db);
  await t.db.insertInto('agencies').values({ id: OTHER, name: 'Margalla Realtors', slug: 'margalla-realtors', city_id: ISLAMABAD, created_at: '2026-01-01T00:00:00.000Z' }).execute();
});

describe('agency_listing_counts, kept by triggers on listings', () => {
  it('follows every write: publishing, taking down, changing agency, area, category or type, deleting', async () => {
    const a = await addListing(t.db, { area_id: F7, agency_id: CAPITAL });
    await addListing(t.db, { area_id: F7, agency_id: CAPITAL });
    await addListing(t.db, { area_id: G11 }); // an owner's: no agency, never counted
    const draft = await addListing(t.db, { area_id: G11, agency_id: OTHER, status: 'draft', published_at: null });
    await expectCountsKept();

    await t.db.updateTable('listings').set({ status: 'published' }).where('id', '=', draft).execute();
    await expectCountsKept();
    await t.db.updateTable('listings').set({ status: 'removed' }).where('id', '=', a).execute();
    await expectCountsKept();
    await t.db.updateTable('listings').set({ status: 'published' }).where('id', '=', a).execute();
    await t.db.updateTable('listings').set({ agency_id: OTHER }).where('id', '=', a).execute();
    await expectCountsKept();
    await t.db.updateTable('listings').set({ area_id: GULBERG, city_id: LAHORE }).where('id', '=', a).execute();
    await t.db.updateTable('listings').set({ category: 'commercial', type: 'shop' }).where('id', '=', draft).execute();
    await expectCountsKept();
    await t.db.updateTable('listings').set({ agency_id: null }).where('id', '=', draft).execute();
    await expectCountsKept();
    // A write that leaves the counted columns alone changes nothing.
    await t.db.updateTable('listings').set({ title: 'Renamed', price: 12_000_000 }).where('id', '=', a).execute();
    await expectCountsKept();
    await t.db.deleteFrom('listings').where('id', '=', a).execute();
    await expectCountsKept();
  });

  it('ranks the directory by it, narrowed by area, category and type, and reads nothing else for the counts', async () => {
    for (let i = 0; i < 3; i++) await addListing(t.db, { area_id: G11, agency_id: OTHER, type: 'flat' });
    const islamabad = await directory({ cityId: String(ISLAMABAD) });
    const counted = async (agencyId: number, where: { area_id?: number; type?: string } = {}) => {
      let q = t.db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'published')
        .where('agency_id', '=', agencyId)
        .where('city_id', '=', ISLAMABAD);
      if (where.area_id) q = q.where('area_id', '=', where.area_id);
      if (where.type) q = q.where('type', '=', where.type);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    expect(islamabad.agencies.map((a) => [a.id, a.listingCount])).toEqual(
      [[OTHER, await counted(OTHER)], [CAPITAL, await counted(CAPITAL)]].sort((x, y) => y[1] - x[1]),
    );
    const flats = await directory({ cityId: String(ISLAMABAD), type: 'flat' });
    expect(flats.agencies.map((a) => [a.id, a.listingCount])).toEqual([[OTHER, await counted(OTHER, { type: 'flat' })]]);
    const f7 = await directory({ cityId: String(ISLAMABAD), areaId: String(F7) });
    expect(f7.agencies.map((a) => [a.id, a.listingCount])).toEqual([[CAPITAL, await counted(CAPITAL, { area_id: F7 })]]);

    // The figures come from agency_listing_counts (put off by 100 here, then put back).
    const offBy = (by: number) => t.db.updateTable('agency_listing_counts').set((eb) => ({ n: eb('n', '+', by) })).where('agency_id', '=', CAPITAL).where('area_id', '=', F7).execute();
    await offBy(100);
    expect((await directory({ cityId: String(ISLAMABAD), areaId: String(F7) })).agencies[0].listingCount).toBe((await counted(CAPITAL, { area_id: F7 })) + 100);
    await offBy(-100);
    await expectCountsKept();
  });

  it('is indexed by city, category and type, and by city and agency (each database plans by its own costs)', async () => {
    // Which index serves which search depends on the data's statistics: on the bench's 1,000,000 listings
    // PostgreSQL reads a category from the first (docs/decisions/025-listing-counts.md); a city alone
    // comes from the second already grouped by agency, which SQLite chooses on any data.
    const definitions =
      dialectOf(t.db) === 'postgres'
        ? (await sql<{ def: string }>`select indexdef as def from pg_indexes where tablename = 'agency_listing_counts' and schemaname = current_schema()`.execute(t.db)).rows
        : (await sql<{ def: string }>`select sql as def from sqlite_master where type = 'index' and tbl_name = 'agency_listing_counts' and sql is not null`.execute(t.db)).rows;
    const all = definitions.map((d) => d.def.replaceAll('"', '')).join('\n');
    expect(all).toMatch(/agency_listing_counts_city_kind .*\(city_id, category, type, area_id, agency_id, n\)/);
    expect(all).toMatch(/agency_listing_counts_city .*\(city_id, agency_id, area_id, category, type, n\)/);
    if (dialectOf(t.db) === 'postgres') return;
    await sql`analyze agency_listing_counts`.execute(t.db);
    const compiled = agencyListingCountsQuery(t.db, { cityId: LAHORE }).compile();
    const steps = sqliteHandle(t.db)!.prepare(`explain query plan ${compiled.sql}`).all(...(compiled.parameters as unknown[])) as Array<{ detail: string }>;
    const plan = steps.map((step) => step.detail).join(' | ');
    expect(plan).toMatch(/COVERING INDEX agency_listing_counts_city \(city_id=\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('is filled from the listings already there when the migration runs', async () => {
    await expectMigrationRefills(t.db, '0019_agency_listing_counts', {
      expectCountsKept,
      keptRows: async () => (await keptAndCounted()).kept.length,
      addCountedListing: () => addListing(t.db, { area_id: F7, agency_id: CAPITAL }),
    });
  });
});
