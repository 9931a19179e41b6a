import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { nowIso } from '../db';
import { fixedQuery } from '../db/fixed-query';
import type { SessionUser } from './types';

/** A person's local row by their identity subject: read on every signed-in action and page. */
const userBySubject = fixedQuery((db: Kysely<Database>, subject: string) =>
  db.selectFrom('users').select(['id', 'email', 'phone', 'name', 'role']).where('subject', '=', subject),
);

/**
 * A row known by e-mail before its person had an identity (demo data, a migrated legacy account): the one
 * their first signed-in action takes over (ensureUserRow).
 */
const unclaimedUserByEmail = fixedQuery((db: Kysely<Database>, email: string) =>
  db.selectFrom('users').select(['id', 'email', 'phone', 'name', 'role']).where('subject', 'is', null).where('email', '=', email),
);

/**
 * A signed-in person's local row, read only: theirs by subject, else the row known by their e-mail that
 * their first action will take over (so their first pages already show what is theirs); none for
 * someone new.
 */
export async function userRowOf(db: Kysely<Database>, user: SessionUser) {
  return (await userBySubject.first(db, user.id)) ?? (user.email ? await unclaimedUserByEmail.first(db, user.email) : undefined);
}

/**
 * What a signed-in person's contact forms (a listing or project inquiry, a Wanted request) start filled
 * with: the token's name and phone, else their row's (the local provider's tokens carry neither), read only.
 */
export async function contactDefaults(db: Kysely<Database>, user: SessionUser): Promise<{ name: string; phone: string; email: string }> {
  const row = !user.name || !user.phone ? await userRowOf(db, user) : undefined;
  return { name: user.name ?? row?.name ?? '', phone: user.phone ?? row?.phone ?? '', email: user.email ?? row?.email ?? '' };
}

/**
 * The local row of a signed-in person (likes, listings and inquiries point at users.id),
 * created on first use from the identity token and kept in step with its name, e-mail and phone.
 * A token that leaves the name or phone out (the local provider's id tokens carry neither) leaves
 * the row's own as they are: they came from the account itself (sign-up, Profile Settings).
 */
export async function ensureUserRow(db: Kysely<Database>, user: SessionUser): Promise<number> {
  const existing = await userBySubject.first(db, user.id);
  if (existing) {
    const name = user.name ?? existing.name;
    const phone = user.phone ?? existing.phone;
    if (existing.email !== user.email || existing.phone !== phone || existing.name !== name || existing.role !== user.role) {
      await db
        .updateTable('users')
        .set({ email: user.email, phone, name, role: user.role, updated_at: nowIso() })
        .where('id', '=', existing.id)
        .execute();
    }
    return existing.id;
  }
  const now = nowIso();
  // A person known before they had an identity (demo data, a migrated legacy account) keeps their row.
  if (user.email) {
    const adopted = await db
      .updateTable('users')
      .set({ subject: user.id, ...(user.phone ? { phone: user.phone } : {}), ...(user.name ? { name: user.name } : {}), role: user.role, updated_at: now })
      .where('subject', 'is', null)
      .where('email', '=', user.email)
      .executeTakeFirst();
    if (Number(adopted.numUpdatedRows) > 0) {
      const row = await db.selectFrom('users').select('id').where('subject', '=', user.id).executeTakeFirstOrThrow();
      return row.id;
    }
  }
  // Two first requests of the same person can race; the unique subject keeps one row.
  await db
    .insertInto('users')
    .values({ subject: user.id, email: user.email, phone: user.phone, name: user.name, role: user.role, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('subject').doNothing())
    .execute();
  const row = await db.selectFrom('users').select('id').where('subject', '=', user.id).executeTakeFirstOrThrow();
  return row.id;
}
