/**
 * The notices a person chose to get beyond those about their own listings: for now, that a property they
 * liked went on the market at a lower price (docs/decisions/086).
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import type { SessionUser } from './types';
import { userRowOf } from './users.server';

/** Whether this person is told of price cuts; on for someone with no row yet, as for everyone by default. */
export async function priceCutNoticesOf(db: Kysely<Database>, user: SessionUser): Promise<boolean> {
  const person = await userRowOf(db, user);
  if (!person) return true;
  const row = await db.selectFrom('users').select('price_cut_notices').where('id', '=', person.id).executeTakeFirst();
  return (row?.price_cut_notices ?? 1) === 1;
}

export async function setPriceCutNotices(db: Kysely<Database>, userId: number, on: boolean): Promise<void> {
  await db.updateTable('users').set({ price_cut_notices: on ? 1 : 0 }).where('id', '=', userId).execute();
}
