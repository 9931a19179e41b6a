import { beforeAll, describe, expect, it } from 'vitest';
import { cityPriceIndex } from '@/lib/guides/queries.server';
import { forgetGuides } from '@/lib/guides/cache.server';
import { INDEX_BUCKET_PKR } from '@/lib/guides/rules';
import { useTestDatabase } from '../support/db';
import { addListing, addPlaces, F7, G11, GULBERG, ISLAMABAD, LAHORE } from '../search/support/world';
import { expectMigrationRefills } from '../search/support/counts';

const t = useTestDatabase();
/** The world's listings are published in January 2026; the index of February looks back over them. */
const NOW = new Date('2026-02-10T00:00:00.000Z');

const keyOf = (r: { city_id: number; category: string; month: string; bucket: number }) => `${r.city_id} ${r.category} ${r.month} ${r.bucket}`;

/**
 * price_index_counts as rows, and the same figures counted here from the listings by the index's rule:
 * a published sale listing with a size counts in its city, category, month listed and step of
 * INDEX_BUCKET_PKR rupees a square foot, the step of price / size rounded down.
 */
async function keptAndCounted() {
  const kept = await t.db.selectFrom('price_index_counts').select(['city_id', 'category', 'month', 'bucket', 'n']).where('n', '>', 0).execute();
  const listings = await t.db
    .selectFrom('listings')
    .select(['city_id', 'category', 'published_at', 'price', 'size_sqft'])
    .where('status', '=', 'published')
    .where('purpose', '=', 'sale')
    .where('size_sqft', '>', 0)
    .execute();
  const counted = new Map<string, number>();
  for (const l of listings) {
    const key = keyOf({ city_id: l.city_id, category: l.category, month: l.published_at!.slice(0, 7), bucket: Math.floor(Number(l.price) / l.size_sqft / INDEX_BUCKET_PKR) });
    counted.set(key, (counted.get(key) ?? 0) + 1);
  }
  return {
    kept: Object.fromEntries(kept.map((r) => [keyOf(r), Number(r.n)])),
    counted: Object.fromEntries(counted),
  };
}

async function expectCountsKept() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
}

async function index(cityId: number) {
  forgetGuides();
  return cityPriceIndex(t.db, cityId, NOW);
}

beforeAll(async () => {
  await addPlaces(t.db);
});

describe('price_index_counts, kept by triggers on listings', () => {
  it('follows every write: publishing, taking down, a new price, size, purpose, place, category or date, deleting', async () => {
    const a = await addListing(t.db, { area_id: F7 });
    await addListing(t.db, { area_id: F7, price: 25_000_000 });
    await addListing(t.db, { area_id: G11, purpose: 'rent', price: 90_000 }); // rent: never counted
    const draft = await addListing(t.db, { area_id: G11, status: 'draft', published_at: null });
    await expectCountsKept();

    await t.db.updateTable('listings').set({ status: 'published', published_at: '2025-12-20T10:00:00.000Z' }).where('id', '=', draft).execute();
    await expectCountsKept();
    await t.db.updateTable('listings').set({ status: 'removed' }).where('id', '=', a).execute();
    await expectCountsKept();
    await t.db.updateTable('listings').set({ status: 'published' }).where('id', '=', a).execute();
    await t.db.updateTable('listings').set({ price: 14_000_000 }).where('id', '=', a).execute();
    await expectCountsKept();
    await t.db.updateTable('listings').set({ size_value: 1, size_unit: 'kanal', size_sqft: 4500 }).where('id', '=', a).execute();
    await expectCountsKept();
    await t.db.updateTable('listings').set({ area_id: GULBERG, city_id: LAHORE, category: 'plot', type: 'residential-plot', beds: null, baths: null }).where('id', '=', a).execute();
    await expectCountsKept();
    await t.db.updateTable('listings').set({ purpose: 'rent' }).where('id', '=', draft).execute();
    await expectCountsKept();
    await t.db.updateTable('listings').set({ purpose: 'sale', published_at: '2026-01-15T08:00:00.000Z' }).where('id', '=', draft).execute();
    await expectCountsKept();
    // A write that leaves the counted columns alone changes nothing.
    await t.db.updateTable('listings').set({ title: 'Renamed', beds: 4 }).where('id', '=', a).execute();
    await expectCountsKept();
    await t.db.deleteFrom('listings').where('id', '=', a).execute();
    await expectCountsKept();
  });

  it('gives the city index its medians, each step standing for its middle', async () => {
    // One commercial listing in Lahore at 499 rupees a square foot: the step [250, 500), shown as 375.
    await addListing(t.db, { area_id: GULBERG, category: 'commercial', type: 'shop', beds: null, baths: null, size_sqft: 1000, price: 499_000 });
    const lahore = await index(LAHORE);
    expect(lahore.series.commercial.find((p) => p.month === '2026-01')).toEqual({ month: '2026-01', value: 375, count: 1 });

    // The index reads the counts, not the listings (put off by 100 here, then put back).
    const before = await index(ISLAMABAD);
    expect(before.listingsCounted).toBeGreaterThan(0);
    const row = await t.db.selectFrom('price_index_counts').select(['category', 'month', 'bucket']).where('city_id', '=', ISLAMABAD).where('n', '>', 0).executeTakeFirstOrThrow();
    const offBy = (by: number) =>
      t.db
        .updateTable('price_index_counts')
        .set((eb) => ({ n: eb('n', '+', by) }))
        .where('city_id', '=', ISLAMABAD)
        .where('category', '=', row.category)
        .where('month', '=', row.month)
        .where('bucket', '=', row.bucket)
        .execute();
    await offBy(100);
    expect((await index(ISLAMABAD)).listingsCounted).toBe(before.listingsCounted + 100);
    await offBy(-100);
    await expectCountsKept();
  });

  it('is filled from the listings already there when the migration runs', async () => {
    await expectMigrationRefills(t.db, '0020_price_index_counts', {
      expectCountsKept,
      keptRows: async () => Object.keys((await keptAndCounted()).kept).length,
      addCountedListing: () => addListing(t.db, { area_id: F7, price: 33_000_000 }),
    });
  });
});
