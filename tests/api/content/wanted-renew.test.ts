// Keeping a Wanted request open for another 30 days: POST /api/data/wanted/{id}/renew and the same
// button posted to the Wanted page without script (receiveWantedRenewForm), on SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '@/lib/demo';
import { migrations } from '@/lib/db/migrations';
import type { SessionUser } from '@/lib/accounts/types';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { runExpiry } from '@/lib/listings/expiry.server';
import { VALIDATION_DETAIL } from '@/lib/http/problem';
import { WANTED_RENEW_LIMIT, wantedMessages, wantedOpenUntil, wantedRenewTooEarly, type WantedRequest } from '@/lib/wanted';
import { createWantedRequest, expiredWantedOf } from '@/lib/wanted/queries.server';
import { receiveWantedRenewForm } from '@/lib/wanted/renew.server';
import { GET as wantedEndpoint } from '@/pages/api/data/wanted/index';
import { GET as wantedCitiesEndpoint } from '@/pages/api/data/wanted/cities';
import { POST as renewEndpoint } from '@/pages/api/data/wanted/[id]/renew';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';

const t = useTestDatabase();
const DAY = 86_400_000;
// A city the demo set posts no requests in, so its list is this file's own.
const CITY = 7;
const request = { purpose: 'sale', cityId: CITY, category: 'plot', name: 'Renew Seeker', phone: '+923004445566', sizeUnit: 'marla' } as WantedRequest;
let people = 0;

/** A person of their own for each test, so none nears the limit for another. */
async function person(): Promise<{ user: SessionUser; id: number }> {
  people += 1;
  const user: SessionUser = { id: `sub-wanted-renew-${people}`, email: `renew${people}@example.pk`, phone: null, name: 'Renew Seeker', role: 'webUser', groups: [] };
  return { user, id: await ensureUserRow(t.db, user) };
}

/** A request of `userId` posted `days` days ago, never kept open. */
async function postedDaysAgo(userId: number, days: number): Promise<number> {
  const id = await createWantedRequest(t.db, request, userId);
  const created = new Date(Date.now() - days * DAY).toISOString();
  await t.db.updateTable('wanted_requests').set({ created_at: created, open_until: wantedOpenUntil(created) }).where('id', '=', id).execute();
  return id;
}

const renew = (id: number | string, user: SessionUser | null) =>
  callEndpoint(renewEndpoint, `/api/data/wanted/${id}/renew`, { method: 'POST', params: { id: String(id) }, user });
const rowOf = (id: number) => t.db.selectFrom('wanted_requests').select(['status', 'open_until', 'renewed_at']).where('id', '=', id).executeTakeFirstOrThrow();
type Listed = { id: number; expiresAt: string; renewedAt: string | null; mine: boolean };
const listed = async (user: SessionUser | null = null) =>
  (await jsonOf<{ requests: Listed[] }>(await callEndpoint(wantedEndpoint, `/api/data/wanted?cityId=${CITY}`, { user }))).requests;
const cityCount = async () =>
  (await jsonOf<Array<{ id: number; requests: number }>>(await callEndpoint(wantedCitiesEndpoint, '/api/data/wanted/cities'))).find((c) => c.id === CITY)?.requests ?? 0;
/** About 30 days from now: the new open-until (the call happened a moment ago). */
const expectMonthFromNow = (iso: string) => expect(Math.abs(new Date(iso).getTime() - (Date.now() + 30 * DAY))).toBeLessThan(60_000);

beforeAll(async () => {
  await loadDemoData(t.db, { listings: 30, seed: 5 });
});

describe('POST /api/data/wanted/{id}/renew', () => {
  it('keeps its poster’s request in its last week open for 30 days from now, listed first, saying so', async () => {
    const { user, id: userId } = await person();
    const id = await postedDaysAgo(userId, 25);
    const newer = await postedDaysAgo(userId, 1);
    expect((await listed()).map((r) => r.id).indexOf(id)).toBeGreaterThan((await listed()).map((r) => r.id).indexOf(newer));

    const res = await renew(id, user);
    expect(res.status).toBe(200);
    const body = await jsonOf<{ id: number; cityId: number; expiresAt: string; message: string }>(res);
    expect(body).toMatchObject({ id, cityId: CITY, message: wantedMessages.renewed });
    expectMonthFromNow(body.expiresAt);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'open', open_until: body.expiresAt });
    expect(row.renewed_at).not.toBeNull();

    // The lists show the new date, and the request kept open before the newer one.
    const list = await listed(user);
    expect(list[0]).toMatchObject({ id, expiresAt: body.expiresAt, renewedAt: row.renewed_at, mine: true });
  });

  it('brings back an expired request, marked by the job or not yet, to the list and the city count', async () => {
    const { user, id: userId } = await person();
    const marked = await postedDaysAgo(userId, 33);
    await runExpiry(t.db);
    const unmarked = await postedDaysAgo(userId, 31);
    expect((await rowOf(marked)).status).toBe('expired');
    const before = await cityCount();
    expect((await listed()).map((r) => r.id)).not.toContain(marked);
    expect((await expiredWantedOf(t.db, userId)).map((w) => w.id)).toEqual([unmarked, marked]);

    for (const id of [marked, unmarked]) expect((await renew(id, user)).status).toBe(200);
    expect((await rowOf(marked)).status).toBe('open');
    const ids = (await listed()).map((r) => r.id);
    expect(ids).toContain(marked);
    expect(ids).toContain(unmarked);
    expect(await cityCount()).toBe(before + 2);
    // No longer named as expired, and the next run of the job leaves them alone.
    expect(await expiredWantedOf(t.db, userId)).toEqual([]);
    expect((await runExpiry(t.db)).wanted).not.toContain(marked);
    expect((await rowOf(marked)).status).toBe('open');
  });

  it('refuses anyone else (404) and a visitor (401), changing nothing', async () => {
    const { id: ownerId } = await person();
    const { user: other } = await person();
    const id = await postedDaysAgo(ownerId, 28);
    const before = await rowOf(id);

    const refused = await renew(id, other);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    expect(await jsonOf(refused)).toMatchObject({ status: 404, detail: wantedMessages.renewNotFound });
    // The same answer as for a request that does not exist: nobody learns whose it is.
    expect(await jsonOf(await renew(99_999_999, other))).toMatchObject({ status: 404, detail: wantedMessages.renewNotFound });

    const anonymous = await renew(id, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toBe('application/problem+json');
    expect(await rowOf(id)).toEqual(before);
  });

  it('refuses too early with a 409 that says from when, so a request is never kept open by clicking', async () => {
    const { user, id: userId } = await person();
    const id = await postedDaysAgo(userId, 10);
    const before = await rowOf(id);
    const res = await renew(id, user);
    expect(res.status).toBe(409);
    const problem = await jsonOf<{ status: number; title: string; detail: string }>(res);
    const from = new Date(new Date(before.open_until).getTime() - 7 * DAY).toISOString();
    expect(problem).toMatchObject({ status: 409, title: 'Conflict', detail: wantedRenewTooEarly(before.open_until, from) });
    expect(await rowOf(id)).toEqual(before);

    // Kept open once in its last week, a second press is too early too: it does not add up.
    const due = await postedDaysAgo(userId, 26);
    expect((await renew(due, user)).status).toBe(200);
    const kept = await rowOf(due);
    expect((await renew(due, user)).status).toBe(409);
    expect(await rowOf(due)).toEqual(kept);
  });

  it('refuses a closed request and one expired more than 30 days ago (409), and bad ids (400)', async () => {
    const { user, id: userId } = await person();
    const closed = await postedDaysAgo(userId, 27);
    await t.db.updateTable('wanted_requests').set({ status: 'closed' }).where('id', '=', closed).execute();
    expect(await jsonOf(await renew(closed, user))).toMatchObject({ status: 409, detail: wantedMessages.renewClosed });
    const longGone = await postedDaysAgo(userId, 61);
    expect(await jsonOf(await renew(longGone, user))).toMatchObject({ status: 409, detail: wantedMessages.renewTooLate });
    expect((await rowOf(longGone)).open_until).toBe(wantedOpenUntil((await t.db.selectFrom('wanted_requests').select('created_at').where('id', '=', longGone).executeTakeFirstOrThrow()).created_at));
    for (const bad of ['abc', '0', '-3', '1.5']) expect((await renew(bad, user)).status).toBe(400);
  });

  it('keeps a request open once when pressed twice at the same moment, or while the expiry job runs', async () => {
    const { user, id: userId } = await person();
    const id = await postedDaysAgo(userId, 31);
    const [a, b] = await Promise.all([renew(id, user), renew(id, user), runExpiry(t.db)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await rowOf(id)).status).toBe('open');
    expectMonthFromNow((await rowOf(id)).open_until);
  });

  it(`limits one person to ${WANTED_RENEW_LIMIT.max} attempts a day`, async () => {
    const { user, id: userId } = await person();
    const id = await postedDaysAgo(userId, 5);
    for (let i = 0; i < WANTED_RENEW_LIMIT.max; i++) expect((await renew(id, user)).status).toBe(409);
    const due = await postedDaysAgo(userId, 29);
    const limited = await renew(due, user);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await jsonOf(limited)).toMatchObject({ status: 429, detail: wantedMessages.renewTooMany });
    // Someone else is not held up by it.
    const { user: calm, id: calmId } = await person();
    expect((await renew(await postedDaysAgo(calmId, 29), calm)).status).toBe(200);
  });
});

describe('the Keep open button posted without script', () => {
  /** Posts the button as a browser without script does: url-encoded, to the Wanted page. */
  const post = (fields: Record<string, string>, user: SessionUser | null) => {
    const url = new URL(`/wanted?cityId=${CITY}`, 'http://127.0.0.1:4321');
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url.origin },
      body: new URLSearchParams(fields).toString(),
    });
    return receiveWantedRenewForm({ request, locals: { user, requestId: 'test' } as never });
  };

  it('keeps the request open as the API does and redirects to it in its city’s list', async () => {
    const { user, id: userId } = await person();
    const id = await postedDaysAgo(userId, 32);
    expect(await post({ renew: String(id) }, user)).toEqual({ kind: 'sent', location: `/wanted?cityId=${CITY}&renewed=${id}#request-${id}` });
    expect((await rowOf(id)).status).toBe('open');
    expect((await listed()).map((r) => r.id)).toContain(id);
  });

  it('answers a refusal with its status and the API’s message, to show at the button', async () => {
    const { user, id: userId } = await person();
    const early = await postedDaysAgo(userId, 3);
    const shown = await post({ renew: String(early) }, user);
    const api = await jsonOf<{ detail: string }>(await renew(early, user));
    expect(shown).toMatchObject({ kind: 'shown', status: 409, form: { values: { renew: String(early) }, failure: api.detail } });

    expect(await post({ renew: String(early) }, null)).toMatchObject({ kind: 'shown', status: 401, form: { failure: wantedMessages.signInToRenew } });
    expect(await post({ renew: 'abc' }, user)).toMatchObject({ kind: 'shown', status: 400, form: { failure: VALIDATION_DETAIL } });
    expect(await post({}, user)).toMatchObject({ kind: 'shown', status: 400 });
  });
});

// Last: it takes the columns away and back.
describe('migration 0016', () => {
  it('gives the requests already there what they were shown until: posted plus 30 days, in the text toISOString writes', async () => {
    const { id: userId } = await person();
    const leap = await postedDaysAgo(userId, 3);
    await t.db.updateTable('wanted_requests').set({ created_at: '2028-02-15T23:59:59.999Z' }).where('id', '=', leap).execute();
    await postedDaysAgo(userId, 40);
    const migration = migrations['0016_wanted_open_until'];
    await migration.down!(t.db);
    await migration.up(t.db);
    const rows = await t.db.selectFrom('wanted_requests').select(['id', 'created_at', 'open_until', 'renewed_at']).execute();
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) expect(row).toMatchObject({ open_until: wantedOpenUntil(row.created_at), renewed_at: null });
    expect(rows.find((r) => r.id === leap)?.open_until).toBe('2028-03-16T23:59:59.999Z');
  });
});
