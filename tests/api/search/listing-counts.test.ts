import { beforeAll, describe, expect, it } from 'vitest';
import { searchListings } from '@/lib/search/queries.server';
import { defaultListingFilter, type ListingFilter } from '@/lib/search/schema';
import { useTestDatabase } from '../support/db';
import { addListing, addPlaces, DHA, DHA_PHASE_6, F7, G11, GULBERG, ISLAMABAD, LAHORE } from './support/world';
import { expectMigrationRefills } from './support/counts';

const t = useTestDatabase();

/** listing_counts as rows, and the same figures counted from listings themselves. */
async function keptAndCounted() {
  const kept = await t.db
    .selectFrom('listing_counts')
    .select(['area_id', 'purpose', 'category', 'city_id', 'n'])
    .where('n', '>', 0)
    .orderBy('area_id')
    .orderBy('purpose')
    .orderBy('category')
    .execute();
  const counted = await t.db
    .selectFrom('listings')
    .select((eb) => ['area_id', 'purpose', 'category', 'city_id', eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'published')
    .groupBy(['area_id', 'purpose', 'category', 'city_id'])
    .orderBy('area_id')
    .orderBy('purpose')
    .orderBy('category')
    .execute();
  return { kept: kept.map((r) => ({ ...r, n: Number(r.n) })), counted: counted.map((r) => ({ ...r, n: Number(r.n) })) };
}

async function expectCountsKept() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
}

const filterOf = (patch: Partial<ListingFilter>): ListingFilter => ({
  ...defaultListingFilter(),
  city: { id: ISLAMABAD, name: 'Islamabad' },
  purpose: 'buy',
  category: 'residential',
  ...patch,
});

beforeAll(async () => {
  await addPlaces(t.db);
});

describe('listing_counts, kept by triggers on listings', () => {
  it('follows every write: publishing, taking down, moving, changing purpose or category, deleting', async () => {
    const a = await addListing(t.db, { area_id: F7 });
    await addListing(t.db, { area_id: F7 });
    const draft = await addListing(t.db, { area_id: G11, status: 'draft', published_at: null });
    const lahore = await addListing(t.db, { area_id: DHA_PHASE_6, city_id: LAHORE });
    await expectCountsKept();

    await t.db.updateTable('listings').set({ status: 'published' }).where('id', '=', draft).execute();
    await expectCountsKept();
    await t.db.updateTable('listings').set({ status: 'removed' }).where('id', '=', a).execute();
    await expectCountsKept();
    await t.db.updateTable('listings').set({ status: 'published' }).where('id', '=', a).execute();
    await t.db.updateTable('listings').set({ area_id: GULBERG, city_id: LAHORE }).where('id', '=', a).execute();
    await expectCountsKept();
    await t.db.updateTable('listings').set({ purpose: 'rent' }).where('id', '=', lahore).execute();
    await t.db.updateTable('listings').set({ category: 'commercial', type: 'shop' }).where('id', '=', draft).execute();
    await expectCountsKept();
    // A write that leaves the counted columns alone changes nothing.
    await t.db.updateTable('listings').set({ title: 'Renamed', price: 12_000_000 }).where('id', '=', a).execute();
    await t.db.updateTable('listings').set({ status: 'published' }).where('id', '=', a).execute();
    await expectCountsKept();
    await t.db.deleteFrom('listings').where('id', '=', lahore).execute();
    await t.db.deleteFrom('listings').where('id', '=', draft).execute();
    await expectCountsKept();

    const { kept } = await keptAndCounted();
    expect(kept.find((r) => r.area_id === F7 && r.purpose === 'sale' && r.category === 'residential')?.n).toBe(1);
    expect(kept.find((r) => r.area_id === GULBERG && r.purpose === 'sale' && r.category === 'residential')?.n).toBe(1);
  });

  it('gives a place page the count its listings give, capped as the counted search caps it', async () => {
    for (let i = 0; i < 4; i++) await addListing(t.db, { area_id: DHA, city_id: LAHORE });
    await addListing(t.db, { area_id: DHA, city_id: LAHORE, status: 'draft', published_at: null });
    const lahore = filterOf({ city: { id: LAHORE, name: 'Lahore' } });
    const published = await t.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'published')
      .where('city_id', '=', LAHORE)
      .where('purpose', '=', 'sale')
      .where('category', '=', 'residential')
      .executeTakeFirstOrThrow();

    const page = await searchListings(t.db, lahore);
    expect(page.total).toBe(Number(published.n));
    expect(page.totalCapped).toBe(false);
    expect(page.listings).toHaveLength(Number(published.n));

    const capped = await searchListings(t.db, lahore, { countLimit: 2 });
    expect(capped).toMatchObject({ total: 2, totalCapped: true, pageCount: 1 });

    // An area takes in the phases inside it (DHA holds DHA Phase 6); a filter beyond the place counts the listings.
    const dha = await searchListings(t.db, { ...lahore, areaList: [{ id: DHA, title: 'DHA Defence' }] });
    expect(dha.total).toBe(4);
    const threeBeds = await searchListings(t.db, { ...lahore, areaList: [{ id: DHA, title: 'DHA Defence' }], bed: 3 });
    expect(threeBeds.total).toBe(4);
    const nothing = await searchListings(t.db, { ...lahore, category: 'plot' });
    expect(nothing).toMatchObject({ total: 0, totalCapped: false, listings: [] });

    // The place's own page reads listing_counts, not the listings (put off by 100 here, then put back).
    const offBy = (by: number) =>
      t.db.updateTable('listing_counts').set((eb) => ({ n: eb('n', '+', by) })).where('area_id', '=', DHA).where('purpose', '=', 'sale').where('category', '=', 'residential').execute();
    await offBy(100);
    expect((await searchListings(t.db, lahore)).total).toBe(Number(published.n) + 100);
    expect((await searchListings(t.db, { ...lahore, bed: 3 })).total).toBe(Number(published.n));
    await offBy(-100);
    await expectCountsKept();
  });

  it('is filled from the listings already there when the migration runs', async () => {
    await expectMigrationRefills(t.db, '0009_listing_counts', {
      expectCountsKept,
      keptRows: async () => (await keptAndCounted()).kept.length,
      addCountedListing: () => addListing(t.db, { area_id: G11 }),
    });
  });
});
