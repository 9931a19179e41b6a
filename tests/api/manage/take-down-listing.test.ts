import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';
import { POST as takeDown } from '@/pages/api/moderation/takeDown';
import { outboxMessages } from '@/lib/otp/delivery.server';
import { nowIso, parseJson } from '@/lib/db';
import { moderationMessages } from '@/lib/moderation/schema';
import type { SessionUser } from '@/lib/accounts/types';
import { makeListing, moderator, owner, seedManageWorld, statusOf, type ManageWorld, type Problem } from './support';

// An operator takes a listing down from its own page (docs/decisions/094): no report needed.

const t = useTestDatabase();
let world: ManageWorld;

beforeAll(async () => {
  world = await seedManageWorld(t.db);
});

const send = (body: unknown, user: SessionUser | null = moderator) => callEndpoint(takeDown, '/api/moderation/takeDown', { method: 'POST', body, user });

async function report(listingId: number) {
  const row = await t.db.insertInto('reports').values({ listing_id: listingId, user_id: null, reason: 'fake', comments: 'Sold last year', created_at: nowIso(), resolved_at: null }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

describe('taking a listing down from its page', () => {
  it('takes down a published listing nobody reported, tells its owner and keeps the reason in the audit log', async () => {
    const id = await makeListing(t.db, world, { status: 'published', title: 'Bait flat in Gulberg' });
    const res = await send({ propertyId: id, reason: '  Caller says this flat was sold in March  ' });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ propertyId: id, status: 'removed', reportsClosed: 0, message: moderationMessages.takenDown });
    expect(await statusOf(t.db, id)).toMatchObject({ status: 'removed', removal_reason: 'taken-down', removed_other: 'Caller says this flat was sold in March' });
    expect(outboxMessages().some((m) => m.text.includes('Bait flat in Gulberg') && m.text.includes('was taken down'))).toBe(true);

    const entry = await t.db.selectFrom('audit_log').select(['action', 'subject_id', 'detail', 'actor_user_id']).where('subject_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'take-down', actor_user_id: world.moderatorId });
    expect(parseJson(entry.detail, null)).toEqual({
      before: { status: 'published' },
      after: { status: 'removed', reason: 'Caller says this flat was sold in March', reportsClosed: 0 },
      note: 'from the listing page',
    });
  });

  it('closes the listing’s open reports with it', async () => {
    const id = await makeListing(t.db, world, { status: 'published' });
    const reports = [await report(id), await report(id)];
    const res = await send({ propertyId: id, reason: 'Photos of another house' });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ reportsClosed: 2 });
    const left = await t.db.selectFrom('reports').select('status').where('id', 'in', reports).execute();
    expect(left.map((r) => r.status)).toEqual(['resolved', 'resolved']);
  });

  it('refuses a listing that is not published, and an unknown one, leaving them as they were', async () => {
    const inReview = await makeListing(t.db, world, { status: 'in_review' });
    const refused = await send({ propertyId: inReview, reason: 'Fake' });
    expect(refused.status).toBe(409);
    expect((await jsonOf<Problem>(refused)).detail).toMatch(/in review/i);
    expect((await statusOf(t.db, inReview))?.status).toBe('in_review');

    const unknown = await send({ propertyId: 999_999, reason: 'Fake' });
    expect(unknown.status).toBe(404);
  });

  it('answers bad input with the field that is wrong, and takes nothing down', async () => {
    const id = await makeListing(t.db, world, { status: 'published' });
    const blank = await send({ propertyId: id, reason: '   ' });
    expect(blank.status).toBe(400);
    expect((await jsonOf<Problem>(blank)).errors).toEqual({ reason: moderationMessages.reasonBlank });
    const long = await send({ propertyId: id, reason: 'x'.repeat(501) });
    expect((await jsonOf<Problem>(long)).errors).toEqual({ reason: moderationMessages.messageTooLong });
    const notAnId = await send({ propertyId: 'abc', reason: 'Fake' });
    expect(notAnId.status).toBe(400);
    expect(Object.keys((await jsonOf<Problem>(notAnId)).errors)).toEqual(['propertyId']);
    expect((await statusOf(t.db, id))?.status).toBe('published');
  });

  it('is not there for anyone but an operator', async () => {
    const id = await makeListing(t.db, world, { status: 'published' });
    for (const user of [owner, null]) expect((await send({ propertyId: id, reason: 'Mine' }, user)).status).toBe(404);
    expect((await statusOf(t.db, id))?.status).toBe('published');
  });
});
