/**
 * A social user's first sign-in (spec section 4): the legacy system is asked once for the account
 * with the most listings under their e-mail and provider, and its data moves to the new account.
 * The users.social_migrated flag is claimed before anything happens, so the look-up runs once
 * even when two sign-ins race; a failure hands the flag back so the next sign-in tries again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { nowIso } from '../db';
import { settings } from '../config/settings.server';
import { log } from '../observability/log.server';
import { getUserBySub, updateAttributes } from '../auth/admin.server';
import { legacyUserWithMaxProp, migrateLegacyUser } from './legacy.server';
import { ensureUserRow } from './users.server';
import type { SessionUser } from './types';

export type SocialMigration = { ran: false } | { ran: true; legacyUserId: string | null; listingsMoved: number };

export async function migrateSocialUserOnce(db: Kysely<Database>, user: SessionUser, provider: string): Promise<SocialMigration> {
  const rowId = await ensureUserRow(db, user);
  const claimed = await db
    .updateTable('users')
    .set({ social_migrated: 1, updated_at: nowIso() })
    .where('id', '=', rowId)
    .where('social_migrated', '=', 0)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return { ran: false };

  const base = settings().LEGACY_API_BASE;
  if (!base || !user.email) return { ran: true, legacyUserId: null, listingsMoved: 0 };
  try {
    const legacy = await legacyUserWithMaxProp(base, user.email, provider);
    if (!legacy) return { ran: true, legacyUserId: null, listingsMoved: 0 };
    const { listingsMoved } = await migrateLegacyUser(db, legacy.id, rowId);
    // The pool remembers the link (and an agency makes an agent) where it holds the person.
    const account = await getUserBySub(user.id).catch(() => null);
    if (account) {
      await updateAttributes(account.username, {
        'custom:legacy_user_id': legacy.id,
        'custom:migrated': 'true',
        ...(legacy.agencyId ? { 'custom:user_role': 'agent', 'custom:user_type': 'agent', 'custom:agency_id': legacy.agencyId } : {}),
      });
    }
    return { ran: true, legacyUserId: legacy.id, listingsMoved };
  } catch (error) {
    await db.updateTable('users').set({ social_migrated: 0 }).where('id', '=', rowId).execute();
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'social user not migrated; the next sign-in tries again');
    return { ran: false };
  }
}
