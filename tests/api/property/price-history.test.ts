import { db } from './support/database';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, person } from './support/context';
import { seedPlaces } from './support/fixtures';
import { POST as create } from '../../../src/pages/api/data/property';
import { PUT as update } from '../../../src/pages/api/data/property/[id]';
import { GET as editDetails } from '../../../src/pages/api/data/property/editDetails/[id]';
import { POST as renew } from '../../../src/pages/api/data/property/renew';
import { DELETE as remove } from '../../../src/pages/api/data/property/remove/index';
import { POST as publish } from '../../../src/pages/api/moderation/publish';
import { GET as searchListings } from '../../../src/pages/api/search/listings';
import { GET as noticeSettings, POST as setNotices } from '../../../src/pages/api/preferences/notices';
import { loadListingDetail } from '../../../src/lib/listings/detail.server';
import { reviewQueue } from '../../../src/lib/moderation/queue.server';
import { ensureUserRow } from '../../../src/lib/accounts/users.server';
import { outboxMessages } from '../../../src/lib/otp/delivery.server';
import { nowIso } from '../../../src/lib/db/values';

// The whole way a price moves on the market: an owner lists, edits the price, an operator publishes it,
// a visitor sees the cut on the listing page and on its card; a rise clears the cut; a renewal at the same
// price adds nothing; a price changed while off the market counts when it is renewed.
const owner = person('price-owner', 'Bilal Ahmed');
const operator = { ...person('price-operator'), groups: ['moderators'] };
let places: Awaited<ReturnType<typeof seedPlaces>>;
let ownerId: number;

beforeAll(async () => {
  places = await seedPlaces();
  const row = await db.insertInto('users').values({ email: owner.email, name: owner.name, created_at: nowIso(), updated_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
  ownerId = row.id;
});

async function pictures(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await db
      .insertInto('listing_images')
      .values({ storage_key: `listings/price-${Date.now()}-${i}/original.webp`, width: 840, height: 560, phash: '0f0f0f0f0f0f0f0f', user_id: ownerId, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

async function listHouse(price: number): Promise<number> {
  const images = (await pictures(3)).map((id) => ({ details: { id }, isCover: false }));
  const json = {
    purpose: 'sale', category: 'residential', subType: 'house',
    city: { id: places.cityId, name: 'Islamabad' }, area: { id: places.g9, name: 'G-9' }, areaInput: 'G-9',
    areaPinDetails: { lat: 33.694, lng: 73.029 },
    name: 'Corner house in G-9 with a basement', size: 1, sizeUnit: 'kanal', price, bed: 6, bath: 6, condition: 'good',
    description: 'One kanal corner house with a basement, six bedrooms, two kitchens and a lawn, close to the G-9 markaz.',
    features: { gas: true }, images,
    availability: { availability: 'anytime', days: [], startTime: '', endTime: '' },
    owner: { name: 'Bilal Ahmed', code: '92', phone: '3001234567' },
    intent: 'submit',
  };
  const res = await call(create, '/api/data/property', { method: 'POST', user: owner, json });
  expect(res.body.errors).toBeUndefined();
  return res.body.id;
}

async function editPrice(id: number, price: number, intent: 'submit' | 'draft' = 'submit') {
  const details = await call(editDetails, `/api/data/property/editDetails/${id}`, { user: owner, params: { id: String(id) } });
  const res = await call(update, `/api/data/property/${id}`, { method: 'PUT', user: owner, params: { id: String(id) }, json: { ...details.body.draft, price, intent } });
  expect(res.status).toBe(200);
  return res.body.status as string;
}

async function approve(id: number) {
  const res = await call(publish, '/api/moderation/publish', { method: 'POST', user: operator, json: { propertyId: id } });
  expect(res.status).toBe(200);
}

const historyOf = async (id: number) =>
  (await db.selectFrom('listing_prices').select('price').where('listing_id', '=', id).orderBy('at').execute()).map((r) => Number(r.price));

async function detailOf(id: number) {
  const outcome = await loadListingDetail(db, id, null, 'sale');
  if (outcome.kind !== 'found') throw new Error(`listing ${id} is ${outcome.kind}`);
  return outcome.detail;
}

describe('a listing whose price is cut', () => {
  it('keeps each published price and shows the latest cut on its page, its card and the search API', async () => {
    const id = await listHouse(60_000_000);
    // In review, nothing has been on the market yet.
    expect(await historyOf(id)).toEqual([]);
    await approve(id);
    expect(await historyOf(id)).toEqual([60_000_000]);
    expect((await detailOf(id)).priceCut).toBeNull();
    expect((await detailOf(id)).priceHistory).toEqual([]);

    // The owner lowers the price: it goes back to review, and the public price moves only once published.
    expect(await editPrice(id, 54_000_000)).toBe('in_review');
    expect(await historyOf(id)).toEqual([60_000_000]);
    // The operator sees the new price against the one the public saw.
    expect((await reviewQueue(db, 30, id)).items[0]).toMatchObject({ price: 54_000_000, publishedPrice: 60_000_000 });
    await approve(id);
    expect(await historyOf(id)).toEqual([60_000_000, 54_000_000]);

    const detail = await detailOf(id);
    expect(detail.priceCut).toMatchObject({ from: 60_000_000, by: 6_000_000, percent: 10 });
    expect(detail.priceHistory.map((s) => [s.price, s.changeText])).toEqual([[54_000_000, '-10%'], [60_000_000, null]]);

    const found = await call(searchListings, `/api/search/listings?cityId=${places.cityId}&purpose=sale&areaId=${places.g9}`);
    expect(found.status).toBe(200);
    const card = found.body.listings.find((l: { id: number }) => l.id === id);
    expect(card).toMatchObject({ price: 54_000_000, priceCutFrom: 60_000_000 });
    expect(typeof card.priceCutAt).toBe('string');
  });

  it('drops the cut when the price is raised again, and keeps the rise in the history', async () => {
    const id = await listHouse(40_000_000);
    await approve(id);
    await editPrice(id, 36_000_000);
    await approve(id);
    expect((await detailOf(id)).priceCut).not.toBeNull();
    await editPrice(id, 42_000_000);
    await approve(id);
    const detail = await detailOf(id);
    expect(detail.priceCut).toBeNull();
    expect(detail.priceHistory.map((s) => s.changeText)).toEqual(['+17%', '-10%', null]);
    const row = await db.selectFrom('listings').select(['price_cut_from', 'price_cut_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ price_cut_from: null, price_cut_at: null });
  });

  it('adds nothing when an edit keeps the price or a renewal keeps it on the market', async () => {
    const id = await listHouse(30_000_000);
    await approve(id);
    await editPrice(id, 30_000_000);
    await approve(id);
    const renewed = await call(renew, '/api/data/property/renew', { method: 'POST', user: owner, json: { propertyId: id } });
    expect(renewed.status).toBe(200);
    expect(await historyOf(id)).toEqual([30_000_000]);
    expect((await detailOf(id)).priceHistory).toEqual([]);
  });

  it('counts a price changed while off the market once the listing is renewed', async () => {
    const id = await listHouse(25_000_000);
    await approve(id);
    const removed = await call(remove, '/api/data/property/remove', { method: 'DELETE', user: owner, json: { propertyId: id, reason: 'not-available' } });
    expect(removed.status).toBe(200);
    // A removed listing saved stays removed: nothing public changes until it is back on the market.
    expect(await editPrice(id, 23_000_000, 'draft')).toBe('removed');
    expect(await historyOf(id)).toEqual([25_000_000]);
    const renewed = await call(renew, '/api/data/property/renew', { method: 'POST', user: owner, json: { propertyId: id } });
    expect(renewed.status).toBe(200);
    expect(await historyOf(id)).toEqual([25_000_000, 23_000_000]);
    expect((await detailOf(id)).priceCut).toMatchObject({ from: 25_000_000, percent: 8 });
  });
});

describe('the people who liked it', () => {
  const watcher = person('price-watcher', 'Sana Malik');
  const quiet = person('price-quiet', 'Omar Farooq');
  const like = async (userId: number, listingId: number) =>
    db.insertInto('listing_likes').values({ user_id: userId, listing_id: listingId, created_at: nowIso() }).execute();
  // An e-mail carries the subject ('A property you liked is now cheaper: …'), a text the words alone.
  const noticesTo = (to: string) => outboxMessages().filter((m) => m.to === to && /a property you liked/i.test(m.text));

  it('are told of a cut once it is published, unless they turned the notices off, and the owner never', async () => {
    const id = await listHouse(80_000_000);
    await approve(id);
    await like(await ensureUserRow(db, watcher), id);
    await like(await ensureUserRow(db, quiet), id);
    await like(ownerId, id);
    // Without an e-mail, a text goes to a verified phone only.
    const byPhone = async (phone: string, verified: 0 | 1) =>
      (await db.insertInto('users').values({ email: null, phone, phone_verified: verified, name: 'By phone', created_at: nowIso(), updated_at: nowIso() }).returning('id').executeTakeFirstOrThrow()).id;
    // Liked long before, so it is passed over before the verified one is told (the notices go in the order of likes).
    await db.insertInto('listing_likes').values({ user_id: await byPhone('+923004445566', 0), listing_id: id, created_at: '2026-01-01T00:00:00.000Z' }).execute();
    await like(await byPhone('+923001112233', 1), id);
    const off = await call(setNotices, '/api/preferences/notices', { method: 'POST', user: quiet, json: { priceCuts: false } });
    expect(off.body).toEqual({ priceCuts: false });
    expect((await call(noticeSettings, '/api/preferences/notices', { user: quiet })).body).toEqual({ priceCuts: false });
    expect((await call(noticeSettings, '/api/preferences/notices', { user: watcher })).body).toEqual({ priceCuts: true });

    // A rise tells nobody.
    await editPrice(id, 84_000_000);
    await approve(id);
    await editPrice(id, 72_000_000);
    expect(noticesTo(watcher.email!)).toEqual([]);
    await approve(id);
    await vi.waitFor(() => expect(noticesTo(watcher.email!)).toHaveLength(1));
    expect(noticesTo(watcher.email!)[0].text).toContain(`is now PKR 7.2 Crore (14% less): http://localhost:4321/sale/${id}`);
    expect(noticesTo(quiet.email!)).toEqual([]);
    expect(noticesTo(owner.email!)).toEqual([]);
    await vi.waitFor(() => expect(noticesTo('+923001112233')).toHaveLength(1));
    expect(noticesTo('+923004445566')).toEqual([]);

    // Publishing it again at the same price is no news.
    await editPrice(id, 72_000_000);
    await approve(id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(noticesTo(watcher.email!)).toHaveLength(1);
  });

  it('turn the notices off and on from the profile page without script, and get a clear message for a bad body', async () => {
    const form = new FormData();
    const off = await call(setNotices, '/api/preferences/notices', { method: 'POST', user: watcher, form });
    expect(off.status).toBe(303);
    expect(off.headers.get('location')).toBe('/my-account?saved=notices#notices');
    expect((await call(noticeSettings, '/api/preferences/notices', { user: watcher })).body).toEqual({ priceCuts: false });
    form.set('priceCuts', 'on');
    await call(setNotices, '/api/preferences/notices', { method: 'POST', user: watcher, form });
    expect((await call(noticeSettings, '/api/preferences/notices', { user: watcher })).body).toEqual({ priceCuts: true });

    const bad = await call(setNotices, '/api/preferences/notices', { method: 'POST', user: watcher, json: { priceCuts: 'sometimes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ priceCuts: 'priceCuts is true or false' });
    expect((await call(setNotices, '/api/preferences/notices', { method: 'POST', json: { priceCuts: false } })).status).toBe(401);
  });
});
