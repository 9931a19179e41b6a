import { beforeAll, describe, expect, it } from 'vitest';
import type { APIRoute } from 'astro';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';
import { GET as queue } from '@/pages/api/moderation/queue';
import { DELETE as handBackClaims } from '@/pages/api/moderation/claims';
import { POST as publish } from '@/pages/api/moderation/publish';
import { POST as reject } from '@/pages/api/moderation/reject';
import { POST as improve } from '@/pages/api/moderation/improve';
import { POST as takeDown } from '@/pages/api/moderation/reports/takeDown';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { nowIso } from '@/lib/db';
import { claimQueuePage, REVIEW_CLAIM_LEASE_MINUTES, type QueueViewer } from '@/lib/moderation';
import { claimListings } from '@/lib/moderation/claims.server';
import { receiveHandBackForm } from '@/lib/moderation/page-forms.server';
import { publishListing, setVerified } from '@/lib/moderation/actions.server';
import { makeListing, person, seedManageWorld, type ManageWorld } from './support';
import { moderationMessages } from '@/lib/moderation';

// Two operators on one queue: each page of it is claimed by whoever it is shown to, for a lease, and the
// other operator is shown the next listings (docs/decisions/064-review-claims.md).

const t = useTestDatabase();
let world: ManageWorld;
const ayesha = person('ayesha', ['moderators']);
const bilal = person('bilal', ['moderators']);
// Signed in, but not an operator.
const owner = person('owner-of-nothing');
let ayeshaId: number;
let bilalId: number;

beforeAll(async () => {
  world = await seedManageWorld(t.db);
  ayeshaId = await ensureUserRow(t.db, ayesha);
  bilalId = await ensureUserRow(t.db, bilal);
});

const MINUTE = 60_000;
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);
const as = (operatorId: number, now: Date): QueueViewer => ({ operatorId, now });
const idsOf = (page: { items: Array<{ id: number }> }) => page.items.map((i) => i.id);
const holdOf = async (listingId: number) => (await claimOf(listingId))?.hold;
const claimOf = (listingId: number) => t.db.selectFrom('review_claims').selectAll().where('listing_id', '=', listingId).executeTakeFirst();

let cities = 0;
/** A city of its own with `count` listings in review, oldest first: a test's queue is that city's part. */
async function queueOf(count: number): Promise<{ cityId: number; ids: number[] }> {
  cities += 1;
  const city = await t.db.insertInto('cities').values({ name: `Claims ${cities}`, slug: `claims-${cities}`, province: 'Punjab', lat: 31, lng: 74, position: 10 + cities }).returning('id').executeTakeFirstOrThrow();
  const area = await t.db.insertInto('areas').values({ city_id: city.id, name: `Block ${cities}`, slug: `block-${cities}`, lat: 31, lng: 74 }).returning('id').executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(await makeListing(t.db, world, { status: 'in_review', updated_at: `2021-0${cities % 9 + 1}-01T00:00:${String(i).padStart(2, '0')}.000Z`, city_id: city.id, area_id: area.id }));
  }
  return { cityId: city.id, ids };
}

describe('two operators loading the queue', () => {
  it('shows them disjoint listings, and tells the second how many the first is reviewing', async () => {
    const { cityId, ids } = await queueOf(5);
    const now = new Date('2031-01-01T09:00:00.000Z');
    const first = await claimQueuePage(t.db, as(ayeshaId, now), 3, undefined, { cityId });
    expect(idsOf(first)).toEqual(ids.slice(0, 3));
    expect(first.claimedByOthers).toBe(0);

    const second = await claimQueuePage(t.db, as(bilalId, at(now, 1)), 3, undefined, { cityId });
    expect(idsOf(second)).toEqual(ids.slice(3));
    expect(second.claimedByOthers).toBe(3);
    expect(second.total).toBe(5);
    expect(second.next).toBeNull();

    // Reloading keeps each operator's own listings.
    expect(idsOf(await claimQueuePage(t.db, as(ayeshaId, at(now, 2)), 3, undefined, { cityId }))).toEqual(ids.slice(0, 3));
    expect((await claimOf(ids[0]))?.claimed_at).toBe(now.toISOString());
  });

  it('does the same through the API, for two signed-in operators one after the other', async () => {
    const { cityId, ids } = await queueOf(4);
    type Page = { total: number; claimedByOthers: number; next: string | null; items: Array<{ id: number }> };
    const first = await jsonOf<Page>(await callEndpoint(queue, `/api/moderation/queue?city=${cityId}&limit=2`, { user: ayesha }));
    const second = await jsonOf<Page>(await callEndpoint(queue, `/api/moderation/queue?city=${cityId}&limit=2`, { user: bilal }));
    expect(idsOf(first)).toEqual(ids.slice(0, 2));
    expect(idsOf(second)).toEqual(ids.slice(2));
    expect(second).toMatchObject({ total: 4, claimedByOthers: 2 });
    expect(first.next).toMatch(/~\d+$/);
    expect((await claimOf(ids[2]))?.operator_id).toBe(bilalId);
  });

  it('never gives one listing to both when they claim at the same moment', async () => {
    const { ids } = await queueOf(4);
    const now = new Date('2031-02-01T09:00:00.000Z');
    const [a, b] = await Promise.all([claimListings(t.db, as(ayeshaId, now), ids, 'ayesha-hold1'), claimListings(t.db, as(bilalId, now), ids, 'bilal-hold01')]);
    expect(a.size + b.size).toBe(ids.length);
    expect([...a].filter((id) => b.has(id))).toEqual([]);
  });

  it('goes on past the other operator\'s listings a page at a time, by city', async () => {
    const { cityId, ids } = await queueOf(6);
    const now = new Date('2031-03-01T09:00:00.000Z');
    await claimQueuePage(t.db, as(ayeshaId, now), 2, undefined, { cityId });
    const page = await claimQueuePage(t.db, as(bilalId, now), 2, undefined, { cityId });
    expect(idsOf(page)).toEqual(ids.slice(2, 4));
    const next = await claimQueuePage(t.db, as(bilalId, now), 2, undefined, { cityId, after: page.next! });
    expect(idsOf(next)).toEqual(ids.slice(4, 6));
  });

  it("lets go of an operator's previous page when they follow its 'Next' link (which names its hold)", async () => {
    const { cityId, ids } = await queueOf(4);
    const now = new Date('2031-04-01T09:00:00.000Z');
    const first = await claimQueuePage(t.db, as(ayeshaId, now), 2, undefined, { cityId });
    await claimQueuePage(t.db, as(ayeshaId, at(now, 1)), 2, undefined, { cityId, after: first.next! }, { left: first.hold });
    expect(idsOf(await claimQueuePage(t.db, as(bilalId, at(now, 2)), 2, undefined, { cityId }))).toEqual(ids.slice(0, 2));
  });
});

describe('two tabs of one operator', () => {
  it('keeps both pages: a tab on one city and a tab on another, each its own hold', async () => {
    const lahore = await queueOf(3);
    const karachi = await queueOf(2);
    const now = new Date('2031-10-01T09:00:00.000Z');
    const lahoreTab = await claimQueuePage(t.db, as(ayeshaId, now), 2, undefined, { cityId: lahore.cityId });
    const karachiTab = await claimQueuePage(t.db, as(ayeshaId, at(now, 1)), 2, undefined, { cityId: karachi.cityId });
    expect(lahoreTab.hold).toMatch(/^[\w-]{12}$/);
    expect(karachiTab.hold).not.toBe(lahoreTab.hold);
    // Loading the second tab let go of nothing: the first tab's listings are still hers.
    for (const id of lahore.ids.slice(0, 2)) expect(await claimOf(id)).toMatchObject({ operator_id: ayeshaId, hold: lahoreTab.hold });
    for (const id of karachi.ids) expect(await claimOf(id)).toMatchObject({ operator_id: ayeshaId, hold: karachiTab.hold });
    expect(idsOf(await claimQueuePage(t.db, as(bilalId, at(now, 2)), 2, undefined, { cityId: karachi.cityId }))).toEqual([]);

    // 'Next 20' in the Lahore tab lets go of the Lahore page alone; the Karachi tab keeps its page.
    const lahoreNext = await claimQueuePage(t.db, as(ayeshaId, at(now, 3)), 2, undefined, { cityId: lahore.cityId, after: lahoreTab.next! }, { left: lahoreTab.hold });
    expect(idsOf(lahoreNext)).toEqual(lahore.ids.slice(2));
    for (const id of lahore.ids.slice(0, 2)) expect(await claimOf(id)).toBeUndefined();
    for (const id of karachi.ids) expect(await holdOf(id)).toBe(karachiTab.hold);
    const bilalLahore = await claimQueuePage(t.db, as(bilalId, at(now, 4)), 2, undefined, { cityId: lahore.cityId });
    expect(idsOf(bilalLahore)).toEqual(lahore.ids.slice(0, 2));
    const bilalKarachi = await claimQueuePage(t.db, as(bilalId, at(now, 4)), 2, undefined, { cityId: karachi.cityId });
    expect(idsOf(bilalKarachi)).toEqual([]);
    expect(bilalKarachi.claimedByOthers).toBe(2);
  });

  it('keeps page 1 in one tab when the other follows its own page\'s links, and a reload holds the page under the new load', async () => {
    const { cityId, ids } = await queueOf(6);
    const now = new Date('2031-10-02T09:00:00.000Z');
    const tabOne = await claimQueuePage(t.db, as(ayeshaId, now), 2, undefined, { cityId });
    // The second tab opens page 2 (its 'Next 20' opened in a new tab would name page 1's hold; typed, it names none).
    const tabTwo = await claimQueuePage(t.db, as(ayeshaId, at(now, 1)), 2, undefined, { cityId, after: tabOne.next! });
    expect(idsOf(tabTwo)).toEqual(ids.slice(2, 4));
    // And goes on to page 3 from there: page 2 goes, page 1 stays with the first tab.
    const tabTwoNext = await claimQueuePage(t.db, as(ayeshaId, at(now, 2)), 2, undefined, { cityId, after: tabTwo.next! }, { left: tabTwo.hold });
    expect(idsOf(tabTwoNext)).toEqual(ids.slice(4));
    expect(await Promise.all(ids.map(holdOf))).toEqual([tabOne.hold, tabOne.hold, undefined, undefined, tabTwoNext.hold, tabTwoNext.hold]);

    // The first tab is reloaded: the same listings, now under the reload's hold, which its links name.
    const reloaded = await claimQueuePage(t.db, as(ayeshaId, at(now, 3)), 2, undefined, { cityId });
    expect(idsOf(reloaded)).toEqual(ids.slice(0, 2));
    expect(await holdOf(ids[0])).toBe(reloaded.hold);
    expect((await claimOf(ids[0]))?.claimed_at).toBe(now.toISOString());
    // A link of the page before the reload names a hold that has nothing left.
    await claimQueuePage(t.db, as(ayeshaId, at(now, 4)), 2, undefined, { cityId, after: reloaded.next! }, { left: tabOne.hold });
    expect(await holdOf(ids[0])).toBe(reloaded.hold);
  });

  it('lets go of nothing of another operator when their hold is named', async () => {
    const { cityId, ids } = await queueOf(3);
    const now = new Date('2031-10-03T09:00:00.000Z');
    const hers = await claimQueuePage(t.db, as(ayeshaId, now), 2, undefined, { cityId });
    const his = await claimQueuePage(t.db, as(bilalId, at(now, 1)), 2, undefined, { cityId }, { left: hers.hold });
    expect(idsOf(his)).toEqual(ids.slice(2));
    for (const id of ids.slice(0, 2)) expect(await claimOf(id)).toMatchObject({ operator_id: ayeshaId, hold: hers.hold });
  });

  it('renews, with each decision, the page of the listing decided and not the other tab\'s', async () => {
    const lahore = await queueOf(2);
    const karachi = await queueOf(2);
    const now = new Date('2031-10-04T09:00:00.000Z');
    const lease = REVIEW_CLAIM_LEASE_MINUTES;
    await claimQueuePage(t.db, as(ayeshaId, now), 2, undefined, { cityId: lahore.cityId });
    await claimQueuePage(t.db, as(ayeshaId, now), 2, undefined, { cityId: karachi.cityId });
    await publishListing(t.db, ayeshaId, lahore.ids[0], at(now, 10));
    expect((await claimOf(lahore.ids[1]))?.expires_at).toBe(at(now, 10 + lease).toISOString());
    for (const id of karachi.ids) expect((await claimOf(id))?.expires_at).toBe(at(now, lease).toISOString());
    // Marking one verified renews its own page the same way.
    await setVerified(t.db, ayeshaId, karachi.ids[0], true, at(now, 12));
    for (const id of karachi.ids) expect((await claimOf(id))?.expires_at).toBe(at(now, 12 + lease).toISOString());
    expect((await claimOf(lahore.ids[1]))?.expires_at).toBe(at(now, 10 + lease).toISOString());
  });

  it('leaves a listing opened directly in the hold of the page that showed it', async () => {
    const { cityId, ids } = await queueOf(3);
    const now = new Date('2031-10-05T09:00:00.000Z');
    const page = await claimQueuePage(t.db, as(ayeshaId, now), 3, undefined, { cityId });
    const direct = await claimQueuePage(t.db, as(ayeshaId, at(now, 1)), 20, ids[1]);
    expect(await holdOf(ids[1])).toBe(page.hold);
    // So 'Show the whole queue' from the listing (naming the direct load's hold) leaves the page its listings.
    await claimQueuePage(t.db, as(ayeshaId, at(now, 2)), 1, undefined, {}, { left: direct.hold });
    for (const id of ids) expect(await holdOf(id)).toBe(page.hold);
  });

  it('goes by the hold named through the API too, and answers each page\'s hold', async () => {
    const lahore = await queueOf(3);
    const karachi = await queueOf(1);
    type Page = { hold: string; next: string | null; items: Array<{ id: number }> };
    const get = async (path: string) => jsonOf<Page>(await callEndpoint(queue, path, { user: ayesha }));
    const lahoreTab = await get(`/api/moderation/queue?city=${lahore.cityId}&limit=2`);
    const karachiTab = await get(`/api/moderation/queue?city=${karachi.cityId}`);
    await get(`/api/moderation/queue?city=${lahore.cityId}&limit=2&after=${encodeURIComponent(lahoreTab.next!)}&left=${lahoreTab.hold}`);
    expect(await claimOf(lahore.ids[0])).toBeUndefined();
    expect(await holdOf(karachi.ids[0])).toBe(karachiTab.hold);
    const bad = await callEndpoint(queue, `/api/moderation/queue?left=${encodeURIComponent('x; drop')}`, { user: ayesha });
    expect(bad.status).toBe(400);
    expect((await jsonOf<{ errors: Record<string, string> }>(bad)).errors.left).toBe(moderationMessages.holdInvalid);
  });
});

describe('handing back a page', () => {
  const handBackAs = (user: typeof ayesha | null, hold: string) => callEndpoint(handBackClaims, `/api/moderation/claims?hold=${encodeURIComponent(hold)}`, { method: 'DELETE', user });

  it('lets go of that page\'s listings through the API, and of nothing else, the other tab\'s and other operators\' included', async () => {
    const lahore = await queueOf(2);
    const karachi = await queueOf(2);
    const multan = await queueOf(1);
    type Page = { hold: string; items: Array<{ id: number }> };
    const get = async (user: typeof ayesha, path: string) => jsonOf<Page>(await callEndpoint(queue, path, { user }));
    const lahoreTab = await get(ayesha, `/api/moderation/queue?city=${lahore.cityId}`);
    const karachiTab = await get(ayesha, `/api/moderation/queue?city=${karachi.cityId}`);
    const his = await get(bilal, `/api/moderation/queue?city=${multan.cityId}`);

    const answer = await handBackAs(ayesha, lahoreTab.hold);
    expect(answer.status).toBe(200);
    expect(await jsonOf(answer)).toEqual({ released: 2, message: 'Handed back 2 listings. Other operators are shown them now.' });
    for (const id of lahore.ids) expect(await claimOf(id)).toBeUndefined();
    for (const id of karachi.ids) expect(await holdOf(id)).toBe(karachiTab.hold);
    expect(idsOf(await get(bilal, `/api/moderation/queue?city=${lahore.cityId}`))).toEqual(lahore.ids);

    // Another operator's hold names nothing of the caller's: his claim stays his.
    expect(await jsonOf(await handBackAs(ayesha, his.hold))).toEqual({ released: 0, message: 'Nothing on that page was still held for you.' });
    expect((await claimOf(multan.ids[0]))?.operator_id).toBe(bilalId);
    // Handed back already: nothing more.
    expect(await jsonOf(await handBackAs(ayesha, lahoreTab.hold))).toMatchObject({ released: 0 });
  });

  it('refuses anyone but an operator as if there were no such endpoint, and a hold that is not one', async () => {
    const { cityId, ids } = await queueOf(1);
    const page = await jsonOf<{ hold: string }>(await callEndpoint(queue, `/api/moderation/queue?city=${cityId}`, { user: ayesha }));
    for (const user of [null, owner]) {
      const refused = await handBackAs(user, page.hold);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
    }
    const bad = await handBackAs(ayesha, 'not a hold');
    expect(bad.status).toBe(400);
    expect((await jsonOf<{ errors: Record<string, string> }>(bad)).errors.hold).toBe(moderationMessages.holdInvalid);
    const missing = await callEndpoint(handBackClaims, '/api/moderation/claims', { method: 'DELETE', user: ayesha });
    expect(missing.status).toBe(400);
    expect(await holdOf(ids[0])).toBe(page.hold);
  });

  it('does the same from the page\'s button, sent as a form, and sends the operator to a page that says so', async () => {
    const { cityId, ids } = await queueOf(3);
    const now = new Date('2031-11-01T09:00:00.000Z');
    const page = await claimQueuePage(t.db, as(ayeshaId, now), 2, undefined, { cityId });
    const other = await queueOf(1);
    const otherTab = await claimQueuePage(t.db, as(ayeshaId, now), 2, undefined, { cityId: other.cityId });
    const form = (fields: Record<string, string>) =>
      new Request('http://localhost:4321/moderation', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

    expect(await receiveHandBackForm(t.db, ayeshaId, form({ release: page.hold, city: String(cityId) }))).toBe(`/moderation?city=${cityId}&released=2`);
    for (const id of ids.slice(0, 2)) expect(await claimOf(id)).toBeUndefined();
    expect(await holdOf(other.ids[0])).toBe(otherTab.hold);
    // A form naming no hold, or someone else's, hands back nothing.
    expect(await receiveHandBackForm(t.db, ayeshaId, form({ release: '<script>' }))).toBe('/moderation?released=0');
    expect(await receiveHandBackForm(t.db, bilalId, form({ release: otherTab.hold }))).toBe('/moderation?released=0');
    expect(await holdOf(other.ids[0])).toBe(otherTab.hold);
  });
});

describe('the lease', () => {
  it(`hands a listing to the next operator when it runs out (${REVIEW_CLAIM_LEASE_MINUTES} minutes)`, async () => {
    const { cityId, ids } = await queueOf(2);
    const now = new Date('2031-05-01T09:00:00.000Z');
    await claimQueuePage(t.db, as(ayeshaId, now), 2, undefined, { cityId });
    expect(idsOf(await claimQueuePage(t.db, as(bilalId, at(now, REVIEW_CLAIM_LEASE_MINUTES - 1)), 2, undefined, { cityId }))).toEqual([]);

    const later = await claimQueuePage(t.db, as(bilalId, at(now, REVIEW_CLAIM_LEASE_MINUTES)), 2, undefined, { cityId });
    expect(idsOf(later)).toEqual(ids);
    expect(await claimOf(ids[0])).toMatchObject({ operator_id: bilalId, claimed_at: at(now, REVIEW_CLAIM_LEASE_MINUTES).toISOString() });
    // And now the first operator is the one shown the count.
    const back = await claimQueuePage(t.db, as(ayeshaId, at(now, REVIEW_CLAIM_LEASE_MINUTES + 1)), 2, undefined, { cityId });
    expect(idsOf(back)).toEqual([]);
    expect(back.claimedByOthers).toBe(2);
  });

  it('renews an operator\'s page when they reload it or decide one of its listings', async () => {
    const { cityId, ids } = await queueOf(4);
    const now = new Date('2031-06-01T09:00:00.000Z');
    const lease = REVIEW_CLAIM_LEASE_MINUTES;
    await claimQueuePage(t.db, as(ayeshaId, now), 4, undefined, { cityId });
    // A decision ten minutes in: the others are theirs for a whole lease from then.
    await publishListing(t.db, ayeshaId, ids[0], at(now, 10));
    expect(idsOf(await claimQueuePage(t.db, as(bilalId, at(now, lease + 5)), 4, undefined, { cityId }))).toEqual([]);
    // Marking one verified is work on the page too.
    await setVerified(t.db, ayeshaId, ids[1], true, at(now, lease + 9));
    expect(idsOf(await claimQueuePage(t.db, as(bilalId, at(now, 2 * lease + 5)), 4, undefined, { cityId }))).toEqual([]);
    // A reload renews them as well.
    await claimQueuePage(t.db, as(ayeshaId, at(now, 2 * lease + 8)), 4, undefined, { cityId });
    expect(idsOf(await claimQueuePage(t.db, as(bilalId, at(now, 3 * lease + 7)), 4, undefined, { cityId }))).toEqual([]);
    expect(idsOf(await claimQueuePage(t.db, as(bilalId, at(now, 3 * lease + 8)), 4, undefined, { cityId }))).toEqual(ids.slice(1));
  });

  it('does not renew a claim that already ran out: another operator may have it by now', async () => {
    const { cityId, ids } = await queueOf(1);
    const now = new Date('2031-07-01T09:00:00.000Z');
    await claimQueuePage(t.db, as(ayeshaId, now), 1, undefined, { cityId });
    await setVerified(t.db, ayeshaId, ids[0], true, at(now, REVIEW_CLAIM_LEASE_MINUTES + 1));
    expect((await claimOf(ids[0]))?.expires_at).toBe(at(now, REVIEW_CLAIM_LEASE_MINUTES).toISOString());
  });
});

describe('a decision ends the claim', () => {
  const post = (route: APIRoute, path: string, body: unknown) => callEndpoint(route, path, { method: 'POST', body, user: ayesha });

  it('on publish, reject and ask to improve, in the same transaction as the decision', async () => {
    const { cityId, ids } = await queueOf(3);
    await callEndpoint(queue, `/api/moderation/queue?city=${cityId}`, { user: ayesha });
    for (const id of ids) expect((await claimOf(id))?.operator_id).toBe(ayeshaId);
    expect((await post(publish, '/api/moderation/publish', { propertyId: ids[0] })).status).toBe(200);
    expect((await post(reject, '/api/moderation/reject', { propertyId: ids[1], feedback: [{ kind: 'PRICE', message: 'Too high' }] })).status).toBe(200);
    expect((await post(improve, '/api/moderation/improve', { propertyId: ids[2], feedback: [{ kind: 'TITLE', message: 'Shorter' }] })).status).toBe(200);
    for (const id of ids) expect(await claimOf(id)).toBeUndefined();
  });

  it('keeps the claim when the decision is refused', async () => {
    const { cityId, ids } = await queueOf(1);
    await callEndpoint(queue, `/api/moderation/queue?city=${cityId}`, { user: ayesha });
    await t.db.updateTable('listings').set({ updated_at: nowIso() }).where('id', '=', ids[0]).execute(); // the owner saves meanwhile
    expect((await post(publish, '/api/moderation/publish', { propertyId: ids[0], seen: '2021-01-01T00:00:00.000Z' })).status).toBe(409);
    expect((await claimOf(ids[0]))?.operator_id).toBe(ayeshaId);
  });

  it('on a take-down from a report', async () => {
    const id = await makeListing(t.db, world, { status: 'published' });
    // A claim left from when it was in review, say.
    await t.db.insertInto('review_claims').values({ listing_id: id, operator_id: bilalId, claimed_at: nowIso(), expires_at: nowIso() }).execute();
    const report = await t.db.insertInto('reports').values({ listing_id: id, user_id: null, reason: 'fake', comments: null, created_at: nowIso(), resolved_at: null }).returning('id').executeTakeFirstOrThrow();
    expect((await post(takeDown, '/api/moderation/reports/takeDown', { reportId: report.id, reason: 'Copied photos' })).status).toBe(200);
    expect(await claimOf(id)).toBeUndefined();
  });
});

describe('a listing opened directly', () => {
  it('shows it to another operator with who is reviewing it since when, and leaves the claim with them', async () => {
    const { cityId, ids } = await queueOf(1);
    const now = new Date('2031-08-01T09:00:00.000Z');
    await claimQueuePage(t.db, as(ayeshaId, now), 5, undefined, { cityId });

    const direct = await claimQueuePage(t.db, as(bilalId, at(now, 3)), 20, ids[0]);
    expect(idsOf(direct)).toEqual([ids[0]]);
    expect(direct.items[0].heldBy).toEqual({ name: 'Person ayesha', since: now.toISOString() });
    expect((await claimOf(ids[0]))?.operator_id).toBe(ayeshaId);
    // Their own claim is no notice to the operator holding it.
    expect((await claimQueuePage(t.db, as(ayeshaId, at(now, 4)), 20, ids[0])).items[0].heldBy).toBeNull();

    // Deciding it is still allowed, and ends the claim (the other operator's card is told it was decided).
    await publishListing(t.db, bilalId, ids[0], at(now, 5));
    expect(await claimOf(ids[0])).toBeUndefined();
  });

  it('claims it for the operator who opened it when no one holds it, without letting go of their page', async () => {
    const { cityId, ids } = await queueOf(3);
    const now = new Date('2031-09-01T09:00:00.000Z');
    await claimQueuePage(t.db, as(ayeshaId, now), 2, undefined, { cityId });
    const direct = await claimQueuePage(t.db, as(ayeshaId, at(now, 1)), 20, ids[2]);
    expect(direct.items[0].heldBy).toBeNull();
    for (const id of ids) expect((await claimOf(id))?.operator_id).toBe(ayeshaId);
  });

  it('says who holds it through the API', async () => {
    const { cityId, ids } = await queueOf(1);
    await callEndpoint(queue, `/api/moderation/queue?city=${cityId}`, { user: ayesha });
    const body = await jsonOf<{ items: Array<{ id: number; heldBy: { name: string; since: string } | null }> }>(
      await callEndpoint(queue, `/api/moderation/queue?listing=${ids[0]}`, { user: bilal }),
    );
    expect(body.items).toEqual([expect.objectContaining({ id: ids[0], heldBy: expect.objectContaining({ name: 'Person ayesha' }) })]);
  });
});
