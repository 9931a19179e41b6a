import { identity, signIn } from './support/identity';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startLegacyServer } from '../../support/legacy-server';
import { apiContext } from './support/context';
import { attributesOf, createAccount } from './support/accounts';
import { POST as fallback } from '../../../src/pages/api/auth/legacy-sign-in';
import { POST as migrate } from '../../../src/pages/api/data/property/migrate/user';
import { getDb, nowIso } from '../../../src/lib/db';
import { migrateLegacyUser } from '../../../src/lib/accounts/legacy.server';

const legacy = await startLegacyServer([
  { id: '501', email: 'flagged@legacy.pk', password: 'OldSecret1!', name: 'Flagged Person' },
  { id: '502', email: 'agent@legacy.pk', password: 'AgentOld1!', name: 'Legacy Agent', agency_id: '7' },
  { id: '503', email: 'notflagged@legacy.pk', password: 'Legacy1!', name: 'Not Flagged' },
  { id: '504', email: 'mover@legacy.pk', password: 'Mover1!', name: 'Mover' },
]);
process.env.LEGACY_API_BASE = legacy.url;

// Each run gets its own database, so rows from an earlier run never meet this one.
useTestDatabase();
afterAll(async () => {
  await legacy.close();
  identity.stop();
});

let client = 0;
const tryLegacy = (username: string, password: string) =>
  fallback(apiContext('/api/auth/legacy-sign-in', { method: 'POST', body: { username, password }, clientAddress: `10.1.0.${++client}` }));

async function poolUser(email: string, attributes: Record<string, string>, password = 'Unknown@9999') {
  await identity.client.send(
    new AdminCreateUserCommand({
      UserPoolId: identity.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: Object.entries({ email, ...attributes }).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
  await identity.client.send(new AdminSetUserPasswordCommand({ UserPoolId: identity.userPoolId, Username: email, Password: password, Permanent: true }));
}

/** A legacy user's row with one listing and one like, as imported from the old system. */
async function legacyData(legacyUserId: string) {
  const db = getDb();
  const now = nowIso();
  const city = await db
    .insertInto('cities')
    .values({ name: `Legacy City ${legacyUserId}`, slug: `legacy-city-${legacyUserId}-${Date.now()}`, lat: 33.6, lng: 73.0, position: 99 } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const area = await db
    .insertInto('areas')
    .values({ city_id: city.id, name: 'Old Town', slug: `old-town-${legacyUserId}`, lat: 33.6, lng: 73.0 } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ legacy_user_id: legacyUserId, email: null, created_at: now, updated_at: now } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const listing = await db
    .insertInto('listings')
    .values({
      purpose: 'sale', category: 'residential', type: 'house', city_id: city.id, area_id: area.id, title: 'Old listing',
      price: 1_000_000, size_value: 5, size_unit: 'marla', size_sqft: 1125, user_id: user.id, created_at: now, updated_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('listing_likes').values({ user_id: user.id, listing_id: listing.id, created_at: now } as never).execute();
  return { legacyRowId: user.id, listingId: listing.id };
}

describe('legacy password-reset fallback', () => {
  it('logs a flagged account in against the legacy system, sets that password and clears the flag', async () => {
    await poolUser('flagged@legacy.pk', { 'custom:user_role': 'webUser', 'custom:password_reset': 'true' });
    await expect(signIn('flagged@legacy.pk', 'OldSecret1!')).rejects.toThrow(/InvalidPassword|NotAuthorized/);
    const res = await tryLegacy('flagged@legacy.pk', 'OldSecret1!');
    expect(await res.json()).toEqual({ retry: true });
    await expect(signIn('flagged@legacy.pk', 'OldSecret1!')).resolves.toHaveProperty('IdToken');
    expect((await attributesOf('flagged@legacy.pk'))['custom:password_reset']).toBe('false');
  });

  it('creates an unknown legacy user as an agent when the legacy account has an agency', async () => {
    const res = await tryLegacy('agent@legacy.pk', 'AgentOld1!');
    expect(await res.json()).toEqual({ retry: true });
    await expect(signIn('agent@legacy.pk', 'AgentOld1!')).resolves.toHaveProperty('IdToken');
    expect(await attributesOf('agent@legacy.pk')).toMatchObject({ 'custom:user_role': 'agent', 'custom:agency_id': '7', 'custom:legacy_user_id': '502' });
  });

  it('never touches an account that is not flagged, and refuses wrong legacy passwords', async () => {
    await poolUser('notflagged@legacy.pk', { 'custom:user_role': 'webUser' }, 'Current@2026');
    expect(await (await tryLegacy('notflagged@legacy.pk', 'Legacy1!')).json()).toEqual({ retry: false });
    await expect(signIn('notflagged@legacy.pk', 'Legacy1!')).rejects.toThrow();
    await expect(signIn('notflagged@legacy.pk', 'Current@2026')).resolves.toHaveProperty('IdToken');
    expect(await (await tryLegacy('nobody@legacy.pk', 'whatever')).json()).toEqual({ retry: false });
  });

  it('answers bad bodies with 400', async () => {
    expect((await fallback(apiContext('/api/auth/legacy-sign-in', { method: 'POST', body: { username: '' } }))).status).toBe(400);
  });
});

describe('legacy data migration', () => {
  it('moves listings and likes to the new account exactly once', async () => {
    const { legacyRowId, listingId } = await legacyData('900');
    const { user } = await createAccount();
    const db = getDb();
    const row = await db.insertInto('users').values({ subject: user.id, created_at: nowIso(), updated_at: nowIso() } as never).returning('id').executeTakeFirstOrThrow();
    expect(await migrateLegacyUser(db, '900', row.id)).toEqual({ migrated: true, listingsMoved: 1 });
    const listing = await db.selectFrom('listings').select('user_id').where('id', '=', listingId).executeTakeFirstOrThrow();
    expect(listing.user_id).toBe(row.id);
    const likes = await db.selectFrom('listing_likes').select('user_id').where('listing_id', '=', listingId).execute();
    expect(likes.map((l) => l.user_id)).toEqual([row.id]);

    // Run twice, it changes nothing.
    await db.updateTable('listings').set({ user_id: legacyRowId }).where('id', '=', listingId).execute();
    expect(await migrateLegacyUser(db, '900', row.id)).toEqual({ migrated: false, listingsMoved: 0 });
    expect((await db.selectFrom('listings').select('user_id').where('id', '=', listingId).executeTakeFirstOrThrow()).user_id).toBe(legacyRowId);
  });

  it("refuses to move a legacy account that is not the caller's", async () => {
    const { user } = await createAccount();
    const res = await migrate(apiContext('/api/data/property/migrate/user', { method: 'POST', body: { legacyUserId: '504', userId: user.id }, user }));
    expect(res.status).toBe(404);
    const signedOut = await migrate(apiContext('/api/data/property/migrate/user', { method: 'POST', body: { legacyUserId: '504', userId: user.id } }));
    expect(signedOut.status).toBe(401);
  });
});
