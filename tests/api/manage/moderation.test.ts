import { beforeAll, describe, expect, it } from 'vitest';
import type { APIRoute } from 'astro';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';
import { GET as queue } from '@/pages/api/moderation/queue';
import { POST as publish } from '@/pages/api/moderation/publish';
import { POST as reject } from '@/pages/api/moderation/reject';
import { POST as improve } from '@/pages/api/moderation/improve';
import { POST as verify } from '@/pages/api/moderation/verify';
import { GET as reports } from '@/pages/api/moderation/reports/index';
import { POST as dismiss } from '@/pages/api/moderation/reports/dismiss';
import { POST as takeDown } from '@/pages/api/moderation/reports/takeDown';
import { GET as audit } from '@/pages/api/moderation/audit';
import { POST as renew } from '@/pages/api/data/property/renew';
import { outboxMessages } from '@/lib/otp/delivery.server';
import { nowIso, parseJson } from '@/lib/db';
import { phashBands } from '@/lib/media/phash';
import { makeListing, moderator, owner, seedManageWorld, statusOf, type ManageWorld, type Problem } from './support';

const t = useTestDatabase();
let world: ManageWorld;

beforeAll(async () => {
  world = await seedManageWorld(t.db);
});

const post = (route: APIRoute, path: string, body: unknown, user = moderator) => callEndpoint(route, path, { method: 'POST', body, user });

async function image(listingId: number, phash: string, userId = world.ownerId) {
  const row = await t.db
    .insertInto('listing_images')
    .values({ listing_id: listingId, storage_key: `listings/${listingId}-${phash}.webp`, phash, ...phashBands(phash), user_id: userId, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('who may use the console', () => {
  it('answers 404 to signed-in people who are not operators, and to visitors, on every endpoint', async () => {
    const id = await makeListing(t.db, world, { status: 'in_review' });
    const calls: Array<[APIRoute, string, string, unknown]> = [
      [queue, '/api/moderation/queue', 'GET', undefined],
      [publish, '/api/moderation/publish', 'POST', { propertyId: id }],
      [reject, '/api/moderation/reject', 'POST', { propertyId: id, feedback: [{ kind: 'PRICE', message: 'x' }] }],
      [improve, '/api/moderation/improve', 'POST', { propertyId: id, feedback: [{ kind: 'PRICE', message: 'x' }] }],
      [verify, '/api/moderation/verify', 'POST', { propertyId: id }],
      [reports, '/api/moderation/reports', 'GET', undefined],
      [dismiss, '/api/moderation/reports/dismiss', 'POST', { reportId: 1 }],
      [takeDown, '/api/moderation/reports/takeDown', 'POST', { reportId: 1, reason: 'x' }],
      [audit, '/api/moderation/audit', 'GET', undefined],
    ];
    for (const user of [owner, null]) {
      for (const [route, path, method, body] of calls) {
        const res = await callEndpoint(route, path, { method, body, user });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    expect((await statusOf(t.db, id))?.status).toBe('in_review');
  });
});

describe('the review loop', () => {
  it('shows listings in review oldest first, with images, quality and duplicate pictures', async () => {
    const older = await makeListing(t.db, world, { status: 'in_review', updated_at: '2020-01-01T00:00:00.000Z', quality: JSON.stringify({ warnings: [{ kind: 'PRICE', code: 'price-above', field: 'price', message: 'Price is above the market' }], price: null }) });
    const newer = await makeListing(t.db, world, { status: 'in_review', updated_at: '2020-01-02T00:00:00.000Z' });
    const elsewhere = await makeListing(t.db, world, { status: 'published', title: 'Same picture elsewhere' });
    await image(elsewhere, 'ffffffffffffffff');
    const copied = await image(older, 'fffffffffffffffe');
    await image(older, '0000000000000000');

    const res = await callEndpoint(queue, '/api/moderation/queue', { user: moderator });
    expect(res.status).toBe(200);
    const body = await jsonOf<{ items: Array<{ id: number; quality: { warnings: unknown[] } | null; images: Array<{ id: number; duplicates: Array<{ listingId: number; title: string }> }> }> }>(res);
    const ids = body.items.map((i) => i.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    const first = body.items.find((i) => i.id === older)!;
    expect(first.quality?.warnings).toHaveLength(1);
    expect(first.images).toHaveLength(2);
    expect(first.images.find((i) => i.id === copied)?.duplicates).toEqual([expect.objectContaining({ listingId: elsewhere, title: 'Same picture elsewhere' })]);

    const one = await jsonOf<{ items: Array<{ id: number }> }>(await callEndpoint(queue, `/api/moderation/queue?listing=${newer}`, { user: moderator }));
    expect(one.items.map((i) => i.id)).toEqual([newer]);
  });

  it('rejects with PRICE feedback and an image reason, records it, and tells the owner', async () => {
    const id = await makeListing(t.db, world, { status: 'in_review', title: 'Overpriced villa' });
    const pic = await image(id, '1234123412341234');
    const res = await post(reject, '/api/moderation/reject', {
      propertyId: id,
      feedback: [{ kind: 'PRICE', message: 'The price is far above similar houses in this area' }],
      images: [{ imageId: pic, reason: 'watermark' }],
    });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ status: 'rejected', feedback: 1, images: 1 });
    expect((await statusOf(t.db, id))?.status).toBe('rejected');
    const feedback = await t.db.selectFrom('listing_feedback').selectAll().where('listing_id', '=', id).execute();
    expect(feedback).toMatchObject([{ kind: 'PRICE', status: 'REJECTED', message: 'The price is far above similar houses in this area', author_user_id: world.moderatorId, resolved_at: null }]);
    expect((await t.db.selectFrom('listing_images').select('rejection_reason').where('id', '=', pic).executeTakeFirst())?.rejection_reason).toBe('watermark');
    const entry = await t.db.selectFrom('audit_log').selectAll().where('subject_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'reject', actor_user_id: world.moderatorId, subject_type: 'listing' });
    expect(parseJson(entry.detail, {})).toMatchObject({ before: { status: 'in_review' }, after: { status: 'rejected' } });
    expect(outboxMessages().some((m) => m.text.includes('"Overpriced villa" was not approved'))).toBe(true);
  });

  it('needs some feedback to reject, and marks feedback IMPROVE when asking to improve', async () => {
    const id = await makeListing(t.db, world, { status: 'in_review' });
    const empty = await post(reject, '/api/moderation/reject', { propertyId: id });
    expect(empty.status).toBe(400);
    expect((await jsonOf<Problem>(empty)).errors.feedback).toBe('Say what the owner should change: at least one feedback note or image reason');
    const res = await post(improve, '/api/moderation/improve', { propertyId: id, feedback: [{ kind: 'TITLE', message: 'Say how many bedrooms in the title' }] });
    expect(res.status).toBe(200);
    expect((await t.db.selectFrom('listing_feedback').select('status').where('listing_id', '=', id).executeTakeFirst())?.status).toBe('IMPROVE');
  });

  it('refuses to publish what is not in review with a 409 that says why', async () => {
    const id = await makeListing(t.db, world, { status: 'rejected' });
    const res = await post(publish, '/api/moderation/publish', { propertyId: id });
    expect(res.status).toBe(409);
    expect((await jsonOf<Problem>(res)).detail).toBe('This listing is rejected, so it cannot be published.');
  });

  it('publishes a resubmitted listing once, even when two operators click at once', async () => {
    const id = await makeListing(t.db, world, { status: 'in_review' });
    await t.db.insertInto('listing_feedback').values({ listing_id: id, kind: 'PRICE', status: 'REJECTED', message: 'old', created_at: nowIso(), resolved_at: null }).execute();
    const [a, b] = await Promise.all([post(publish, '/api/moderation/publish', { propertyId: id }), post(publish, '/api/moderation/publish', { propertyId: id })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const row = await statusOf(t.db, id);
    expect(row?.status).toBe('published');
    expect(new Date(row!.expires_at!).getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);
    expect(row?.published_at).not.toBeNull();
    expect((await t.db.selectFrom('listing_feedback').select('resolved_at').where('listing_id', '=', id).executeTakeFirst())?.resolved_at).not.toBeNull();
    expect(await t.db.selectFrom('audit_log').select('id').where('subject_id', '=', String(id)).where('action', '=', 'publish').execute()).toHaveLength(1);
  });

  it('marks a listing verified and back', async () => {
    const id = await makeListing(t.db, world, { status: 'published' });
    expect((await post(verify, '/api/moderation/verify', { propertyId: id, verified: true })).status).toBe(200);
    expect(Number((await statusOf(t.db, id))?.verified)).toBe(1);
    expect((await post(verify, '/api/moderation/verify', { propertyId: id, verified: false })).status).toBe(200);
    expect(Number((await statusOf(t.db, id))?.verified)).toBe(0);
  });

  it('keeps a listing in review in its place in the queue when it is marked verified', async () => {
    const id = await makeListing(t.db, world, { status: 'in_review' });
    const submitted = '2001-01-02T03:04:05.000Z'; // older than every other listing in review: first in the queue
    await t.db.updateTable('listings').set({ updated_at: submitted }).where('id', '=', id).execute();
    expect((await post(verify, '/api/moderation/verify', { propertyId: id, verified: true })).status).toBe(200);
    const row = await t.db.selectFrom('listings').select(['verified', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.verified)).toBe(1);
    expect(row.updated_at).toBe(submitted);
    const first = await jsonOf<{ items: Array<{ id: number; submittedAt: string }> }>(await callEndpoint(queue, '/api/moderation/queue', { user: moderator }));
    expect(first.items[0]).toMatchObject({ id, submittedAt: submitted });
  });
});

describe('reports', () => {
  async function report(listingId: number) {
    const row = await t.db.insertInto('reports').values({ listing_id: listingId, user_id: null, reason: 'fake', comments: 'Pictures from another city', created_at: nowIso(), resolved_at: null }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  it('dismisses a report once', async () => {
    const id = await makeListing(t.db, world, { status: 'published' });
    const reportId = await report(id);
    const list = await jsonOf<{ items: Array<{ id: number; reasonLabel: string }> }>(await callEndpoint(reports, '/api/moderation/reports', { user: moderator }));
    expect(list.items.find((r) => r.id === reportId)?.reasonLabel).toBe('Fake or misleading listing');
    expect((await post(dismiss, '/api/moderation/reports/dismiss', { reportId })).status).toBe(200);
    const again = await post(dismiss, '/api/moderation/reports/dismiss', { reportId });
    expect(again.status).toBe(409);
    expect((await jsonOf<Problem>(again)).detail).toBe('This report has already been handled.');
    expect((await statusOf(t.db, id))?.status).toBe('published');
  });

  it('takes a reported listing down; the owner cannot simply renew it', async () => {
    const id = await makeListing(t.db, world, { status: 'published' });
    const first = await report(id);
    const second = await report(id);
    const res = await post(takeDown, '/api/moderation/reports/takeDown', { reportId: first, reason: 'Pictures copied from another listing' });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ status: 'removed', reportsClosed: 2 });
    expect(await statusOf(t.db, id)).toMatchObject({ status: 'removed', removal_reason: 'taken-down', removed_other: 'Pictures copied from another listing' });
    expect((await t.db.selectFrom('reports').select('status').where('id', '=', second).executeTakeFirst())?.status).toBe('resolved');

    const renewed = await callEndpoint(renew, '/api/data/property/renew', { method: 'POST', body: { propertyId: id }, user: owner });
    expect(renewed.status).toBe(409);
    expect((await jsonOf<Problem>(renewed)).detail).toContain('taken down by our team');
  });

  it('keeps every action in the audit log, newest first, readable by operators', async () => {
    const res = await callEndpoint(audit, '/api/moderation/audit?page=1', { user: moderator });
    expect(res.status).toBe(200);
    const body = await jsonOf<{ total: number; items: Array<{ action: string; actor: string; before: unknown; after: unknown }> }>(res);
    expect(body.total).toBeGreaterThanOrEqual(6);
    expect(body.items[0]).toMatchObject({ action: 'take-down', actor: 'Person moderator' });
    expect(body.items.map((i) => i.action)).toEqual(expect.arrayContaining(['reject', 'improve', 'publish', 'verify', 'unverify', 'dismiss-report']));
  });
});
