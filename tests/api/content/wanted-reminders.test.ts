// A Wanted request's poster is reminded once as its last week begins, by the expiry job's run, and again
// before a new open-until once it is kept open; on SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '@/lib/demo';
import type { SessionUser } from '@/lib/accounts/types';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { runExpiry } from '@/lib/listings/expiry.server';
import { outboxMessages } from '@/lib/otp/delivery.server';
import { formatOrdinalDate } from '@/lib/text/dates';
import { wantedOpenUntil, type WantedRequest } from '@/lib/wanted';
import { closeWantedRequest, createWantedRequest, listWanted, renewWantedRequest, wantedPlace } from '@/lib/wanted/queries.server';
import { useTestDatabase } from '../support/db';

const t = useTestDatabase();
const DAY = 86_400_000;
// A city the demo set posts no requests in, and no other file's.
const CITY = 9;
const poster: SessionUser = { id: 'sub-wanted-reminders', email: 'reminders@example.pk', phone: null, name: 'Reminded Seeker', role: 'webUser', groups: [] };
const request = { purpose: 'sale', cityId: CITY, category: 'plot', name: 'Reminded Seeker', phone: '+923007778899', sizeUnit: 'marla' } as WantedRequest;
let posterId: number;

beforeAll(async () => {
  await loadDemoData(t.db, { listings: 30, seed: 9 });
  posterId = await ensureUserRow(t.db, poster);
});

/** A request posted `days` days before `now`, never kept open. */
async function postedDaysAgo(days: number, now: number): Promise<number> {
  const id = await createWantedRequest(t.db, request, posterId);
  const created = new Date(now - days * DAY).toISOString();
  await t.db.updateTable('wanted_requests').set({ created_at: created, open_until: wantedOpenUntil(created) }).where('id', '=', id).execute();
  return id;
}

const remindersOf = (id: number) => outboxMessages().filter((m) => m.text.includes(`#request-${id}`));

describe('reminding a Wanted request’s poster', () => {
  it('tells them once as the last week begins, with the date and where to keep it open', async () => {
    const now = Date.now();
    const ending = await postedDaysAgo(24, now);
    const fresh = await postedDaysAgo(10, now);
    const run = await runExpiry(t.db, new Date(now));
    expect(run.wantedReminded).toContain(ending);
    expect(run.wantedReminded).not.toContain(fresh);
    const [message] = remindersOf(ending);
    expect(message.text).toContain(`"Plot to buy in `);
    expect(message.text).toContain(`is shown until ${formatOrdinalDate(wantedOpenUntil(new Date(now - 24 * DAY)))}`);
    expect(message.text).toContain('Still looking? Keep it open: ');
    expect(message.text).toMatch(new RegExp(`/wanted\\?request=${ending}#request-${ending}$`));
    expect(remindersOf(fresh)).toHaveLength(0);

    // Runs after it, one after another or at once, never tell them again.
    await runExpiry(t.db, new Date(now + 60_000));
    await Promise.all([runExpiry(t.db, new Date(now + 120_000)), runExpiry(t.db, new Date(now + 120_000))]);
    expect(remindersOf(ending)).toHaveLength(1);
  });

  it('reminds one request once when two servers run the job at the same moment', async () => {
    const now = Date.now();
    const id = await postedDaysAgo(25, now);
    const [a, b] = await Promise.all([runExpiry(t.db, new Date(now)), runExpiry(t.db, new Date(now))]);
    expect([...a.wantedReminded, ...b.wantedReminded].filter((x) => x === id)).toEqual([id]);
    expect(remindersOf(id)).toHaveLength(1);
  });

  it('reminds again before the new date once it is kept open, and not a request closed or gone', async () => {
    const now = Date.now();
    const kept = await postedDaysAgo(26, now);
    await runExpiry(t.db, new Date(now));
    expect(remindersOf(kept)).toHaveLength(1);
    expect((await renewWantedRequest(t.db, kept, posterId, new Date(now))).kind).toBe('renewed');
    // Kept open: a month from now, so not yet; in its new last week, once more.
    expect((await runExpiry(t.db, new Date(now + 60_000))).wantedReminded).not.toContain(kept);
    expect((await runExpiry(t.db, new Date(now + 24 * DAY))).wantedReminded).toContain(kept);
    expect(remindersOf(kept)).toHaveLength(2);

    const closed = await postedDaysAgo(25, now);
    expect(await closeWantedRequest(t.db, closed, posterId)).toBe(true);
    const expired = await postedDaysAgo(31, now);
    const run = await runExpiry(t.db, new Date(now));
    expect(run.wantedReminded).not.toContain(closed);
    expect(run.wantedReminded).not.toContain(expired);
    expect(remindersOf(closed)).toHaveLength(0);
  });
});

describe('where the reminder leads', () => {
  it('finds the request on the page of its city’s list it is on, though one in its last week sorts last', async () => {
    const now = Date.now();
    for (let i = 0; i < 10; i++) await postedDaysAgo(1, now);
    const ending = await postedDaysAgo(24, now);
    const place = await wantedPlace(t.db, ending, 10, new Date(now));
    expect(place?.cityId).toBe(CITY);
    expect(place?.page).toBeGreaterThan(1);
    const shown = await listWanted(t.db, CITY, place!.page, 10, true, posterId, new Date(now));
    expect(shown.requests.map((r) => r.id)).toContain(ending);
    // Each request of the list is found on the page that lists it.
    const all = await listWanted(t.db, CITY, 1, 1000, true, posterId, new Date(now));
    for (const [index, r] of all.requests.entries()) expect(await wantedPlace(t.db, r.id, 10, new Date(now))).toEqual({ cityId: CITY, page: Math.floor(index / 10) + 1 });
  });

  it('finds nothing for a request that is closed or has expired', async () => {
    const now = Date.now();
    const closed = await postedDaysAgo(2, now);
    await closeWantedRequest(t.db, closed, posterId);
    const expired = await postedDaysAgo(31, now);
    expect(await wantedPlace(t.db, closed, 10, new Date(now))).toBeNull();
    expect(await wantedPlace(t.db, expired, 10, new Date(now))).toBeNull();
    expect(await wantedPlace(t.db, 0, 10, new Date(now))).toBeNull();
  });
});
