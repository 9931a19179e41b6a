import { beforeAll, describe, expect, it } from 'vitest';
import * as queueIndex from '@/lib/db/migrations/0014_review_queue_order';
import { sql } from 'kysely';
import type { APIRoute } from 'astro';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';
import { GET as queue } from '@/pages/api/moderation/queue';
import { GET as audit } from '@/pages/api/moderation/audit';
import { POST as dismiss } from '@/pages/api/moderation/reports/dismiss';
import { POST as publish } from '@/pages/api/moderation/publish';
import { POST as reject } from '@/pages/api/moderation/reject';
import { dialectOf, nowIso, sqliteHandle } from '@/lib/db';
import { cursorOf, queueCities, reviewQueue } from '@/lib/moderation';
import { PHONE_LISTINGS_SHOWN, reviewQueueQuery } from '@/lib/moderation/queue.server';
import { takeDownReported } from '@/lib/moderation/actions.server';
import { statusPage } from '@/lib/listings/manage.server';
import { makeListing, moderator, seedManageWorld, statusOf, type ManageWorld, type Problem } from './support';

// The review queue as operators work it: deciding on the version they saw, a page at a time, one city
// at a time, and read from an index in its order.

const t = useTestDatabase();
let world: ManageWorld;

beforeAll(async () => {
  world = await seedManageWorld(t.db);
});

const post = (route: APIRoute, path: string, body: unknown) => callEndpoint(route, path, { method: 'POST', body, user: moderator });
const auditOf = (id: number) => t.db.selectFrom('audit_log').select('action').where('subject_id', '=', String(id)).execute();
/** What the owner's save of a listing in review does to it: new content, a new submission time. */
const ownerSaves = (id: number, title: string) => t.db.updateTable('listings').set({ title, updated_at: nowIso() }).where('id', '=', id).execute();

describe('deciding on the version the operator saw', () => {
  it('refuses to publish a listing its owner changed after the queue showed it, and publishes the version seen', async () => {
    const seen = '2020-03-01T10:00:00.000Z';
    const id = await makeListing(t.db, world, { status: 'in_review', updated_at: seen });
    await ownerSaves(id, 'Swapped for something else');

    const refused = await post(publish, '/api/moderation/publish', { propertyId: id, seen });
    expect(refused.status).toBe(409);
    expect((await jsonOf<Problem>(refused)).detail).toBe('The owner changed this listing while you were reviewing it. Reload it to see the changes before you decide.');
    expect((await statusOf(t.db, id))?.status).toBe('in_review');
    expect(await auditOf(id)).toEqual([]);

    const current = (await statusOf(t.db, id))!.updated_at;
    const published = await post(publish, '/api/moderation/publish', { propertyId: id, seen: current });
    expect(published.status).toBe(200);
    expect((await statusOf(t.db, id))?.status).toBe('published');
  });

  it('refuses to reject a changed listing and keeps no feedback of the refused decision', async () => {
    const seen = '2020-03-02T10:00:00.000Z';
    const id = await makeListing(t.db, world, { status: 'in_review', updated_at: seen });
    await ownerSaves(id, 'Price fixed meanwhile');
    const refused = await post(reject, '/api/moderation/reject', { propertyId: id, seen, feedback: [{ kind: 'PRICE', message: 'Too high' }] });
    expect(refused.status).toBe(409);
    expect(await t.db.selectFrom('listing_feedback').select('id').where('listing_id', '=', id).execute()).toEqual([]);
    expect((await statusOf(t.db, id))?.status).toBe('in_review');
  });

  it('tells the second of two operators what the listing is now, not that its owner changed it', async () => {
    const seen = '2020-03-03T10:00:00.000Z';
    const id = await makeListing(t.db, world, { status: 'in_review', updated_at: seen });
    expect((await post(publish, '/api/moderation/publish', { propertyId: id, seen })).status).toBe(200);
    const second = await post(reject, '/api/moderation/reject', { propertyId: id, seen, feedback: [{ kind: 'TITLE', message: 'Shorter' }] });
    expect(second.status).toBe(409);
    expect((await jsonOf<Problem>(second)).detail).toBe('This listing is published, so it cannot be rejected.');
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['publish']);
  });

  it('answers a submission time that is not a time with a 400', async () => {
    const id = await makeListing(t.db, world, { status: 'in_review' });
    const res = await post(publish, '/api/moderation/publish', { propertyId: id, seen: 'yesterday' });
    expect(res.status).toBe(400);
    expect((await statusOf(t.db, id))?.status).toBe('in_review');
  });
});

describe('the queue a page at a time', () => {
  let karachi: number;
  const ids: number[] = [];

  beforeAll(async () => {
    // Of their own: the queue pages below count every listing in review in these two cities.
    const city = await t.db.insertInto('cities').values({ name: 'Karachi', slug: 'karachi', province: 'Sindh', lat: 24.86, lng: 67.0, position: 3 }).returning('id').executeTakeFirstOrThrow();
    const area = await t.db.insertInto('areas').values({ city_id: city.id, name: 'Clifton', slug: 'clifton', lat: 24.81, lng: 67.03 }).returning('id').executeTakeFirstOrThrow();
    karachi = city.id;
    // Five in Karachi submitted in 2019, two sharing a time (the id breaks the tie).
    for (const at of ['2019-01-01T00:00:00.000Z', '2019-01-02T00:00:00.000Z', '2019-01-02T00:00:00.000Z', '2019-01-03T00:00:00.000Z', '2019-01-04T00:00:00.000Z']) {
      ids.push(await makeListing(t.db, world, { status: 'in_review', updated_at: at, city_id: city.id, area_id: area.id }));
    }
  });

  it('goes on from the last listing of a page, in submission order, ties by id, one city alone', async () => {
    const first = await reviewQueue(t.db, 2, undefined, { cityId: karachi });
    expect(first.total).toBe(5);
    expect(first.items.map((i) => i.id)).toEqual(ids.slice(0, 2));
    const second = await reviewQueue(t.db, 2, undefined, { cityId: karachi, after: { at: first.items[1].submittedAt, id: first.items[1].id } });
    expect(second.items.map((i) => i.id)).toEqual(ids.slice(2, 4));
    const third = await reviewQueue(t.db, 2, undefined, { cityId: karachi, after: { at: second.items[1].submittedAt, id: second.items[1].id } });
    expect(third.items.map((i) => i.id)).toEqual(ids.slice(4));
  });

  it('goes on through the API with the cursor of the last listing, and counts the queue by city', async () => {
    const body = await jsonOf<{ total: number; items: Array<{ id: number; submittedAt: string }> }>(
      await callEndpoint(queue, `/api/moderation/queue?city=${karachi}&limit=3`, { user: moderator }),
    );
    expect(body.items.map((i) => i.id)).toEqual(ids.slice(0, 3));
    const next = await jsonOf<{ items: Array<{ id: number }> }>(
      await callEndpoint(queue, `/api/moderation/queue?city=${karachi}&limit=3&after=${encodeURIComponent(cursorOf(body.items[2]))}`, { user: moderator }),
    );
    expect(next.items.map((i) => i.id)).toEqual(ids.slice(3));
    const bad = await callEndpoint(queue, '/api/moderation/queue?after=nonsense', { user: moderator });
    expect(bad.status).toBe(400);
    expect(await queueCities(t.db)).toEqual(expect.arrayContaining([{ id: karachi, name: 'Karachi', count: 5 }]));
  });

  it('says which listings were published before and which have open reports', async () => {
    const relisted = await makeListing(t.db, world, { status: 'in_review', published_at: '2019-06-01T00:00:00.000Z' });
    await t.db.insertInto('reports').values({ listing_id: relisted, user_id: null, reason: 'fake', comments: null, created_at: nowIso(), resolved_at: null }).execute();
    const [item] = (await reviewQueue(t.db, 1, relisted)).items;
    expect(item).toMatchObject({ id: relisted, publishedAt: '2019-06-01T00:00:00.000Z', openReports: 1 });
  });
});

describe('what the owner sees of a take-down', () => {
  it("shows the team's reason on the listing's card under 'removed', and only for a take-down", async () => {
    const id = await makeListing(t.db, world, { status: 'published', title: 'Reported villa' });
    const report = await t.db.insertInto('reports').values({ listing_id: id, user_id: null, reason: 'fake', comments: null, created_at: nowIso(), resolved_at: null }).returning('id').executeTakeFirstOrThrow();
    await takeDownReported(t.db, world.moderatorId, report.id, 'The photos belong to another listing in Clifton');
    const sold = await makeListing(t.db, world, { status: 'removed', removal_reason: 'Other', removed_other: 'My own note', removed_at: nowIso() });

    const { items } = await statusPage(t.db, world.ownerId, 'removed', 1, 50);
    expect(items.find((i) => i.id === id)).toMatchObject({ removalReason: 'taken-down', takenDownBecause: 'The photos belong to another listing in Clifton' });
    expect(items.find((i) => i.id === sold)?.takenDownBecause).toBeNull();
  });
});

describe('reports about one listing, dismissed together', () => {
  const report = async (listingId: number) =>
    (await t.db.insertInto('reports').values({ listing_id: listingId, user_id: null, reason: 'wrong-price', comments: null, created_at: nowIso(), resolved_at: null }).returning('id').executeTakeFirstOrThrow()).id;
  const open = async (ids: number[]) =>
    (await t.db.selectFrom('reports').select('id').where('id', 'in', ids).where('status', '=', 'open').execute()).map((r) => r.id);

  it('closes the reports up to the one named, not one that came after, nor another listing', async () => {
    const id = await makeListing(t.db, world, { status: 'published' });
    const other = await makeListing(t.db, world, { status: 'published' });
    const [a, b] = [await report(id), await report(id)];
    const elsewhere = await report(other);
    const later = await report(id);
    const res = await post(dismiss, '/api/moderation/reports/dismiss', { reportId: b, sameListing: true });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ reportsClosed: 2, message: 'Report dismissed' });
    expect(await open([a, b, elsewhere, later])).toEqual([elsewhere, later]);
    expect((await statusOf(t.db, id))?.status).toBe('published');
    const again = await post(dismiss, '/api/moderation/reports/dismiss', { reportId: b, sameListing: true });
    expect(again.status).toBe(409);
  });

  it('closes only the one named without sameListing', async () => {
    const id = await makeListing(t.db, world, { status: 'published' });
    const [a, b] = [await report(id), await report(id)];
    expect((await post(dismiss, '/api/moderation/reports/dismiss', { reportId: b })).status).toBe(200);
    expect(await open([a, b])).toEqual([a]);
  });
});

describe("one listing's history", () => {
  it('lists what operators decided on that listing alone, newest first', async () => {
    const id = await makeListing(t.db, world, { status: 'in_review' });
    const other = await makeListing(t.db, world, { status: 'in_review' });
    expect((await post(reject, '/api/moderation/reject', { propertyId: id, feedback: [{ kind: 'PRICE', message: 'Too high' }] })).status).toBe(200);
    expect((await post(publish, '/api/moderation/publish', { propertyId: other })).status).toBe(200);
    await t.db.updateTable('listings').set({ status: 'in_review' }).where('id', '=', id).execute(); // resubmitted
    expect((await post(publish, '/api/moderation/publish', { propertyId: id })).status).toBe(200);

    const body = await jsonOf<{ total: number; items: Array<{ action: string; subjectId: string }> }>(
      await callEndpoint(audit, `/api/moderation/audit?listing=${id}`, { user: moderator }),
    );
    expect(body.total).toBe(2);
    expect(body.items.map((i) => [i.action, i.subjectId])).toEqual([['publish', String(id)], ['reject', String(id)]]);
  });
});

describe('a phone shared between accounts', () => {
  it("counts the other accounts whose listings carry the listing's phone, never the owner's own", async () => {
    const phone = '3219876543';
    const id = await makeListing(t.db, world, { status: 'in_review', owner_phone: phone });
    await makeListing(t.db, world, { status: 'published', owner_phone: phone });
    const shown = async () => (await reviewQueue(t.db, 30, id)).items[0]!.phoneAccounts;
    expect(await shown()).toBe(0);

    const others = [
      await makeListing(t.db, world, { status: 'removed', owner_phone: phone, user_id: world.strangerId }),
      await makeListing(t.db, world, { status: 'published', owner_phone: phone, user_id: world.strangerId }),
      await makeListing(t.db, world, { status: 'draft', owner_phone: phone, user_id: world.moderatorId }),
    ];
    await makeListing(t.db, world, { status: 'published', owner_phone: '3219876544', user_id: world.strangerId });
    expect(await shown()).toBe(2);
    // The operator can open them, newest first; the owner's own listing under the phone is not among them.
    const item = (await reviewQueue(t.db, 30, id)).items[0]!;
    expect(item.phoneListings.map((l) => [l.listingId, l.status])).toEqual([[others[2], 'draft'], [others[1], 'published'], [others[0], 'removed']]);
  });

  it('names at most PHONE_LISTINGS_SHOWN of them, and one more to say there are more', async () => {
    const phone = '3219876545';
    const id = await makeListing(t.db, world, { status: 'in_review', owner_phone: phone });
    for (let i = 0; i < PHONE_LISTINGS_SHOWN + 3; i++) await makeListing(t.db, world, { status: 'published', owner_phone: phone, user_id: world.strangerId });
    const item = (await reviewQueue(t.db, 30, id)).items[0]!;
    expect(item.phoneAccounts).toBe(1);
    expect(item.phoneListings).toHaveLength(PHONE_LISTINGS_SHOWN + 1);
  });

  it('finds them through the phone index, not the whole table (SQLite)', async () => {
    if (dialectOf(t.db) !== 'sqlite') return;
    const compiled = reviewQueueQuery(t.db, 20).compile();
    const plan = sqliteHandle(t.db)!.prepare(`explain query plan ${compiled.sql}`).all(...(compiled.parameters as unknown[])) as Array<{ detail: string }>;
    expect(plan.map((step) => step.detail).join(' | ')).toMatch(/SEARCH ph USING (COVERING )?INDEX listings_owner_phone/);
  });

  it('can find them through the phone index (PostgreSQL)', async () => {
    if (dialectOf(t.db) !== 'postgres') return;
    // A test database is too small for the planner to choose an index by cost: forbid reading the table whole.
    const steps = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const compiled = reviewQueueQuery(trx, 20).compile();
      const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...compiled, sql: `explain ${compiled.sql}` });
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(steps).toMatch(/Index (Only )?Scan using listings_owner_phone on listings ph/);
  });
});

describe("the queue's reads at scale", () => {
  // The queue as an operator's page reads it: without the listings other operators hold (decision 064).
  const heldFrom = { operatorId: 1, at: '2031-01-01T00:00:00.000Z' };

  it('has its statistics from the start on SQLite, so the planner never takes it blind for other queries', async () => {
    // Without them SQLite chose it, led by status, for the public pages' queries (15 ms of CPU a page under load, not 2.3).
    if (dialectOf(t.db) !== 'sqlite') return;
    // Made again on this database, which holds listings (SQLite keeps no statistics of an empty index).
    await queueIndex.down(t.db);
    await queueIndex.up(t.db);
    const stat = sqliteHandle(t.db)!.prepare(`select stat from sqlite_stat1 where idx = 'listings_review_queue'`).get() as { stat: string } | undefined;
    expect(stat?.stat).toMatch(/^\d+ \d+ \d+ \d+$/);
  });

  it('reads a page from the review-queue index in its order, with no sort (SQLite)', async () => {
    if (dialectOf(t.db) !== 'sqlite') return;
    await sql`analyze listings`.execute(t.db);
    for (const filter of [{}, { after: { at: '2019-01-02T00:00:00.000Z', id: 1 } }, { exceptHeldFrom: heldFrom }, { after: { at: '2019-01-02T00:00:00.000Z', id: 1 }, exceptHeldFrom: heldFrom }]) {
      const compiled = reviewQueueQuery(t.db, 20, undefined, filter).compile();
      const plan = sqliteHandle(t.db)!.prepare(`explain query plan ${compiled.sql}`).all(...(compiled.parameters as unknown[])) as Array<{ detail: string }>;
      const steps = plan.map((step) => step.detail).join(' | ');
      expect(steps).toMatch(/SEARCH l USING INDEX listings_review_queue/);
      expect(steps).not.toMatch(/TEMP B-TREE/);
      // Others' claims are left out a listing at a time, by the claim's key, as the index is read.
      if (filter.exceptHeldFrom) expect(steps).toMatch(/SEARCH rc USING INTEGER PRIMARY KEY/);
    }
  });

  it('can read a page from the review-queue index in its order, with no sort (PostgreSQL)', async () => {
    if (dialectOf(t.db) !== 'postgres') return;
    // A test database is too small for the planner to choose an index by cost: forbid the alternatives.
    const plan = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_sort = off`.execute(trx);
      const plans: string[] = [];
      for (const exceptHeldFrom of [undefined, heldFrom]) {
        const compiled = reviewQueueQuery(trx, 20, undefined, { after: { at: '2019-01-02T00:00:00.000Z', id: 1 }, exceptHeldFrom }).compile();
        const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...compiled, sql: `explain ${compiled.sql}` });
        plans.push(rows.rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      return plans;
    });
    for (const steps of plan) {
      expect(steps).toMatch(/Index Scan using listings_review_queue on listings l/);
      expect(steps).not.toMatch(/Sort/);
    }
    expect(plan[1]).toMatch(/Anti Join/);
    expect(plan[1]).toMatch(/on review_claims rc/);
  });
});
