import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import { expireListings, expiringSoon, markExpiringSoon, runExpiry } from '@/lib/listings/expiry.server';
import { planOf } from '../support/plan';
import { outboxMessages } from '@/lib/otp/delivery.server';
import { makeListing, seedManageWorld, statusOf, type ManageWorld } from './support';

const t = useTestDatabase();
let world: ManageWorld;
const DAY = 86_400_000;

beforeAll(async () => {
  world = await seedManageWorld(t.db);
});

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('the expiry job', () => {
  it('removes each listing past its expiry exactly once when two runs race', async () => {
    const past = await Promise.all([1, 2, 3, 4, 5].map((n) => makeListing(t.db, world, { status: 'published', expires_at: inDays(-n) })));
    const current = await makeListing(t.db, world, { status: 'published', expires_at: inDays(20) });
    const draft = await makeListing(t.db, world, { status: 'draft', expires_at: inDays(-3) });

    const [a, b] = await Promise.all([runExpiry(t.db), runExpiry(t.db)]);
    const changed = [...a.expired, ...b.expired].sort((x, y) => x - y);
    expect(changed).toEqual([...past].sort((x, y) => x - y));
    expect(a.expired.filter((id) => b.expired.includes(id))).toEqual([]);

    for (const id of past) expect(await statusOf(t.db, id)).toMatchObject({ status: 'removed', removal_reason: 'expired' });
    expect((await statusOf(t.db, current))?.status).toBe('published');
    expect((await statusOf(t.db, draft))?.status).toBe('draft');
    // The owner hears about each one once.
    const told = outboxMessages().filter((m) => m.text.includes('has expired'));
    for (const id of past) {
      const { title } = (await statusOf(t.db, id))!;
      expect(told.filter((m) => m.text.includes(`"${title}"`))).toHaveLength(1);
    }
    expect(await expireListings(t.db)).toEqual([]);
  });

  it('warns an owner three days before expiry, once per expiry date', async () => {
    const soon = await makeListing(t.db, world, { status: 'published', expires_at: inDays(2) });
    const later = await makeListing(t.db, world, { status: 'published', expires_at: inDays(10) });

    const [a, b] = await Promise.all([markExpiringSoon(t.db), markExpiringSoon(t.db)]);
    expect([...a, ...b]).toEqual([soon]);
    expect(a.includes(later) || b.includes(later)).toBe(false);
    expect(await markExpiringSoon(t.db)).toEqual([]);

    // Renewed to a new date that again comes close: warned again for that date.
    await t.db.updateTable('listings').set({ expires_at: inDays(1) }).where('id', '=', soon).execute();
    expect(await markExpiringSoon(t.db)).toEqual([soon]);
  });

  it('finds the listings about to expire from an index alone, never the listings themselves', async () => {
    // Every run of every server process reads all of them, told or not: 43,000 of 1,000,000 listings.
    const plan = await planOf(t.db, expiringSoon(t.db, new Date()), { analyze: 'listings', noBitmapScans: true });
    expect(plan).toMatch(t.dialect === 'sqlite' ? /COVERING INDEX listings_expiry\b/ : /Index Only Scan using listings_expiry_with_id/);
  });
});
