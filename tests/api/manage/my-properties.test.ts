import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';
import { GET as status } from '@/pages/api/data/property/status';
import { POST as renew } from '@/pages/api/data/property/renew';
import { DELETE as remove } from '@/pages/api/data/property/remove/index';
import { DELETE as del } from '@/pages/api/data/property/delete/index';
import { GET as tracking } from '@/pages/api/data/property/trackingDetails/[id]';
import { GET as inquiries } from '@/pages/api/data/property/inquiries/[id]';
import { POST as seen } from '@/pages/api/data/property/updateInquirySeenStatusTime';
import { toIsoDay } from '@/lib/db';
import { INQUIRIES_PER_CARD, listingExtras } from '@/lib/listings/manage-page.server';
import { makeListing, owner, seedManageWorld, statusOf, stranger, type ManageWorld, type Problem } from './support';

const t = useTestDatabase();
let world: ManageWorld;

beforeAll(async () => {
  world = await seedManageWorld(t.db);
});

describe('tab counts and pages', () => {
  it('counts the owner listings per status, and lists one tab 30 at a time', async () => {
    const before = await jsonOf<{ counts: Record<string, number> }>(await callEndpoint(status, '/api/data/property/status', { user: owner }));
    await makeListing(t.db, world, { status: 'draft' });
    await makeListing(t.db, world, { status: 'draft' });
    const published = await makeListing(t.db, world, { status: 'published', title: 'Bright flat near the park' });
    await makeListing(t.db, world, { status: 'published', user_id: world.strangerId });
    await t.db.insertInto('listing_daily_stats').values({ listing_id: published, day: toIsoDay(), views: 7 }).execute();

    const res = await callEndpoint(status, '/api/data/property/status', { user: owner });
    expect(res.status).toBe(200);
    const { counts } = await jsonOf<{ counts: Record<string, number> }>(res);
    expect(counts.draft).toBe(before.counts.draft + 2);
    expect(counts.published).toBe(before.counts.published + 1);
    expect(Object.keys(counts).sort()).toEqual(['draft', 'in_review', 'published', 'rejected', 'removed']);

    const tab = await jsonOf<{ items: Array<{ id: number; title: string; views: number; status: string }>; total: number; pageSize: number }>(
      await callEndpoint(status, '/api/data/property/status?type=published&pageSize=30&page=1', { user: owner }),
    );
    expect(tab.pageSize).toBe(30);
    expect(tab.total).toBe(counts.published);
    expect(tab.items.every((i) => i.status === 'published')).toBe(true);
    expect(tab.items.find((i) => i.id === published)).toMatchObject({ title: 'Bright flat near the park', views: 7 });
  });

  it('finds listings within a tab by title, area or reference, and only the owner\'s', async () => {
    const page = async (query: string) =>
      jsonOf<{ items: Array<{ id: number }>; total: number; counts: Record<string, number> }>(
        await callEndpoint(status, `/api/data/property/status?type=removed&${query}`, { user: owner }),
      );
    const garden = await makeListing(t.db, world, { status: 'removed', title: 'Garden view 50% OFF flat' });
    const other = await makeListing(t.db, world, { status: 'removed', title: 'Quiet lane house' });
    await makeListing(t.db, world, { status: 'draft', title: 'Garden view draft' });
    await makeListing(t.db, world, { status: 'removed', title: 'Garden view of a stranger', user_id: world.strangerId });

    const byTitle = await page('q=GARDEN%20view');
    expect(byTitle.items.map((i) => i.id)).toEqual([garden]);
    expect(byTitle.total).toBe(1);
    expect(byTitle.counts.removed).toBeGreaterThanOrEqual(2);
    // Wildcards are only text: '%' matches a percent sign.
    expect((await page('q=50%25')).items.map((i) => i.id)).toEqual([garden]);
    expect((await page('q=5_%25')).total).toBe(0);
    expect((await page(`q=ref%20${other}`)).items.map((i) => i.id)).toEqual([other]);
    // As the listing page shows it, and as people paste it.
    expect((await page(`q=Property%20ID%3A%20${other}`)).items.map((i) => i.id)).toEqual([other]);
    expect((await page(`q=%23${other}`)).items.map((i) => i.id)).toEqual([other]);
    expect((await page('q=dha%20phase')).total).toBe(byTitle.counts.removed);
    expect((await page('q=')).total).toBe(byTitle.counts.removed);
    const tooLong = await callEndpoint(status, `/api/data/property/status?type=removed&q=${'x'.repeat(81)}`, { user: owner });
    expect(tooLong.status).toBe(400);
  });

  it('asks a visitor to sign in, and refuses a page bigger than 30', async () => {
    expect((await callEndpoint(status, '/api/data/property/status')).status).toBe(401);
    const res = await callEndpoint(status, '/api/data/property/status?type=draft&pageSize=100', { user: owner });
    expect(res.status).toBe(400);
    expect((await jsonOf<Problem>(res)).errors.pageSize).toBe('Page size is at most 30');
  });
});

describe('renew, remove and delete', () => {
  it('renews a removed listing: published again with a fresh expiry', async () => {
    const id = await makeListing(t.db, world, { status: 'removed', removal_reason: 'expired', removed_at: new Date().toISOString() });
    const res = await callEndpoint(renew, '/api/data/property/renew', { method: 'POST', body: { propertyId: id }, user: owner });
    expect(res.status).toBe(200);
    const body = await jsonOf<{ status: string; expiresAt: string; message: string; counts: Record<string, number> }>(res);
    expect(body).toMatchObject({ status: 'published', message: 'Your property has been renewed' });
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);
    const row = await statusOf(t.db, id);
    expect(row).toMatchObject({ status: 'published', removal_reason: null, removed_at: null });
  });

  it('refuses to renew a draft with a 409 that says why', async () => {
    const id = await makeListing(t.db, world, { status: 'draft' });
    const res = await callEndpoint(renew, '/api/data/property/renew', { method: 'POST', body: { propertyId: id }, user: owner });
    expect(res.status).toBe(409);
    expect((await jsonOf<Problem>(res)).detail).toBe('This listing is a draft, so it cannot be renewed.');
    expect((await statusOf(t.db, id))?.status).toBe('draft');
  });

  it('removes a published listing as sold, keeping the selling price, with the body as JSON on DELETE', async () => {
    const id = await makeListing(t.db, world, { status: 'published' });
    const res = await callEndpoint(remove, '/api/data/property/remove/', {
      method: 'DELETE',
      body: { propertyId: id, reason: 'sold-on-basera', sellingPrice: 43_500_000, others: 'Sold to a family from Karachi' },
      user: owner,
    });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ status: 'removed', message: 'Your property has been removed' });
    expect(await statusOf(t.db, id)).toMatchObject({
      status: 'removed', removal_reason: 'sold-on-basera', selling_price: 43_500_000, removed_other: 'Sold to a family from Karachi',
    });
  });

  it('removes a rental as rented out with its monthly rent, and refuses a reason that does not fit', async () => {
    const rental = await makeListing(t.db, world, { status: 'published', purpose: 'rent', price: 150_000 });
    const sold = await callEndpoint(remove, '/api/data/property/remove/', { method: 'DELETE', body: { propertyId: rental, reason: 'sold-on-basera' }, user: owner });
    expect(sold.status).toBe(400);
    expect((await jsonOf<Problem>(sold)).errors.reason).toBe('Please choose why you are removing this property');
    expect((await statusOf(t.db, rental))?.status).toBe('published');

    const rented = await callEndpoint(remove, '/api/data/property/remove/', {
      method: 'DELETE',
      body: { propertyId: rental, reason: 'rented-elsewhere', sellingPrice: '1,40,000' },
      user: owner,
    });
    expect(rented.status).toBe(200);
    expect(await statusOf(t.db, rental)).toMatchObject({ status: 'removed', removal_reason: 'rented-elsewhere', selling_price: 140_000 });

    const forSale = await makeListing(t.db, world, { status: 'published' });
    const letOut = await callEndpoint(remove, '/api/data/property/remove/', { method: 'DELETE', body: { propertyId: forSale, reason: 'rented-on-basera' }, user: owner });
    expect(letOut.status).toBe(400);
  });

  it('takes the values from the query when a DELETE has no body', async () => {
    const id = await makeListing(t.db, world, { status: 'published' });
    const res = await callEndpoint(remove, `/api/data/property/remove/?propertyId=${id}&reason=not-available`, { method: 'DELETE', user: owner });
    expect(res.status).toBe(200);
    expect((await statusOf(t.db, id))?.removal_reason).toBe('not-available');
  });

  it('needs a reason to remove, and refuses to remove a listing in review', async () => {
    const published = await makeListing(t.db, world, { status: 'published' });
    const missing = await callEndpoint(remove, '/api/data/property/remove/', { method: 'DELETE', body: { propertyId: published }, user: owner });
    expect(missing.status).toBe(400);
    expect((await jsonOf<Problem>(missing)).errors.reason).toBe('Please choose why you are removing this property');

    const inReview = await makeListing(t.db, world, { status: 'in_review' });
    const refused = await callEndpoint(remove, '/api/data/property/remove/', { method: 'DELETE', body: { propertyId: inReview, reason: 'other' }, user: owner });
    expect(refused.status).toBe(409);
    expect((await jsonOf<Problem>(refused)).detail).toBe('This listing is in review, so it cannot be removed.');
  });

  it('deletes a listing with everything that hangs on it, and the counts follow', async () => {
    const id = await makeListing(t.db, world, { status: 'rejected' });
    await t.db.insertInto('listing_feedback').values({ listing_id: id, kind: 'PRICE', status: 'REJECTED', message: 'Too high', created_at: new Date().toISOString(), resolved_at: null }).execute();
    const before = await jsonOf<{ counts: Record<string, number> }>(await callEndpoint(status, '/api/data/property/status', { user: owner }));
    const res = await callEndpoint(del, '/api/data/property/delete/', { method: 'DELETE', body: { propertyId: id }, user: owner });
    expect(res.status).toBe(200);
    const body = await jsonOf<{ deleted: boolean; counts: Record<string, number> }>(res);
    expect(body.deleted).toBe(true);
    expect(body.counts.rejected).toBe(before.counts.rejected - 1);
    expect(await statusOf(t.db, id)).toBeUndefined();
    expect(await t.db.selectFrom('listing_feedback').select('id').where('listing_id', '=', id).execute()).toEqual([]);
    const again = await callEndpoint(del, `/api/data/property/delete/?propertyId=${id}`, { method: 'DELETE', user: owner });
    expect(again.status).toBe(404);
  });
});

describe("another person's listing", () => {
  it('is refused with a 404 by every owner call, and left as it was', async () => {
    const id = await makeListing(t.db, world, { status: 'published' });
    const calls = [
      callEndpoint(renew, '/api/data/property/renew', { method: 'POST', body: { propertyId: id }, user: stranger }),
      callEndpoint(remove, '/api/data/property/remove/', { method: 'DELETE', body: { propertyId: id, reason: 'other' }, user: stranger }),
      callEndpoint(del, '/api/data/property/delete/', { method: 'DELETE', body: { propertyId: id }, user: stranger }),
      callEndpoint(tracking, `/api/data/property/trackingDetails/${id}`, { params: { id: String(id) }, user: stranger }),
      callEndpoint(inquiries, `/api/data/property/inquiries/${id}`, { params: { id: String(id) }, user: stranger }),
      callEndpoint(seen, '/api/data/property/updateInquirySeenStatusTime', { method: 'POST', body: { propertyId: id, phone: '03001234567' }, user: stranger }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect((await jsonOf<Problem>(res)).detail).toBe('This property does not exist or is no longer listed.');
    }
    expect(await statusOf(t.db, id)).toMatchObject({ status: 'published', user_id: world.ownerId });
  });
});

describe('tracking details and inquiries', () => {
  it('gives every day of the listing life with totals', async () => {
    const created = new Date(Date.now() - 3 * 86_400_000);
    const id = await makeListing(t.db, world, { status: 'published', created_at: created.toISOString() });
    await t.db.insertInto('listing_daily_stats').values([
      { listing_id: id, day: toIsoDay(created), views: 4, contacts: 1, inquiries: 0, likes: 1 },
      { listing_id: id, day: toIsoDay(), views: 6, contacts: 2, inquiries: 1, likes: 0 },
    ]).execute();
    const res = await callEndpoint(tracking, `/api/data/property/trackingDetails/${id}`, { params: { id: String(id) }, user: owner });
    expect(res.status).toBe(200);
    const body = await jsonOf<{ days: Array<{ day: string; views: number }>; totals: Record<string, number> }>(res);
    expect(body.days).toHaveLength(4);
    expect(body.days[0]).toMatchObject({ day: toIsoDay(created), views: 4 });
    expect(body.days[1].views).toBe(0);
    expect(body.totals).toEqual({ views: 10, contacts: 3, inquiries: 1, likes: 1 });
  });

  it('lists inquiries unread first, and records when one phone number was read', async () => {
    const id = await makeListing(t.db, world, { status: 'published' });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    await t.db.insertInto('inquiries').values([
      { listing_id: id, name: 'Read earlier', phone: '+923331112222', email: null, message: 'Is it available?', created_at: at(1), seen_at: at(0) },
      { listing_id: id, name: 'Ayesha', phone: '+923214445555', email: 'ayesha@example.pk', message: 'Can I visit on Sunday?', created_at: at(30), seen_at: null },
      { listing_id: id, name: 'Bilal', phone: '+923009998888', email: null, message: 'Final price?', created_at: at(10), seen_at: null },
    ]).execute();
    const list = await jsonOf<{ unread: number; items: Array<{ name: string; seenAt: string | null }> }>(
      await callEndpoint(inquiries, `/api/data/property/inquiries/${id}`, { params: { id: String(id) }, user: owner }),
    );
    expect(list.unread).toBe(2);
    expect(list.items.map((i) => i.name)).toEqual(['Bilal', 'Ayesha', 'Read earlier']);

    const res = await callEndpoint(seen, '/api/data/property/updateInquirySeenStatusTime', { method: 'POST', body: { propertyId: id, phone: '03214445555' }, user: owner });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ seen: 1, phone: '+923214445555' });
    const after = await jsonOf<{ unread: number; items: Array<{ name: string; seenAt: string | null }> }>(
      await callEndpoint(inquiries, `/api/data/property/inquiries/${id}`, { params: { id: String(id) }, user: owner }),
    );
    expect(after.unread).toBe(1);
    expect(after.items[0].name).toBe('Bilal');
  });

  it("lists a few inquiries per card, so one busy listing never takes the others' places on the page", async () => {
    const busy = await makeListing(t.db, world, { status: 'published' });
    const quiet = await makeListing(t.db, world, { status: 'published' });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const many = Array.from({ length: 45 }, (_, i) => ({
      listing_id: busy, name: `Buyer ${i}`, phone: `+9230012345${String(i).padStart(2, '0')}`, email: null, message: 'Still available?', created_at: at(i), seen_at: null,
    }));
    await t.db.insertInto('inquiries').values([
      ...many,
      { listing_id: quiet, name: 'Older read', phone: '+923331112222', email: null, message: 'Final price?', created_at: at(600), seen_at: at(500) },
      { listing_id: quiet, name: 'Older unread', phone: '+923331113333', email: null, message: 'Can I visit?', created_at: at(700), seen_at: null },
    ]).execute();

    const both = await listingExtras(t.db, world.ownerId, [busy, quiet]);
    expect(both.get(quiet)!.inquiries.map((i) => i.name)).toEqual(['Older unread', 'Older read']);
    expect(both.get(busy)!.inquiries).toHaveLength(INQUIRIES_PER_CARD);
    expect(both.get(busy)!.inquiries[0].name).toBe('Buyer 0');
    // The same card lists the same inquiries when it is alone on the page (a search for it).
    const alone = await listingExtras(t.db, world.ownerId, [busy]);
    expect(alone.get(busy)!.inquiries.map((i) => i.id)).toEqual(both.get(busy)!.inquiries.map((i) => i.id));
    // Another person's listing gives nothing away.
    expect((await listingExtras(t.db, world.strangerId, [busy])).get(busy)!.inquiries).toEqual([]);
  });
});
