import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/pages/api/search/listings';
import type { ListingPage } from '@/lib/search/card';
import {
  applyListingFilter,
  COUNT_LIMIT,
  countQuery,
  matchingForCount,
  publishedListings,
  searchListings,
} from '@/lib/search/queries.server';
import { sql } from 'kysely';
import { dialectOf, sqliteHandle } from '@/lib/db';
import { defaultListingFilter } from '@/lib/search/schema';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';
import { addListing, addPlaces, DHA, DHA_PHASE_6, G11, GULBERG, ISLAMABAD, LAHORE } from './support/world';

const t = useTestDatabase();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = t.db;
  await addPlaces(db);
  // Islamabad, for sale, residential: the base set every filter below narrows.
  ids.plain = await addListing(db, { title: 'Plain house', minute: 10 });
  ids.cheap = await addListing(db, { title: 'Cheap house', price: 4_500_000, minute: 11 });
  ids.dear = await addListing(db, { title: 'Dear house', price: 95_000_000, minute: 12 });
  ids.big = await addListing(db, { title: 'One kanal', size_value: 1, size_unit: 'kanal', size_sqft: 4500, minute: 13 });
  ids.huge = await addListing(db, { title: 'Ten kanal farm', type: 'farm-house', size_value: 10, size_unit: 'kanal', size_sqft: 45000, minute: 14 });
  ids.studio = await addListing(db, { title: 'Studio flat', type: 'flat', beds: -1, baths: 1, size_value: 450, size_unit: 'sqft', size_sqft: 450, minute: 15 });
  ids.mansion = await addListing(db, { title: 'Twelve beds', beds: 12, baths: 11, minute: 16 });
  ids.verified = await addListing(db, { title: 'Verified one', verified: 1, minute: 17 });
  ids.agency = await addListing(db, { title: 'Agency one', agency_id: 5, minute: 18 });
  ids.brandNew = await addListing(db, { title: 'Brand new one', condition: 'brand-new', minute: 19 });
  ids.gas = await addListing(db, { title: 'Gas and lawn', features: JSON.stringify({ gas: true, lawn: true, 'parking-spaces': 2 }), minute: 20 });
  ids.noGas = await addListing(db, { title: 'Gas off', features: JSON.stringify({ gas: false, 'parking-spaces': 0 }), minute: 21 });
  ids.g11 = await addListing(db, { title: 'In G-11', area_id: G11, minute: 22 });
  // Not in the base set: other purpose, category, city, or not published.
  ids.rent = await addListing(db, { title: 'For rent', purpose: 'rent', price: 90_000, minute: 23 });
  ids.plot = await addListing(db, { title: 'A plot', category: 'plot', type: 'residential-plot', beds: null, baths: null, minute: 24 });
  ids.draft = await addListing(db, { title: 'A draft', status: 'draft', minute: 25 });
  ids.removed = await addListing(db, { title: 'Removed', status: 'removed', minute: 26 });
  ids.dha = await addListing(db, { title: 'DHA itself', city_id: LAHORE, area_id: DHA, minute: 27 });
  ids.dha6 = await addListing(db, { title: 'DHA Phase 6 house', city_id: LAHORE, area_id: DHA_PHASE_6, minute: 28 });
  ids.gulberg = await addListing(db, { title: 'Gulberg house', city_id: LAHORE, area_id: GULBERG, minute: 29 });
});

const islamabadSale = [
  'g11', 'noGas', 'gas', 'brandNew', 'agency', 'verified', 'mansion', 'studio', 'huge', 'big', 'dear', 'cheap', 'plain',
];

async function search(query: string) {
  const res = await callEndpoint(GET, `/api/search/listings?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return jsonOf<ListingPage>(res);
}

const titlesOf = (names: string[]) => names.map((n) => ids[n]);
const idsOf = (page: ListingPage) => page.listings.map((l) => l.id);

describe('GET /api/search/listings', () => {
  it('lists the published listings of a city, purpose and category, newest first, with a count', async () => {
    const page = await search(`cityId=${ISLAMABAD}&purpose=sale`);
    expect(idsOf(page)).toEqual(titlesOf(islamabadSale));
    expect(page).toMatchObject({ total: 13, totalCapped: false, page: 1, pageSize: 30, pageCount: 1 });
    const card = page.listings.find((l) => l.id === ids.g11)!;
    expect(card).toMatchObject({
      title: 'In G-11', purpose: 'sale', category: 'residential', type: 'house', price: 10_000_000, sizeValue: 10,
      sizeUnit: 'marla', beds: 3, baths: 3, cityId: ISLAMABAD, cityName: 'Islamabad', areaId: G11, areaName: 'G-11', verified: false,
    });
    expect(card.coverKey).toMatch(/^demo\/house-\d{3}\/original\.webp$/);
    expect(card.publishedAt).toBe('2026-01-01T00:22:00.000Z');
  });

  it('reads buy as sale, and keeps rent, plots and other cities apart', async () => {
    expect(idsOf(await search(`cityId=${ISLAMABAD}&purpose=buy`))).toEqual(titlesOf(islamabadSale));
    expect(idsOf(await search(`cityId=${ISLAMABAD}&purpose=rent`))).toEqual([ids.rent]);
    expect(idsOf(await search(`cityId=${ISLAMABAD}&purpose=sale&category=plot`))).toEqual([ids.plot]);
    expect(idsOf(await search(`cityId=${LAHORE}&purpose=sale`))).toEqual(titlesOf(['gulberg', 'dha6', 'dha']));
  });

  it('narrows to areas, an area including the phases inside it', async () => {
    expect(idsOf(await search(`cityId=${ISLAMABAD}&purpose=sale&areaId[]=${G11}`))).toEqual([ids.g11]);
    expect(idsOf(await search(`cityId=${LAHORE}&purpose=sale&areaId[]=${DHA}`))).toEqual(titlesOf(['dha6', 'dha']));
    expect(idsOf(await search(`cityId=${LAHORE}&purpose=sale&areaId[]=${DHA_PHASE_6}&areaId[]=${GULBERG}`))).toEqual(
      titlesOf(['gulberg', 'dha6']),
    );
    expect(idsOf(await search(`cityId=${LAHORE}&purpose=sale&areaId=${DHA_PHASE_6},${GULBERG}`))).toHaveLength(2);
  });

  it('filters by price range', async () => {
    expect(idsOf(await search(`cityId=1&purpose=sale&maxPrice=5000000`))).toEqual([ids.cheap]);
    expect(idsOf(await search(`cityId=1&purpose=sale&minPrice=50000000`))).toEqual([ids.dear]);
    expect(await search(`cityId=1&purpose=sale&minPrice=4500000&maxPrice=10000000`)).toMatchObject({ total: 12 });
  });

  it('refuses a price that is not whole rupees or is past any listing, with a 400 (PostgreSQL would refuse it in the query)', async () => {
    for (const [query, message] of [
      ['minPrice=1.5', 'Price must be in whole rupees'],
      ['maxPrice=1e300', 'No listing asks more than 10 Arab'],
      ['minPrice=12345678901234567890', 'No listing asks more than 10 Arab'],
    ]) {
      const res = await callEndpoint(GET, `/api/search/listings?cityId=1&purpose=sale&${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.values(((await res.json()) as { errors: Record<string, string> }).errors)).toEqual([message]);
    }
    expect(idsOf(await search(`cityId=1&purpose=sale&minPrice=50000000&maxPrice=10000000000`))).toEqual([ids.dear]);
  });

  it('filters by size in any unit, the cap meaning no upper bound', async () => {
    // 1 Kanal = 20 Marla = 4,500 sq ft.
    expect(idsOf(await search(`cityId=1&purpose=sale&minSize=15`))).toEqual(titlesOf(['huge', 'big']));
    expect(idsOf(await search(`cityId=1&purpose=sale&unit=kanal&minSize=1&maxSize=5`))).toEqual([ids.big]);
    expect(idsOf(await search(`cityId=1&purpose=sale&unit=kanal&minSize=1&maxSize=100`))).toEqual(titlesOf(['huge', 'big']));
    expect(idsOf(await search(`cityId=1&purpose=sale&unit=sqft&maxSize=500`))).toEqual([ids.studio]);
    expect(idsOf(await search(`cityId=1&purpose=sale&unit=sqm&minSize=41.8&maxSize=41.9`))).toEqual([ids.studio]);
  });

  it('filters by beds (Studio, a count, 10+) and baths', async () => {
    expect(idsOf(await search(`cityId=1&purpose=sale&bed=studio`))).toEqual([ids.studio]);
    expect(idsOf(await search(`cityId=1&purpose=sale&bed=10`))).toEqual([ids.mansion]);
    expect(await search(`cityId=1&purpose=sale&bed=3`)).toMatchObject({ total: 11 });
    expect(idsOf(await search(`cityId=1&purpose=sale&bath=1`))).toEqual([ids.studio]);
    expect(idsOf(await search(`cityId=1&purpose=sale&bath=10`))).toEqual([ids.mansion]);
  });

  it('filters by type and sub-types, verified, agency, condition and features', async () => {
    expect(idsOf(await search(`cityId=1&purpose=sale&type=flat`))).toEqual([ids.studio]);
    expect(idsOf(await search(`cityId=1&purpose=sale&subtypes[]=flat&subtypes[]=farm-house`))).toEqual(titlesOf(['studio', 'huge']));
    expect(idsOf(await search(`cityId=1&purpose=sale&verified=1`))).toEqual([ids.verified]);
    expect(idsOf(await search(`cityId=1&purpose=sale&agency=5`))).toEqual([ids.agency]);
    expect(idsOf(await search(`cityId=1&purpose=sale&condition=brand-new`))).toEqual([ids.brandNew]);
    expect(idsOf(await search(`cityId=1&purpose=sale&features=gas`))).toEqual([ids.gas]);
    expect(idsOf(await search(`cityId=1&purpose=sale&features[]=gas&features[]=lawn`))).toEqual([ids.gas]);
    expect(idsOf(await search(`cityId=1&purpose=sale&features=parking-spaces`))).toEqual([ids.gas]);
  });

  it('sorts by price either way', async () => {
    const low = await search(`cityId=1&purpose=sale&sort=price-asc`);
    expect(low.listings[0].id).toBe(ids.cheap);
    expect(low.listings.map((l) => l.price)).toEqual([...low.listings.map((l) => l.price)].sort((a, b) => a - b));
    const high = await search(`cityId=1&purpose=sale&sort=price-desc`);
    expect(high.listings[0].id).toBe(ids.dear);
    expect(high.listings.at(-1)!.id).toBe(ids.cheap);
  });

  it('pages, and caps the count', async () => {
    const first = await search(`cityId=1&purpose=sale&pageSize=5`);
    const third = await search(`cityId=1&purpose=sale&pageSize=5&page=3`);
    expect(first).toMatchObject({ total: 13, pageCount: 3 });
    expect(idsOf(first)).toEqual(titlesOf(islamabadSale.slice(0, 5)));
    expect(idsOf(third)).toEqual(titlesOf(islamabadSale.slice(10)));
    expect((await search(`cityId=1&purpose=sale&pageSize=5&page=4`)).listings).toEqual([]);
    const capped = await searchListings(t.db, { ...defaultListingFilter(), purpose: 'buy', pageSize: 5 }, { countLimit: 10 });
    expect(capped).toMatchObject({ total: 10, totalCapped: true, pageCount: 2 });
  });

  it("hides what a signed-in person has viewed when they ask for 'not viewed', and ignores it for visitors", async () => {
    const user = { id: 'viewer-sub', email: 'v@example.pk', phone: null, name: 'V', role: 'webUser' as const, groups: [] };
    const userId = await ensureUserRow(t.db, user);
    await t.db.insertInto('listing_view_marks').values({ listing_id: ids.plain, viewer_key: `u:${userId}`, day: '2026-01-02' }).execute();
    const signedIn = await jsonOf<ListingPage>(await callEndpoint(GET, `/api/search/listings?cityId=1&purpose=sale&viewed=1`, { user }));
    expect(signedIn.total).toBe(12);
    expect(idsOf(signedIn)).not.toContain(ids.plain);
    expect((await search(`cityId=1&purpose=sale&viewed=1`)).total).toBe(13);
  });

  it('answers 400 with field errors for bad values', async () => {
    const res = await callEndpoint(GET, '/api/search/listings?cityId=abc&purpose=lease&bed=0&features=teleporter&unit=acre&maxSize=60');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = await jsonOf<{ errors: Record<string, string> }>(res);
    expect(Object.keys(body.errors).sort()).toEqual(['bed', 'cityId', 'features.0', 'purpose', 'unit']);
    const sizes = await jsonOf<{ errors: Record<string, string> }>(await callEndpoint(GET, '/api/search/listings?cityId=1&purpose=sale&maxSize=60'));
    expect(sizes.errors).toEqual({ maxSize: 'At most 50 for this unit' });
    expect((await callEndpoint(GET, '/api/search/listings?purpose=sale')).status).toBe(400);
  });

  it('answers 404 for an unknown city, or an area unknown or in another city', async () => {
    for (const query of ['cityId=999', `cityId=1&areaId=999`, `cityId=1&areaId=${DHA}`]) {
      const res = await callEndpoint(GET, `/api/search/listings?purpose=sale&${query}`);
      expect(res.status, query).toBe(404);
    }
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await search(`cityId=${LAHORE}&purpose=rent`)).toMatchObject({ listings: [], total: 0, pageCount: 1 });
  });
});

describe('indexes a search may be read from', () => {
  // With SQLite's statistics, an index of every status on (status, city, purpose, category, created) was taken
  // for 'commercial for sale in Islamabad' on 1,000,000 listings and 10,589 rows sorted (migration 0011).
  it('leave no index of every status on a place, purpose and category to compete with the search indexes', async () => {
    const rows =
      dialectOf(t.db) === 'postgres'
        ? (await sql<{ name: string; def: string }>`select indexname as name, indexdef as def from pg_indexes where tablename = 'listings'`.execute(t.db)).rows
        : (await sql<{ name: string; def: string }>`select name, sql as def from sqlite_master where type = 'index' and tbl_name = 'listings' and sql is not null`.execute(t.db)).rows;
    const names = rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['listings_search_city_newest', 'listings_search_area_newest']));
    const competing = rows.filter((r) => /\(\s*"?status"?\s*,\s*"?(city_id|area_id)"?\s*,\s*"?purpose"?\s*,\s*"?category"?/.test(r.def));
    expect(competing.map((r) => r.name)).toEqual([]);
  });
});

describe('the count of a search', () => {
  // SQLite's planner needs the order to find the covering search index; PostgreSQL's statistics find it alone.
  it('reads a covering search index on SQLite, not an older index of all statuses plus the table; PostgreSQL is left to plan', async () => {
    for (const narrowing of [{ bed: 3 as const }, { minSize: 10 }, { type: 'house' }, { minPrice: 1_000_000, bed: 3 as const }]) {
      const filter = { ...defaultListingFilter(), city: { id: LAHORE, name: 'Lahore' }, purpose: 'buy' as const, ...narrowing };
      const matching = matchingForCount(t.db, applyListingFilter(publishedListings(t.db), filter, []), filter);
      const compiled = countQuery(t.db, matching, COUNT_LIMIT).compile();
      if (dialectOf(t.db) === 'postgres') {
        expect(compiled.sql).not.toMatch(/order by/i);
        continue;
      }
      const plan = sqliteHandle(t.db)!.prepare(`explain query plan ${compiled.sql}`).all(...(compiled.parameters as unknown[])) as Array<{ detail: string }>;
      expect(plan.map((step) => step.detail).join(' | ')).toMatch(/USING COVERING INDEX listings_search_city_(newest|price)/);
    }
  });
});
