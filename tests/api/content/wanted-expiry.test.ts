import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '@/lib/demo';
import type { SessionUser } from '@/lib/accounts/types';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { runExpiry } from '@/lib/listings/expiry.server';
import { WANTED_OPEN_DAYS, wantedOpenUntil, type WantedRequest } from '@/lib/wanted';
import {
  createWantedRequest,
  expireWantedStatement,
  expiredWantedOf,
  expiredWantedQuery,
  openRequestsOfCity,
  requestsAhead,
  wantedCities,
} from '@/lib/wanted/queries.server';
import { GET as wantedEndpoint } from '@/pages/api/data/wanted/index';
import { GET as wantedCitiesEndpoint } from '@/pages/api/data/wanted/cities';
import { useTestDatabase } from '../support/db';
import { planOf } from '../support/plan';
import { callEndpoint, jsonOf } from '../support/endpoint';

const t = useTestDatabase();
const DAY = 86_400_000;
// A city the demo set posts no requests in (it posts in the first five), so the list is this file's own.
const CITY = 6;
const poster: SessionUser = { id: 'sub-wanted-expiry', email: 'expiry@example.pk', phone: null, name: 'Expiry Seeker', role: 'webUser', groups: [] };
const reader: SessionUser = { ...poster, id: 'sub-wanted-reader', email: 'reader@example.pk' };
const request: WantedRequest = { purpose: 'rent', cityId: CITY, category: 'residential', name: 'Expiry Seeker', phone: '+923001112233', sizeUnit: 'marla' } as WantedRequest;
let posterId: number;

beforeAll(async () => {
  await loadDemoData(t.db, { listings: 60, seed: 11 });
  posterId = await ensureUserRow(t.db, poster);
});

/** A request by the poster, posted `days` days ago (and never kept open for longer). */
async function postedDaysAgo(days: number, now = Date.now()): Promise<number> {
  const id = await createWantedRequest(t.db, request, posterId);
  const created = new Date(now - days * DAY).toISOString();
  await t.db.updateTable('wanted_requests').set({ created_at: created, open_until: wantedOpenUntil(created) }).where('id', '=', id).execute();
  return id;
}

const listedIds = async (user: SessionUser | null = reader) =>
  (await jsonOf<{ requests: Array<{ id: number; phone: string | null; expiresAt: string }> }>(await callEndpoint(wantedEndpoint, `/api/data/wanted?cityId=${CITY}`, { user }))).requests;
const statusOf = async (id: number) => (await t.db.selectFrom('wanted_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('Wanted requests expire', () => {
  it(`are listed, phone and all, for ${WANTED_OPEN_DAYS} days and not a moment longer, even before the job runs`, async () => {
    const fresh = await postedDaysAgo(WANTED_OPEN_DAYS - 1);
    const old = await postedDaysAgo(WANTED_OPEN_DAYS + 1);
    const list = await listedIds();
    const shown = list.find((r) => r.id === fresh);
    expect(shown?.phone).toBe('+923001112233');
    const created = (await t.db.selectFrom('wanted_requests').select('created_at').where('id', '=', fresh).executeTakeFirstOrThrow()).created_at;
    expect(shown?.expiresAt).toBe(new Date(new Date(created).getTime() + WANTED_OPEN_DAYS * DAY).toISOString());
    expect(list.some((r) => r.id === old)).toBe(false);
    expect(await statusOf(old)).toBe('open');

    // The city's count leaves it out too.
    const cities = await jsonOf<Array<{ id: number; requests: number }>>(await callEndpoint(wantedCitiesEndpoint, '/api/data/wanted/cities'));
    const counted = cities.find((c) => c.id === CITY)?.requests ?? 0;
    const stillShown = await openRequestsOfCity(t.db, CITY).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(counted).toBe(Number(stillShown.n));
    const allOpen = await t.db.selectFrom('wanted_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('city_id', '=', CITY).where('status', '=', 'open').executeTakeFirstOrThrow();
    expect(Number(allOpen.n)).toBe(counted + 1);
  });

  it('are marked expired by the expiry job once, however many servers run it at once', async () => {
    const old = [await postedDaysAgo(WANTED_OPEN_DAYS + 2), await postedDaysAgo(WANTED_OPEN_DAYS * 3)];
    const fresh = await postedDaysAgo(2);
    const closed = await postedDaysAgo(WANTED_OPEN_DAYS + 5);
    await t.db.updateTable('wanted_requests').set({ status: 'closed' }).where('id', '=', closed).execute();

    const [a, b] = await Promise.all([runExpiry(t.db), runExpiry(t.db)]);
    const changed = [...a.wanted, ...b.wanted];
    for (const id of old) expect(changed.filter((c) => c === id)).toHaveLength(1);
    expect(changed).not.toContain(fresh);
    expect(changed).not.toContain(closed);
    for (const id of old) expect(await statusOf(id)).toBe('expired');
    expect(await statusOf(fresh)).toBe('open');
    expect(await statusOf(closed)).toBe('closed');
    expect((await runExpiry(t.db)).wanted).toEqual([]);
    // Nothing open is left past its time.
    const overdue = await t.db.selectFrom('wanted_requests').select('id').where('status', '=', 'open').where('open_until', '<=', new Date().toISOString()).execute();
    expect(overdue).toEqual([]);
  });

  it('are shown to their poster as expired for a while, marked by the job or not yet, but not someone else’s or one they closed', async () => {
    const now = new Date();
    const marked = await postedDaysAgo(WANTED_OPEN_DAYS + 3);
    await runExpiry(t.db, now);
    const unmarked = await postedDaysAgo(WANTED_OPEN_DAYS + 1);
    const closed = await postedDaysAgo(WANTED_OPEN_DAYS + 4);
    await t.db.updateTable('wanted_requests').set({ status: 'closed' }).where('id', '=', closed).execute();
    const longAgo = await postedDaysAgo(WANTED_OPEN_DAYS * 2 + 1);
    const open = await postedDaysAgo(1);
    const readerId = await ensureUserRow(t.db, reader);

    const mine = await expiredWantedOf(t.db, posterId, now);
    const ids = mine.map((w) => w.id);
    expect(ids).toContain(marked);
    expect(ids).toContain(unmarked);
    expect(ids.indexOf(unmarked)).toBeLessThan(ids.indexOf(marked));
    for (const id of [closed, longAgo, open]) expect(ids).not.toContain(id);
    const shown = mine.find((w) => w.id === unmarked)!;
    const city = await t.db.selectFrom('cities').select('name').where('id', '=', CITY).executeTakeFirstOrThrow();
    expect(shown).toMatchObject({ purpose: 'rent', category: 'residential', cityName: city.name });
    expect(shown.expiresAt).toBe(wantedOpenUntil(shown.createdAt));
    expect(await expiredWantedOf(t.db, readerId, now)).toEqual([]);
  });
});

/** The plans read the Wanted requests' statistics, brought up to date first. */
const WANTED = { analyze: 'wanted_requests' };

describe('the expiry queries use an index', () => {
  it("a city's open requests, latest open-until first: wanted_city_until, in its order", async () => {
    const plan = await planOf(t.db, openRequestsOfCity(t.db, CITY).select('w.id').orderBy('w.open_until', 'desc').orderBy('w.id', 'desc').limit(10), WANTED);
    expect(plan).toMatch(/wanted_city_until/);
    // On SQLite the index gives the order: no sort of the city's requests. (PostgreSQL, on a test table
    // this small, may rather sort the few rows it reads from the index.)
    if (t.dialect === 'sqlite') expect(plan).not.toMatch(/TEMP B-TREE/);
    const count = await planOf(t.db, openRequestsOfCity(t.db, CITY).select((eb) => eb.fn.countAll().as('n')), WANTED);
    expect(count).toMatch(/wanted_city_until/);
  });

  it('the requests listed before one (where a link to it opens): a range of wanted_city_until', async () => {
    const ahead = requestsAhead(t.db, CITY, { openUntil: new Date().toISOString(), id: 1 }).select((eb) => eb.fn.countAll().as('n'));
    const plan = await planOf(t.db, ahead, WANTED);
    expect(plan).toMatch(/wanted_city_until/);
    // SQLite counts them from the index alone, never reading the requests' rows.
    if (t.dialect === 'sqlite') expect(plan).toMatch(/COVERING INDEX wanted_city_until/);
  });

  it('the job, open requests past their open-until: wanted_open_until', async () => {
    expect(await planOf(t.db, expireWantedStatement(t.db), WANTED)).toMatch(/wanted_open_until/);
  });

  it("a poster's expired requests: wanted_user_until", async () => {
    expect(await planOf(t.db, expiredWantedQuery(t.db, posterId), WANTED)).toMatch(/wanted_user_until/);
  });
});

it('the city counts read the same requests as the lists', async () => {
  const counts = await wantedCities(t.db);
  const shown = await openRequestsOfCity(t.db, CITY).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  expect(counts.find((c) => c.id === CITY)?.requests ?? 0).toBe(Number(shown.n));
});
