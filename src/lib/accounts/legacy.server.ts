/**
 * Accounts of the old system (spec section 4): its HTTP API behind LEGACY_API_BASE, the sign-in
 * fallback for accounts flagged for a password reset, and the one-time move of a legacy user's
 * listings and likes to their new account.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { nowIso } from '../db';
import { settings } from '../config/settings.server';
import { createUser, findUsers, getUser, setPassword, updateAttributes, type PoolUser } from '../auth/admin.server';
import { ensureUserRow } from './users.server';
import type { SessionUser } from './types';
import { phoneOf } from './phone-claims';

export interface LegacyUser {
  id: string;
  email: string;
  name: string | null;
  phone: string | null;
  agencyId: string | null;
}

function parseLegacyUser(body: unknown): LegacyUser | null {
  const raw = (body && typeof body === 'object' && 'user' in body ? (body as { user: unknown }).user : body) as Record<string, unknown> | null;
  if (!raw || (typeof raw.id !== 'string' && typeof raw.id !== 'number') || typeof raw.email !== 'string') return null;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);
  return { id: String(raw.id), email: raw.email.toLowerCase(), name: text(raw.name), phone: text(raw.phone), agencyId: text(raw.agency_id) };
}

/** POST api/user/login on the legacy system: the legacy user, or null for wrong credentials. */
export async function legacyLogin(base: string, email: string, password: string): Promise<LegacyUser | null> {
  const res = await fetch(new URL('api/user/login', base.endsWith('/') ? base : `${base}/`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status === 401 || res.status === 403 || res.status === 404) return null;
  if (!res.ok) throw new Error(`The legacy system answered ${res.status}`);
  return parseLegacyUser(await res.json());
}

/** GET /api/property/getUserWithMaxProp: the legacy account of an e-mail (social users), or null. */
export async function legacyUserWithMaxProp(base: string, email: string, provider: string): Promise<LegacyUser | null> {
  const url = new URL('api/property/getUserWithMaxProp', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('email', email);
  url.searchParams.set('provider', provider);
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`The legacy system answered ${res.status}`);
  return parseLegacyUser(await res.json());
}

/**
 * Moves a legacy user's listings and likes to the new account, exactly once: the migration record
 * is claimed first, so a second run (or a concurrent one) changes nothing.
 */
export async function migrateLegacyUser(db: Kysely<Database>, legacyUserId: string, userId: number): Promise<{ migrated: boolean; listingsMoved: number }> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const claimed = await trx
      .insertInto('legacy_migrations')
      .values({ legacy_user_id: legacyUserId, user_id: userId, status: 'done', created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('legacy_user_id').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return { migrated: false, listingsMoved: 0 };

    const legacy = await trx.selectFrom('users').select('id').where('legacy_user_id', '=', legacyUserId).where('id', '!=', userId).executeTakeFirst();
    let listingsMoved = 0;
    if (legacy) {
      const moved = await trx.updateTable('listings').set({ user_id: userId, updated_at: now }).where('user_id', '=', legacy.id).executeTakeFirst();
      listingsMoved = Number(moved.numUpdatedRows);
      for (const table of ['listing_likes', 'project_likes'] as const) {
        const likes = await trx.selectFrom(table).selectAll().where('user_id', '=', legacy.id).execute();
        for (const like of likes) {
          await trx
            .insertInto(table)
            .values({ ...like, user_id: userId } as never)
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        await trx.deleteFrom(table).where('user_id', '=', legacy.id).execute();
      }
      await trx.updateTable('users').set({ legacy_migrated: 1, updated_at: now }).where('id', '=', legacy.id).execute();
    }
    await trx.updateTable('legacy_migrations').set({ listings_moved: listingsMoved }).where('legacy_user_id', '=', legacyUserId).execute();
    return { migrated: true, listingsMoved };
  });
}

/** The session-user view of a pool account (for its local row). */
export function sessionUserOf(account: PoolUser): SessionUser {
  const role = account.attributes['custom:user_role'];
  return {
    id: account.sub,
    email: account.attributes.email ?? null,
    phone: phoneOf(account.attributes),
    name: account.attributes.name ?? null,
    role: role === 'agent' || role === 'mobileUser' ? role : 'webUser',
    groups: [],
  };
}

/**
 * After a failed sign-in (UserNotFoundException or NotAuthorizedException): when the account is
 * unknown to the pool or flagged for a password reset, log in against the legacy system, set that
 * password at the provider, clear the flag and move the legacy data; the browser then signs in
 * again. Accounts that are not flagged are never touched.
 */
export async function legacySignInFallback(db: Kysely<Database>, username: string, password: string): Promise<{ retry: boolean }> {
  const base = settings().LEGACY_API_BASE;
  if (!base) return { retry: false };
  const key = username.trim().toLowerCase();
  let account = (await getUser(key)) ?? (await findUsers(key.startsWith('+') ? 'phone_number' : 'email', key))[0] ?? null;
  if (account && account.attributes['custom:password_reset'] !== 'true') return { retry: false };
  const email = account?.attributes.email ?? (key.includes('@') ? key : null);
  if (!email) return { retry: false };

  const legacy = await legacyLogin(base, email, password);
  if (!legacy) return { retry: false };
  // Agents are set from a legacy account that has an agency id.
  const roleAttributes: Record<string, string> = legacy.agencyId
    ? { 'custom:user_role': 'agent', 'custom:user_type': 'agent', 'custom:agency_id': legacy.agencyId }
    : {};
  if (!account) {
    await createUser(email, password, {
      email,
      name: legacy.name ?? email,
      'custom:user_role': 'webUser',
      'custom:user_type': 'new',
      'custom:phone_verification': 'false',
      'custom:legacy_user_id': legacy.id,
      'custom:password_reset': 'false',
      ...roleAttributes,
    });
  } else {
    await setPassword(account.username, password);
    await updateAttributes(account.username, { 'custom:password_reset': 'false', 'custom:legacy_user_id': legacy.id, ...roleAttributes });
  }
  account = (await getUser(email)) ?? account;
  if (account) await migrateLegacyUser(db, legacy.id, await ensureUserRow(db, sessionUserOf(account)));
  return { retry: true };
}
