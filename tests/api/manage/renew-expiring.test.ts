import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';
import { POST as renewExpiring } from '@/pages/api/data/property/renewExpiring';
import { expiringAhead } from '@/lib/listings/manage.server';
import { RENEW_AHEAD_DAYS } from '@/lib/listings/manage';
import { makeListing, owner, seedManageWorld, statusOf, stranger, type ManageWorld } from './support';

// Renewing together what would lapse within RENEW_AHEAD_DAYS (docs/decisions/091): the owner's published
// listings only, each as Renew on its card would.

const t = useTestDatabase();
let world: ManageWorld;
beforeAll(async () => {
  world = await seedManageWorld(t.db);
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const call = (user?: typeof owner) => callEndpoint(renewExpiring, '/api/data/property/renewExpiring', { method: 'POST', user });

describe('renewing the listings that expire soon', () => {
  it("renews the owner's published listings expiring within the window, soonest first, and nothing else", async () => {
    const later = await makeListing(t.db, world, { status: 'published', expires_at: inDays(RENEW_AHEAD_DAYS - 1) });
    const soon = await makeListing(t.db, world, { status: 'published', expires_at: inDays(1) });
    const farOff = await makeListing(t.db, world, { status: 'published', expires_at: inDays(RENEW_AHEAD_DAYS + 2) });
    const strangers = await makeListing(t.db, world, { status: 'published', expires_at: inDays(1), user_id: world.strangerId });
    const removed = await makeListing(t.db, world, { status: 'removed', expires_at: inDays(1), removal_reason: 'sold-on-basera' });
    expect(await expiringAhead(t.db, world.ownerId)).toEqual([soon, later]);

    const res = await call(owner);
    expect(res.status).toBe(200);
    const body = await jsonOf<{ renewed: number[]; expiresAt: string; message: string; counts: Record<string, number> }>(res);
    expect(body.renewed).toEqual([soon, later]);
    expect(body.message).toMatch(/^2 properties renewed\. They now expire on \d+(st|nd|rd|th) \w+ \d{4}\.$/);
    expect(body.counts.published).toBeGreaterThanOrEqual(3);
    for (const id of [soon, later]) expect((await statusOf(t.db, id))?.expires_at).toBe(body.expiresAt);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);

    expect((await statusOf(t.db, farOff))?.expires_at).not.toBe(body.expiresAt);
    expect((await statusOf(t.db, strangers))?.expires_at).not.toBe(body.expiresAt);
    expect(await statusOf(t.db, removed)).toMatchObject({ status: 'removed', removal_reason: 'sold-on-basera' });
    expect(await expiringAhead(t.db, world.ownerId)).toEqual([]);
  });

  it('says so when there is nothing to renew', async () => {
    const lapsing = await makeListing(t.db, world, { status: 'published', expires_at: inDays(2), user_id: world.strangerId });
    expect((await jsonOf<{ renewed: number[] }>(await call(stranger))).renewed).toContain(lapsing);
    const again = await jsonOf<{ renewed: number[]; message: string }>(await call(stranger));
    expect(again).toMatchObject({ renewed: [], message: `None of your properties expire within ${RENEW_AHEAD_DAYS} days.` });
  });

  it('asks a visitor to sign in', async () => {
    expect((await call()).status).toBe(401);
  });
});
