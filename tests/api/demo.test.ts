import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildWorld, demoReferenceData, loadDemoData, makeListing, poolKeys } from '@/lib/demo';
import { toSquareFeet } from '@/lib/money/units';
import { propertyType } from '@/lib/listings/catalogue';
import { dwellingOf } from '@/lib/demo/listing-profiles';
import { useTestDatabase } from './support/db';

const t = useTestDatabase();
const NOW = new Date('2026-03-01T09:00:00.000Z');
const SEED = 4242;

function world(seed: number) {
  const { cities, areas, people } = demoReferenceData(seed, 500, NOW);
  return buildWorld({ seed, now: NOW.getTime(), expiryDays: 60, cities, areas, people });
}

describe('demo data generator', () => {
  it('builds the same listings from the same seed, and others from another seed', () => {
    const a = world(SEED);
    const b = world(SEED);
    const c = world(SEED + 1);
    for (const id of [1, 2, 77, 499]) expect(makeListing(a, id)).toEqual(makeListing(b, id));
    expect(makeListing(a, 77).listing).not.toEqual(makeListing(c, 77).listing);
  });

  it('makes listings that agree with themselves', () => {
    const w = world(SEED);
    const keys = new Set(['house', 'interior', 'plot', 'commercial', 'apartment'].flatMap((k) => poolKeys(k as 'house')));
    for (let id = 1; id <= 400; id++) {
      const { listing, images } = makeListing(w, id);
      const type = propertyType(listing.type);
      expect(type?.category, listing.type).toBe(listing.category);
      expect(listing.size_sqft).toBeCloseTo(toSquareFeet(listing.size_value, listing.size_unit), 1);
      expect(listing.price).toBeGreaterThan(0);
      expect(listing.price).toBeLessThanOrEqual(1e10);
      if (listing.category === 'plot') expect(listing.beds).toBeNull();
      if (listing.beds !== null) expect(listing.beds).toBeGreaterThanOrEqual(-1);
      const area = w.areas.find((a) => a.id === listing.area_id)!;
      expect(area.city_id).toBe(listing.city_id);
      expect(Math.abs(listing.lat! - area.lat)).toBeLessThan(0.01);
      expect(images.filter((i) => i.is_cover === 1)).toHaveLength(1);
      for (const image of images) expect(keys.has(image.storage_key)).toBe(true);
      // No picture twice in one listing.
      expect(new Set(images.map((i) => i.storage_key)).size, `listing ${id}`).toBe(images.length);
      // A room has no floors, kitchens or lawn of its own; only a house has floors and a porch; a lift is in a building.
      const features = JSON.parse(listing.features ?? '{}') as Record<string, unknown>;
      const dwelling = listing.category === 'residential' ? dwellingOf(listing.type) : null;
      if (dwelling === 'room') for (const gone of ['floors', 'kitchens', 'drawing-rooms', 'lawn', 'servant-quarters']) expect(features[gone], `listing ${id}`).toBeUndefined();
      if (dwelling !== 'house') expect(features.floors, `listing ${id}`).toBeUndefined();
      if (dwelling === 'apartment' || dwelling === 'room') expect(listing.description, `listing ${id}`).not.toMatch(/car porch|drawing and dining|servant quarter/i);
      if (dwelling === 'house' || dwelling === 'room') expect(features.lift, `listing ${id}`).toBeUndefined();
      if (listing.status === 'published') expect(Date.parse(listing.expires_at!)).toBeGreaterThan(NOW.getTime());
      expect(Date.parse(listing.created_at)).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('prices rent at a fraction of sale value and covers every status and almost every type', () => {
    const w = world(SEED);
    const rows = Array.from({ length: 3000 }, (_, i) => makeListing(w, i + 1).listing);
    const houses = rows.filter((l) => l.type === 'house');
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const salePerSqft = median(houses.filter((l) => l.purpose === 'sale').map((l) => l.price / l.size_sqft));
    const rentPerSqft = median(houses.filter((l) => l.purpose === 'rent').map((l) => l.price / l.size_sqft));
    expect(rentPerSqft / salePerSqft).toBeGreaterThan(0.002);
    expect(rentPerSqft / salePerSqft).toBeLessThan(0.007);
    expect(new Set(rows.map((l) => l.type)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(rows.map((l) => l.status))).toEqual(new Set(['draft', 'in_review', 'published', 'removed', 'rejected']));
  });

  it('loads the same rows into the database that it generates', async () => {
    const summary = await loadDemoData(t.db, { listings: 300, seed: SEED, now: NOW });
    expect(summary.listings).toBe(300);
    const w = world(SEED);
    const stored = await t.db.selectFrom('listings').selectAll().where('id', 'in', [1, 150, 300]).orderBy('id').execute();
    expect(stored.map((row) => row.id)).toEqual([1, 150, 300]);
    for (const row of stored) {
      const made = makeListing(
        buildWorld({ ...w, people: demoReferenceData(SEED, 300, NOW).people }),
        row.id,
      ).listing;
      expect({ ...row }).toEqual({ ...made, sub_type: made.sub_type ?? null });
    }
    const cities = await t.db.selectFrom('cities').select(['id', 'name', 'is_top']).orderBy('id').execute();
    expect(cities[0]).toEqual({ id: 1, name: 'Islamabad', is_top: 1 });
    expect(cities.filter((c) => c.is_top === 1).map((c) => c.name)).toEqual(['Islamabad', 'Lahore', 'Karachi', 'Rawalpindi', 'Faisalabad']);
    const images = await t.db.selectFrom('listing_images').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(images.n).toBe(summary.images);
    // Every listing's present features are rows of listing_features, as the JSON says.
    const first = stored[0];
    const present = Object.entries(JSON.parse(first.features) as Record<string, unknown>)
      .filter(([, value]) => value !== false && value !== 0 && value !== 'None')
      .map(([id]) => id)
      .sort();
    const rows = await t.db.selectFrom('listing_features').select('feature').where('listing_id', '=', first.id).orderBy('feature').execute();
    expect(rows.map((r) => r.feature)).toEqual(present);
    const featureRows = await t.db.selectFrom('listing_features').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(featureRows.n)).toBeGreaterThan(300);
    // Every listing once on the market has a price history that ends at its price; some cut theirs.
    const prices = await t.db.selectFrom('listing_prices').select(['listing_id', 'price']).orderBy('listing_id').orderBy('at').execute();
    const everPublished = await t.db.selectFrom('listings').select(['id', 'price', 'price_cut_from']).where('published_at', 'is not', null).execute();
    expect(new Set(prices.map((p) => p.listing_id)).size).toBe(everPublished.length);
    const cut = everPublished.filter((l) => l.price_cut_from !== null);
    expect(cut.length).toBeGreaterThan(5);
    for (const listing of cut) {
      expect(prices.filter((p) => p.listing_id === listing.id).map((p) => Number(p.price))).toEqual([Number(listing.price_cut_from), Number(listing.price)]);
    }
    // New rows get ids after the demo's own (PostgreSQL's sequences were moved on).
    const added = await t.db
      .insertInto('cities')
      .values({ name: 'Test City', slug: 'test-city', province: null, lat: 30, lng: 70, position: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(added.id).toBe(cities.length + 1);
    // The planner knows the tables the load filled, the counts its triggers kept included.
    expect(await analysedTables(['listings', 'listing_counts', 'agency_listing_counts', 'price_index_counts'])).toEqual(
      ['agency_listing_counts', 'listing_counts', 'listings', 'price_index_counts'],
    );
  });
});

/** Which of `tables` have planner statistics: SQLite's sqlite_stat1 rows, PostgreSQL's row estimate (-1 until analysed). */
async function analysedTables(tables: string[]): Promise<string[]> {
  const names = sql.join(tables);
  const rows =
    t.dialect === 'sqlite'
      ? await sql<{ name: string }>`select distinct tbl as name from sqlite_stat1 where tbl in (${names})`.execute(t.db)
      : await sql<{ name: string }>`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relname in (${names}) and c.reltuples >= 0`.execute(t.db);
  return rows.rows.map((r) => r.name).sort();
}
