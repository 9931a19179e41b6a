import { db, call, cookieJar, owner, seedWorld, visitor, type World } from './support/world';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as inquiry } from '../../../src/pages/api/data/inquiry';
import { POST as report } from '../../../src/pages/api/data/propertyReport';
import { POST as contact } from '../../../src/pages/api/data/propertyContact';
import { POST as views, VISITOR_COOKIE } from '../../../src/pages/api/data/propertyViews';
import { outboxMessages } from '../../../src/lib/otp/delivery.server';
import { inquiryMessages, reportMessages } from '../../../src/lib/listings/messages';

let world: World;
beforeAll(async () => {
  world = await seedWorld();
});

const goodInquiry = () => ({ propertyId: world.published, name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '0300 1234567', message: 'Is it still available?' });

async function stats(listingId: number) {
  return db.selectFrom('listing_daily_stats').selectAll().where('listing_id', '=', listingId).executeTakeFirst();
}

describe('POST /api/data/inquiry', () => {
  it('stores the inquiry with the phone in +92 form, counts it, and says it was sent', async () => {
    const before = outboxMessages().length;
    const res = await call(inquiry, '/api/data/inquiry', { method: 'POST', json: goodInquiry(), client: '10.0.1.1' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(inquiryMessages.sent);
    const row = await db.selectFrom('inquiries').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ listing_id: world.published, name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '+923001234567', user_id: null, seen_at: null });
    expect((await stats(world.published))?.inquiries).toBe(1);
    // The owner is told through the development outbox, as an SMS gateway would tell them.
    expect(outboxMessages().length).toBe(before + 1);
    expect(outboxMessages()[0].text).toMatch(/inquiry/i);
  });

  it('links the inquiry to a signed-in sender', async () => {
    const res = await call(inquiry, '/api/data/inquiry', { method: 'POST', json: goodInquiry(), user: visitor, client: '10.0.1.2' });
    expect(res.status).toBe(200);
    const row = await db.selectFrom('inquiries').select('user_id').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(world.visitorId);
  });

  it("refuses bad input with the spec's messages, field by field", async () => {
    const res = await call(inquiry, '/api/data/inquiry', {
      method: 'POST',
      json: { propertyId: 'abc', name: ' ', email: 'not-an-email', phone: '12345', message: '' },
      client: '10.0.1.3',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.errors).toEqual({
      propertyId: 'Property id must be a number',
      name: 'Name is required',
      email: 'Incorrect Email Format',
      phone: 'Incorrect Phone Format',
      message: inquiryMessages.messageBlank,
    });
    const blank = await call(inquiry, '/api/data/inquiry', { method: 'POST', json: { propertyId: world.published, name: 'A', email: '', phone: '', message: 'x' }, client: '10.0.1.3' });
    expect(blank.body.errors).toMatchObject({ email: 'Email is required', phone: 'Phone is required' });
  });

  it('answers 404 for an unknown listing and for a listing that is not published', async () => {
    for (const propertyId of [999_999, world.draft, world.removed]) {
      const res = await call(inquiry, '/api/data/inquiry', { method: 'POST', json: { ...goodInquiry(), propertyId }, client: '10.0.1.4' });
      expect(res.status).toBe(404);
    }
  });

  it('limits inquiries per listing and per client with 429 and Retry-After', async () => {
    const client = '10.0.9.9';
    for (let i = 0; i < 3; i++) {
      expect((await call(inquiry, '/api/data/inquiry', { method: 'POST', json: goodInquiry(), client })).status).toBe(200);
    }
    const limited = await call(inquiry, '/api/data/inquiry', { method: 'POST', json: goodInquiry(), client });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toBe(inquiryMessages.tooMany);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another listing is still open to this client, until the per-client limit.
    const other = { ...goodInquiry(), propertyId: world.agencyListing };
    let status = 200;
    let sent = 0;
    while (status === 200 && sent < 20) {
      status = (await call(inquiry, '/api/data/inquiry', { method: 'POST', json: other, client })).status;
      if (status === 200) sent += 1;
    }
    expect(sent).toBeGreaterThan(0);
    expect(status).toBe(429);
  });
});

describe('POST /api/data/propertyReport', () => {
  it('files a report with its reason and comments', async () => {
    const res = await call(report, '/api/data/propertyReport', { method: 'POST', json: { propertyId: world.published, reason: 'wrong-price', comments: ' Price is a typo ' }, client: '10.0.2.1' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(reportMessages.sent);
    const row = await db.selectFrom('reports').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ listing_id: world.published, reason: 'wrong-price', comments: 'Price is a typo', status: 'open' });
  });

  it('refuses a missing reason, unknown listings and listings that are not published', async () => {
    const bad = await call(report, '/api/data/propertyReport', { method: 'POST', json: { propertyId: world.published }, client: '10.0.2.2' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ reason: reportMessages.reasonRequired });
    expect((await call(report, '/api/data/propertyReport', { method: 'POST', json: { propertyId: 424242, reason: 'fake' }, client: '10.0.2.2' })).status).toBe(404);
    expect((await call(report, '/api/data/propertyReport', { method: 'POST', json: { propertyId: world.draft, reason: 'fake' }, client: '10.0.2.2' })).status).toBe(404);
  });

  it('limits reports per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await call(report, '/api/data/propertyReport', { method: 'POST', json: { propertyId: world.published, reason: 'other' }, client: '10.0.2.9' })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/data/propertyContact', () => {
  it("answers the owner's phone in +92 form, or the agency's for an agency listing, and counts each reveal", async () => {
    const own = await call(contact, '/api/data/propertyContact', { method: 'POST', json: { propertyId: world.published }, client: '10.0.3.1' });
    expect(own).toMatchObject({ status: 200, body: { name: 'Owner Person', phone: '+923001234567' } });
    const agency = await call(contact, '/api/data/propertyContact', { method: 'POST', json: { propertyId: world.agencyListing }, client: '10.0.3.1' });
    expect(agency.body).toEqual({ name: 'Capital Estates', phone: '+92515550101' });
    expect((await stats(world.published))?.contacts).toBe(1);
  });

  it('shows a draft only to its owner', async () => {
    expect((await call(contact, '/api/data/propertyContact', { method: 'POST', json: { propertyId: world.draft }, client: '10.0.3.2' })).status).toBe(404);
    expect((await call(contact, '/api/data/propertyContact', { method: 'POST', json: { propertyId: world.draft }, user: visitor, client: '10.0.3.2' })).status).toBe(404);
    expect((await call(contact, '/api/data/propertyContact', { method: 'POST', json: { propertyId: world.draft }, user: owner, client: '10.0.3.2' })).status).toBe(200);
  });

  it('refuses bad ids and limits reveals per client', async () => {
    const bad = await call(contact, '/api/data/propertyContact', { method: 'POST', json: { propertyId: -3 }, client: '10.0.3.3' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.propertyId).toBe('Property id must be positive');
    let last = 200;
    for (let i = 0; i < 31; i++) last = (await call(contact, '/api/data/propertyContact', { method: 'POST', json: { propertyId: world.published }, client: '10.0.3.9' })).status;
    expect(last).toBe(429);
  });
});

describe('POST /api/data/propertyViews', () => {
  it('counts a visitor once a day, sets a visitor cookie, and counts another visitor separately', async () => {
    const jar = cookieJar();
    const first = await call(views, '/api/data/propertyViews', { method: 'POST', json: { propertyId: world.agencyListing }, cookies: jar.cookies, client: '10.0.4.1' });
    expect(first).toMatchObject({ status: 200, body: { counted: true } });
    expect(jar.values.get(VISITOR_COOKIE)).toMatch(/^[0-9a-f-]{36}$/);
    const again = await call(views, '/api/data/propertyViews', { method: 'POST', json: { propertyId: world.agencyListing }, cookies: jar.cookies, client: '10.0.4.1' });
    expect(again.body).toEqual({ counted: false });
    const other = await call(views, '/api/data/propertyViews', { method: 'POST', json: { propertyId: world.agencyListing }, client: '10.0.4.1' });
    expect(other.body).toEqual({ counted: true });
    expect((await stats(world.agencyListing))?.views).toBe(2);
    const marks = await db.selectFrom('listing_view_marks').select('viewer_key').where('listing_id', '=', world.agencyListing).execute();
    expect(marks).toHaveLength(2);
    // The cookie is never stored in the clear.
    expect(marks.map((m) => m.viewer_key)).not.toContain(`v:${jar.values.get(VISITOR_COOKIE)}`);
  });

  it('counts a signed-in person once a day whatever browser they use, and not the owner', async () => {
    const a = await call(views, '/api/data/propertyViews', { method: 'POST', json: { propertyId: world.published }, user: visitor, client: '10.0.4.2' });
    const b = await call(views, '/api/data/propertyViews', { method: 'POST', json: { propertyId: world.published }, user: visitor, client: '10.0.4.2' });
    expect([a.body.counted, b.body.counted]).toEqual([true, false]);
    const own = await call(views, '/api/data/propertyViews', { method: 'POST', json: { propertyId: world.published }, user: owner, client: '10.0.4.2' });
    expect(own.body.counted).toBe(false);
    expect((await stats(world.published))?.views).toBe(1);
  });

  it('answers 404 for unknown and unpublished listings and 400 for bad ids', async () => {
    expect((await call(views, '/api/data/propertyViews', { method: 'POST', json: { propertyId: 777_777 }, client: '10.0.4.3' })).status).toBe(404);
    expect((await call(views, '/api/data/propertyViews', { method: 'POST', json: { propertyId: world.draft }, client: '10.0.4.3' })).status).toBe(404);
    const bad = await call(views, '/api/data/propertyViews', { method: 'POST', json: {}, client: '10.0.4.3' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['propertyId']);
  });
});
