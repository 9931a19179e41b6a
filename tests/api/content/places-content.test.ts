import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '@/lib/demo';
import type { SessionUser } from '@/lib/accounts/types';
import type { AreaAnalytics, AreaGuideData } from '@/lib/guides';
import { GET as agenciesEndpoint } from '@/pages/api/search/agencies';
import { GET as guideEndpoint } from '@/pages/api/data/areas/guide/[areaId]';
import { GET as analyticsEndpoint } from '@/pages/api/data/areas/analytics/[areaId]';
import { GET as materialsEndpoint } from '@/pages/api/data/materials';
import { GET as wantedEndpoint, POST as postWanted } from '@/pages/api/data/wanted/index';
import { GET as wantedCitiesEndpoint } from '@/pages/api/data/wanted/cities';
import { DELETE as closeWanted } from '@/pages/api/data/wanted/[id]';
import { WANTED_POST_LIMIT, wantedMessages } from '@/lib/wanted';
import { searchAgencies } from '@/lib/agencies/queries.server';
import { agencyDirectoryQuerySchema } from '@/lib/agencies';
import { AREA_PICTURE_SOURCES, areaImageKeys, cityPriceIndex, latestAreaListingIds } from '@/lib/guides/queries.server';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';

const t = useTestDatabase();
const person: SessionUser = { id: 'sub-wanted-1', email: 'seeker@example.pk', phone: null, name: 'Seeker', role: 'webUser', groups: [] };

beforeAll(async () => {
  await loadDemoData(t.db, { listings: 600, seed: 5 });
});

interface Problem { status: number; errors: Record<string, string> }

describe('GET /api/search/agencies', () => {
  it('suggests agencies of a city whose names contain the text, names starting with it first', async () => {
    const res = await callEndpoint(agenciesEndpoint, '/api/search/agencies?cityId=1&searchQuery=al');
    expect(res.status).toBe(200);
    const names = await jsonOf<Array<{ id: number; name: string }>>(res);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /al/i.test(n.name))).toBe(true);
    const cityIds = await t.db.selectFrom('agencies').select('city_id').where('id', 'in', names.map((n) => n.id)).execute();
    expect(cityIds.every((r) => r.city_id === 1)).toBe(true);
    const starts = names.map((n) => n.name.toLowerCase().startsWith('al'));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
  });

  it('asks for a city', async () => {
    const res = await callEndpoint(agenciesEndpoint, '/api/search/agencies?searchQuery=al');
    expect(res.status).toBe(400);
    expect((await jsonOf<Problem>(res)).errors).toEqual({ cityId: 'City is required' });
  });

  it('answers a city that is no number or an overlong text with field errors', async () => {
    const res = await callEndpoint(agenciesEndpoint, `/api/search/agencies?cityId=-2&searchQuery=${'a'.repeat(81)}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(Object.keys((await jsonOf<Problem>(res)).errors).sort()).toEqual(['cityId', 'searchQuery']);
  });

  it('pages the directory by listing count and narrows it by category', async () => {
    const page = await searchAgencies(t.db, agencyDirectoryQuerySchema.parse({ cityId: '2' }));
    expect(page.agencies.length).toBeGreaterThan(0);
    const counts = page.agencies.map((a) => a.listingCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const top = page.agencies[0];
    const real = await t.db.selectFrom('listings').select((eb) => eb.fn.countAll<number>().as('n')).where('agency_id', '=', top.id).where('status', '=', 'published').executeTakeFirstOrThrow();
    expect(top.listingCount).toBe(Number(real.n));
    const plots = await searchAgencies(t.db, agencyDirectoryQuerySchema.parse({ cityId: '2', category: 'plot' }));
    expect(plots.agencies.every((a) => a.listingCount > 0)).toBe(true);
    expect(plots.total).toBeLessThanOrEqual(page.total);
  });
});

describe('area guide and analytics', () => {
  it('totals and averages an area from its published listings', async () => {
    const busiest = await t.db.selectFrom('listings').select((eb) => ['area_id', eb.fn.countAll<number>().as('n')]).where('status', '=', 'published').groupBy('area_id').orderBy('n', 'desc').executeTakeFirstOrThrow();
    const areaId = busiest.area_id;
    const res = await callEndpoint(analyticsEndpoint, `/api/data/areas/analytics/${areaId}`, { params: { areaId: String(areaId) } });
    expect(res.status).toBe(200);
    const analytics = await jsonOf<AreaAnalytics>(res);
    const sale = await t.db.selectFrom('listings').select(['price', 'size_sqft']).where('area_id', '=', areaId).where('status', '=', 'published').where('purpose', '=', 'sale').execute();
    expect(analytics.sale.total).toBe(sale.length);
    if (sale.length > 0) {
      const mean = sale.reduce((s, l) => s + Number(l.price), 0) / sale.length;
      expect(analytics.sale.averagePrice).toBe(Math.round(mean));
    }
    expect(analytics.months).toHaveLength(24);
    expect(analytics.trends.salePricePerSqft).toHaveLength(24);
    const counted = analytics.trends.salePricePerSqft.reduce((s, p) => s + p.count, 0);
    expect(counted).toBeLessThanOrEqual(sale.length);
    expect(counted).toBeGreaterThan(0);
  });

  it('gives the guide with nearby areas of the same city, and 404/400 for unknown or bad ids', async () => {
    const res = await callEndpoint(guideEndpoint, '/api/data/areas/guide/1', { params: { areaId: '1' } });
    expect(res.status).toBe(200);
    const guide = await jsonOf<AreaGuideData>(res);
    expect(guide.area.id).toBe(1);
    expect(guide.nearby.length).toBeGreaterThan(0);
    const distances = guide.nearby.map((n) => n.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect((await callEndpoint(guideEndpoint, '/api/data/areas/guide/99999', { params: { areaId: '99999' } })).status).toBe(404);
    expect((await callEndpoint(analyticsEndpoint, '/api/data/areas/analytics/99999', { params: { areaId: '99999' } })).status).toBe(404);
    const bad = await callEndpoint(analyticsEndpoint, '/api/data/areas/analytics/abc', { params: { areaId: 'abc' } });
    expect(bad.status).toBe(400);
    expect((await jsonOf<Problem>(bad)).errors).toHaveProperty('areaId');
    for (const areaId of ['abc', '0', '1.5']) {
      const badGuide = await callEndpoint(guideEndpoint, `/api/data/areas/guide/${areaId}`, { params: { areaId } });
      expect(badGuide.status).toBe(400);
      expect(badGuide.headers.get('content-type')).toContain('application/problem+json');
      expect((await jsonOf<Problem>(badGuide)).errors).toHaveProperty('areaId');
    }
  });

  it("lists an area's newest published listings across purposes and categories, newest first", async () => {
    const busiest = await t.db.selectFrom('listings').select((eb) => ['area_id', eb.fn.countAll<number>().as('n')]).where('status', '=', 'published').groupBy('area_id').orderBy('n', 'desc').executeTakeFirstOrThrow();
    const newest = (limit: number) =>
      t.db
        .selectFrom('listings')
        .select(['id', 'purpose', 'category'])
        .where('status', '=', 'published')
        .where('area_id', '=', busiest.area_id)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    const all = await newest(1000);
    // The area mixes purposes and categories, so the merge of the six is what is tested.
    expect(new Set(all.map((l) => `${l.purpose}/${l.category}`)).size).toBeGreaterThan(2);
    for (const limit of [1, 6, 18, all.length + 5]) {
      expect(await latestAreaListingIds(t.db, busiest.area_id, limit)).toEqual((await newest(limit)).map((l) => l.id));
    }
    // One made newest jumps to the front, whatever its kind; one taken down leaves the list.
    const [top, second] = all;
    const oldest = all[all.length - 1];
    const before = await t.db.selectFrom('listings').select(['published_at', 'status']).where('id', '=', oldest.id).executeTakeFirstOrThrow();
    await t.db.updateTable('listings').set({ published_at: new Date(Date.now() + 60_000).toISOString() }).where('id', '=', oldest.id).execute();
    await t.db.updateTable('listings').set({ status: 'removed' }).where('id', '=', top.id).execute();
    try {
      expect(await latestAreaListingIds(t.db, busiest.area_id, 2)).toEqual([oldest.id, second.id]);
    } finally {
      await t.db.updateTable('listings').set({ published_at: before.published_at, status: before.status }).where('id', '=', oldest.id).execute();
      await t.db.updateTable('listings').set({ status: 'published' }).where('id', '=', top.id).execute();
    }
  });

  it('pictures an area with the covers of its newest listings, refused covers left out', async () => {
    const busiest = await t.db.selectFrom('listings').select((eb) => ['area_id', eb.fn.countAll<number>().as('n')]).where('status', '=', 'published').groupBy('area_id').orderBy('n', 'desc').executeTakeFirstOrThrow();
    const areaId = busiest.area_id;
    // Every published listing of the area with a cover that stands, newest first: the pictures are the first six.
    const expected = async () => {
      const rows = await t.db
        .selectFrom('listing_images as i')
        .innerJoin('listings as l', 'l.id', 'i.listing_id')
        .select('i.storage_key')
        .where('l.status', '=', 'published')
        .where('l.area_id', '=', areaId)
        .where('i.is_cover', '=', 1)
        .where('i.rejection_reason', 'is', null)
        .orderBy('l.published_at', 'desc')
        .orderBy('l.id', 'desc')
        .execute();
      return [...new Set(rows.map((r) => r.storage_key))].slice(0, 6);
    };
    const before = await expected();
    expect(before.length).toBeGreaterThan(0);
    expect(await areaImageKeys(t.db, areaId)).toEqual(before);
    // The guide page reads the newest listings once and hands them over: the same pictures.
    expect(await areaImageKeys(t.db, areaId, await latestAreaListingIds(t.db, areaId, AREA_PICTURE_SOURCES))).toEqual(before);
    const newest = await t.db.selectFrom('listings').select('id').where('status', '=', 'published').where('area_id', '=', areaId).orderBy('published_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.db.updateTable('listing_images').set({ rejection_reason: 'watermark' }).where('listing_id', '=', newest.id).where('is_cover', '=', 1).execute();
    try {
      expect(await areaImageKeys(t.db, areaId)).toEqual(await expected());
    } finally {
      await t.db.updateTable('listing_images').set({ rejection_reason: null }).where('listing_id', '=', newest.id).where('is_cover', '=', 1).execute();
    }
  });

  it('builds a city price index of medians by category', async () => {
    const index = await cityPriceIndex(t.db, 1);
    expect(index.months).toHaveLength(24);
    expect(index.listingsCounted).toBeGreaterThan(0);
    const withValues = index.series.residential.filter((p) => p.value !== null);
    expect(withValues.length).toBeGreaterThan(0);
    for (const point of withValues) expect(point.value).toBeGreaterThan(0);
  });
});

describe('wanted', () => {
  const valid = { purpose: 'sale', cityId: 2, category: 'residential', type: 'house', name: 'Seeker', phone: '03001234567', minPrice: 1, maxPrice: 999_000_000 };

  it('needs a signed-in person to post', async () => {
    expect((await callEndpoint(postWanted, '/api/data/wanted', { method: 'POST', body: valid })).status).toBe(401);
  });

  it('stores a request and lists it with the listings that match it', async () => {
    const res = await callEndpoint(postWanted, '/api/data/wanted', { method: 'POST', body: valid, user: person });
    expect(res.status).toBe(201);
    const { id } = await jsonOf<{ id: number }>(res);
    const list = await jsonOf<{ requests: Array<{ id: number; matchIds: number[]; matchCount: number; phone: string | null }> }>(
      await callEndpoint(wantedEndpoint, '/api/data/wanted?cityId=2'),
    );
    const mine = list.requests.find((r) => r.id === id)!;
    expect(mine.phone).toBeNull();
    const expected = await t.db
      .selectFrom('listings')
      .select('id')
      .where('status', '=', 'published')
      .where('city_id', '=', 2)
      .where('purpose', '=', 'sale')
      .where('type', '=', 'house')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(mine.matchCount).toBe(Math.min(50, expected.length));
    // The card shows the newest three.
    expect(mine.matchIds).toEqual(expected.slice(0, 3).map((e) => e.id));
    const signedIn = await jsonOf<{ requests: Array<{ id: number; phone: string | null }> }>(await callEndpoint(wantedEndpoint, '/api/data/wanted?cityId=2', { user: person }));
    expect(signedIn.requests.find((r) => r.id === id)?.phone).toBe('+923001234567');
  });

  it('matches a studio request with studios only, and a request for 3 beds with 3 or more', async () => {
    const asker: SessionUser = { ...person, id: 'sub-wanted-beds', email: 'beds@example.pk' };
    const home = { purpose: 'rent', cityId: 1, category: 'residential', name: 'Seeker', phone: '03001234568' };
    const homes = t.db.selectFrom('listings').select('id').where('status', '=', 'published').where('city_id', '=', 1).where('purpose', '=', 'rent').where('category', '=', 'residential');
    const all = (await homes.execute()).length;
    for (const [beds, op] of [[-1, '='], [3, '>=']] as const) {
      const { id } = await jsonOf<{ id: number }>(await callEndpoint(postWanted, '/api/data/wanted', { method: 'POST', body: { ...home, beds }, user: asker }));
      const list = await jsonOf<{ requests: Array<{ id: number; matchCount: number }> }>(await callEndpoint(wantedEndpoint, '/api/data/wanted?cityId=1'));
      const expected = await homes.where('beds', op, beds).execute();
      // Some homes do not meet the request, so a match on every home shows.
      expect(expected.length).toBeLessThan(all);
      expect(list.requests.find((r) => r.id === id)?.matchCount).toBe(Math.min(50, expected.length));
    }
  });

  it('answers bad requests with field errors', async () => {
    const res = await callEndpoint(postWanted, '/api/data/wanted', { method: 'POST', user: person, body: { ...valid, purpose: 'swap', phone: '12', minPrice: 10, maxPrice: 5 } });
    expect(res.status).toBe(400);
    expect((await jsonOf<Problem>(res)).errors).toMatchObject({ purpose: 'Purpose is required', phone: 'Incorrect Phone Format' });
    const wrongArea = await callEndpoint(postWanted, '/api/data/wanted', { method: 'POST', user: person, body: { ...valid, areaId: 1 } });
    expect(wrongArea.status).toBe(400);
    expect((await jsonOf<Problem>(wrongArea)).errors).toEqual({ areaId: 'This area is not in the chosen city' });
    expect((await callEndpoint(wantedEndpoint, '/api/data/wanted')).status).toBe(400);
    const badList = await callEndpoint(wantedEndpoint, '/api/data/wanted?cityId=two&page=0');
    expect(badList.status).toBe(400);
    expect(Object.keys((await jsonOf<Problem>(badList)).errors).sort()).toEqual(['cityId', 'page']);
    for (const body of ['a request', [valid], { ...valid, cityId: 'Lahore', category: 'castle' }]) {
      const res = await callEndpoint(postWanted, '/api/data/wanted', { method: 'POST', user: person, body });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await callEndpoint(wantedEndpoint, '/api/data/wanted?cityId=99999')).status).toBe(404);
  });

  it('lets one person post a few requests a day, then answers 429 with a problem and stores no more', async () => {
    const poster: SessionUser = { ...person, id: 'sub-wanted-busy', email: 'busy@example.pk' };
    const post = () => callEndpoint(postWanted, '/api/data/wanted', { method: 'POST', body: { ...valid, name: 'Busy Seeker' }, user: poster });
    for (let i = 0; i < WANTED_POST_LIMIT.max; i++) expect((await post()).status).toBe(201);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await jsonOf<{ detail: string }>(refused)).detail).toBe(wantedMessages.tooMany);
    const stored = await t.db.selectFrom('wanted_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('name', '=', 'Busy Seeker').executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(WANTED_POST_LIMIT.max);
    // Another person is not held back by the first.
    expect((await callEndpoint(postWanted, '/api/data/wanted', { method: 'POST', body: valid, user: { ...person, id: 'sub-wanted-calm' } })).status).toBe(201);
  });

  it('lets the poster close their own request, which then leaves the list; nobody else can', async () => {
    const poster: SessionUser = { ...person, id: 'sub-wanted-closer', email: 'closer@example.pk' };
    const other: SessionUser = { ...person, id: 'sub-wanted-other', email: 'other@example.pk' };
    const { id } = await jsonOf<{ id: number }>(await callEndpoint(postWanted, '/api/data/wanted', { method: 'POST', body: valid, user: poster }));
    const listed = async (user: SessionUser | null) =>
      (await jsonOf<{ requests: Array<{ id: number; mine: boolean }> }>(await callEndpoint(wantedEndpoint, '/api/data/wanted?cityId=2', { user }))).requests.find((r) => r.id === id);
    expect((await listed(poster))?.mine).toBe(true);
    expect((await listed(other))?.mine).toBe(false);
    expect((await listed(null))?.mine).toBe(false);

    const close = (user: SessionUser | null, requestId: number | string = id) =>
      callEndpoint(closeWanted, `/api/data/wanted/${requestId}`, { method: 'DELETE', params: { id: String(requestId) }, user });
    expect((await close(null)).status).toBe(401);
    const notTheirs = await close(other);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.headers.get('content-type')).toContain('application/problem+json');
    expect((await close(poster, 'abc')).status).toBe(400);
    expect(await listed(poster)).toBeDefined();

    const closed = await close(poster);
    expect(closed.status).toBe(200);
    expect((await jsonOf<{ message: string }>(closed)).message).toBe(wantedMessages.closed);
    expect(await listed(poster)).toBeUndefined();
    expect((await close(poster)).status).toBe(404);
  });

  it('counts open requests per city', async () => {
    const cities = await jsonOf<Array<{ id: number; requests: number }>>(await callEndpoint(wantedCitiesEndpoint, '/api/data/wanted/cities'));
    const lahore = cities.find((c) => c.id === 2)!;
    const real = await t.db.selectFrom('wanted_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('city_id', '=', 2).where('status', '=', 'open').executeTakeFirstOrThrow();
    expect(lahore.requests).toBe(Number(real.n));
  });
});

describe('GET /api/data/materials', () => {
  it('gives the latest price of each material in a city with its day', async () => {
    const res = await callEndpoint(materialsEndpoint, '/api/data/materials?cityId=3');
    expect(res.status).toBe(200);
    const body = await jsonOf<{ city: { name: string }; materials: Array<{ slug: string; price: number; day: string; labels: { day: string; price: string } }> }>(res);
    expect(body.city.name).toBe('Karachi');
    expect(body.materials.map((m) => m.slug)).toEqual(expect.arrayContaining(['cement-opc', 'steel-grade-60', 'bricks-a', 'sand-ravi', 'crush-margalla']));
    const cement = body.materials.find((m) => m.slug === 'cement-opc')!;
    const latest = await t.db.selectFrom('material_prices').select(['day', 'price']).where('material_id', '=', 1).where('city_id', '=', 3).orderBy('day', 'desc').executeTakeFirstOrThrow();
    expect(cement).toMatchObject({ day: latest.day, price: Number(latest.price) });
    expect(cement.labels.day).toMatch(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/);
  });

  it('answers 400 without a city and 404 for an unknown one', async () => {
    const res = await callEndpoint(materialsEndpoint, '/api/data/materials');
    expect(res.status).toBe(400);
    expect((await jsonOf<Problem>(res)).errors).toEqual({ cityId: 'City is required' });
    expect((await callEndpoint(materialsEndpoint, '/api/data/materials?cityId=x')).status).toBe(400);
    expect((await callEndpoint(materialsEndpoint, '/api/data/materials?cityId=424242')).status).toBe(404);
  });
});
