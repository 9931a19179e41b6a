import { db, call, cookieJar, owner, seedWorld, visitor, type World } from './support/world';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadListingDetail } from '../../../src/lib/listings/detail.server';
import { GET as nearbyProperties } from '../../../src/pages/api/data/property/nearbyProperties';
import { GET as cards } from '../../../src/pages/api/data/property/cards';
import { GET as nearbyPlaces } from '../../../src/pages/api/search/google/nearbyPlaces';
import { POST as chooseCurrency } from '../../../src/pages/api/preferences/currency';
import { exchangeRates, forgetExchangeRates } from '../../../src/lib/money/rates.server';
import { formatPriceIn } from '../../../src/lib/money';
import { listingStructuredData } from '../../../src/lib/listings/structured-data';

let world: World;
beforeAll(async () => {
  world = await seedWorld();
});

describe('loadListingDetail', () => {
  it('loads a published listing with its facts, features, pictures and place', async () => {
    const outcome = await loadListingDetail(db, world.published, null, 'sale');
    expect(outcome.kind).toBe('found');
    if (outcome.kind !== 'found') return;
    const { detail } = outcome;
    expect(detail).toMatchObject({ id: world.published, purpose: 'sale', price: 25_000_000, sizeText: '10 Marla', city: { name: 'Islamabad' }, area: { name: 'F-7' }, areaGuidePath: '/area-guides/islamabad/f-7', isOwner: false, liked: false, hasPhone: true });
    expect(detail.facts.map((f) => f.label)).toEqual(['Type', 'Size', 'Beds', 'Baths', 'Condition', 'Purpose', 'Area', 'City', 'Added', 'Property ID']);
    expect(detail.facts.at(-1)?.value).toBe(String(world.published));
    expect(detail.facts.find((f) => f.label === 'Condition')?.value).toBe('Good');
    expect(detail.features).toEqual([
      { id: 'utilities', label: 'Utilities', items: [{ label: 'Gas', value: '' }] },
      { id: 'primary', label: 'Primary', items: [{ label: 'Facing', value: 'North' }, { label: 'Parking spaces', value: '2' }] },
      { id: 'secondary', label: 'Secondary', items: [{ label: 'Lawn', value: '' }] },
    ]);
    expect(detail.images.map((i) => i.src)).toEqual(['/media/demo/house-001/840.webp', '/media/demo/interior-001/840.webp']);
  });

  it('is not found for anyone but the owner while not published, and not found for unknown ids', async () => {
    expect((await loadListingDetail(db, world.draft, null)).kind).toBe('not-found');
    expect((await loadListingDetail(db, world.draft, visitor)).kind).toBe('not-found');
    const mine = await loadListingDetail(db, world.draft, owner);
    expect(mine.kind === 'found' && mine.detail.isOwner).toBe(true);
    // Removed after it was published: still not shown, but its page says it has gone (decision 099).
    expect(await loadListingDetail(db, world.removed, visitor)).toEqual({
      kind: 'gone',
      gone: expect.objectContaining({ kind: 'off-market', purpose: 'sale', area: { id: world.areaId, name: 'F-7' } }),
    });
    expect((await loadListingDetail(db, 123_456_789, null)).kind).toBe('not-found');
    expect((await loadListingDetail(db, -1, null)).kind).toBe('not-found');
  });

  it('moves a listing asked for under the wrong purpose to its own address', async () => {
    expect(await loadListingDetail(db, world.agencyListing, null, 'sale')).toEqual({ kind: 'moved', location: `/rent/${world.agencyListing}` });
  });

  it('reads as added when it was published, not when its draft was begun, on the page, in its data and on cards', async () => {
    const begun = '2026-01-05T09:00:00.000Z';
    const published = '2026-03-02T10:00:00.000Z';
    await db.updateTable('listings').set({ created_at: begun, published_at: published }).where('id', '=', world.agencyListing).execute();
    const outcome = await loadListingDetail(db, world.agencyListing, null, 'rent');
    expect(outcome.kind === 'found' && outcome.detail.listedAt).toBe(published);
    expect(outcome.kind === 'found' && outcome.detail.facts.find((f) => f.label === 'Added')?.value).toBe('2nd Mar 2026');
    expect(outcome.kind === 'found' && listingStructuredData(outcome.detail, 'https://basera.test').datePosted).toBe(published);
    const near = await call(nearbyProperties, `/api/data/property/nearbyProperties?lat=33.7215&lng=73.0433&excludeId=${world.published}`);
    expect(near.body[0]).toMatchObject({ id: world.agencyListing, createdAt: begun, listedAt: published });
  });

  it('knows whether the viewer likes it', async () => {
    await db.insertInto('listing_likes').values({ user_id: world.visitorId, listing_id: world.agencyListing, created_at: new Date().toISOString() }).execute();
    const outcome = await loadListingDetail(db, world.agencyListing, visitor, 'rent');
    expect(outcome.kind === 'found' && outcome.detail.liked).toBe(true);
  });

  it('knows when the signed-in viewer last asked about it, and tells nobody else', async () => {
    const asked = (userId: number | null, at: string) =>
      db.insertInto('inquiries').values({ listing_id: world.published, project_id: null, user_id: userId, name: 'Visiting Person', email: 'v@example.pk', phone: null, message: 'Is it available?', created_at: at, seen_at: null }).execute();
    const inquiredAt = async (viewer: typeof visitor | null) => {
      const outcome = await loadListingDetail(db, world.published, viewer, 'sale');
      return outcome.kind === 'found' ? outcome.detail.inquiredAt : 'not found';
    };
    expect(await inquiredAt(visitor)).toBeNull();
    await asked(world.visitorId, '2026-03-01T09:00:00.000Z');
    await asked(world.visitorId, '2026-03-04T09:00:00.000Z');
    // Someone else's, sent without signing in, is not theirs.
    await asked(null, '2026-03-09T09:00:00.000Z');
    expect(await inquiredAt(visitor)).toBe('2026-03-04T09:00:00.000Z');
    expect(await inquiredAt(owner)).toBeNull();
    expect(await inquiredAt(null)).toBeNull();
  });
});

describe('GET /api/data/property/nearbyProperties', () => {
  it('answers published neighbours nearest first, leaving out the listing itself, drafts and far ones', async () => {
    const res = await call(nearbyProperties, `/api/data/property/nearbyProperties?lat=33.7215&lng=73.0433&excludeId=${world.published}`);
    expect(res.status).toBe(200);
    expect(res.body.map((l: { id: number }) => l.id)).toEqual([world.agencyListing]);
    expect(res.body[0].distanceM).toBeGreaterThan(100);
    expect(res.body[0].distanceM).toBeLessThan(200);
    const forSale = await call(nearbyProperties, `/api/data/property/nearbyProperties?lat=33.7215&lng=73.0433&excludeId=${world.published}&purpose=sale`);
    expect(forSale.body).toEqual([]);
  });

  it('refuses missing or impossible coordinates', async () => {
    const res = await call(nearbyProperties, '/api/data/property/nearbyProperties?lat=123');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['lat', 'lng']);
  });
});

describe('GET /api/data/property/cards', () => {
  it('answers the published listings asked for, in the order asked, leaving out the rest', async () => {
    const ids = [world.agencyListing, world.draft, world.published, world.removed, world.agencyListing, 9_999_999];
    const res = await call(cards, `/api/data/property/cards?ids=${ids.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.map((card: { id: number }) => card.id)).toEqual([world.agencyListing, world.published]);
    expect(res.body[1]).toMatchObject({ purpose: 'sale', price: 25_000_000, sizeText: '10 Marla', areaName: 'F-7', path: `/sale/${world.published}` });
  });

  it('refuses no ids, too many, and ids that are not ids', async () => {
    for (const query of ['', 'ids=', `ids=${Array.from({ length: 25 }, (_, i) => i + 1).join(',')}`, 'ids=1,x', 'ids=-3']) {
      const res = await call(cards, `/api/data/property/cards?${query}`);
      expect(res.status, query).toBe(400);
      // An id that is not one is named by its place in the list ('ids.1').
      expect(Object.keys(res.body.errors), query).toEqual([expect.stringMatching(/^ids(\.\d+)?$/)]);
    }
  });
});

describe('GET /api/search/google/nearbyPlaces', () => {
  it('answers places within the radius (1000 m by default), nearest first, and by type', async () => {
    const all = await call(nearbyPlaces, '/api/search/google/nearbyPlaces?lat=33.7215&lng=73.0433');
    expect(all.status).toBe(200);
    expect(all.body.map((p: { name: string }) => p.name)).toEqual(['Near School', 'Near Mosque']);
    const wide = await call(nearbyPlaces, '/api/search/google/nearbyPlaces?lat=33.7215&lng=73.0433&radius=5000&type=park');
    expect(wide.body).toEqual([expect.objectContaining({ name: 'Far Park', type: 'park' })]);
  });

  it('refuses a bad type or radius', async () => {
    const res = await call(nearbyPlaces, '/api/search/google/nearbyPlaces?lat=33.7&lng=73.0&radius=10&type=casino');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['radius', 'type']);
  });
});

describe('currency', () => {
  it('remembers the choice in a cookie and sends a form post back where it came from', async () => {
    const jar = cookieJar();
    const form = new URLSearchParams({ currency: 'USD', redirect: `/sale/${world.published}` });
    const res = await call(chooseCurrency, '/api/preferences/currency', {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: jar.cookies,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/sale/${world.published}`);
    expect(jar.values.get('currency')).toBe('USD');

    const json = await call(chooseCurrency, '/api/preferences/currency', { method: 'POST', json: { currency: 'AED' }, cookies: jar.cookies });
    expect(json).toMatchObject({ status: 200, body: { currency: 'AED' } });
    expect(jar.values.get('currency')).toBe('AED');
  });

  it('refuses unknown currencies and redirects to other sites', async () => {
    const res = await call(chooseCurrency, '/api/preferences/currency', { method: 'POST', json: { currency: 'BTC', redirect: '//evil.example' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['currency', 'redirect']);
  });

  it('converts with the stored rates, rounded to 2 decimals', async () => {
    forgetExchangeRates(db);
    const rates = await exchangeRates(db);
    expect(formatPriceIn(25_000_000, 'USD', rates)).toBe('$89,285.71');
    expect(formatPriceIn(25_000_000, 'PKR', rates)).toBe('PKR 2.5 Crore');
    // No stored rate: PKR rather than a wrong number.
    expect(formatPriceIn(25_000_000, 'GBP', rates)).toBe('PKR 2.5 Crore');
  });
});
