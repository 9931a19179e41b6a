/**
 * The notices a person chose to get beyond those about their own listings: for now, that a property they
 * liked went on the market at a lower price (docs/decisions/086).
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';

export async function priceCutNoticesOf(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('price_cut_notices').where('id', '=', userId).executeTakeFirst();
  return (row?.price_cut_notices ?? 1) === 1;
}

export async function setPriceCutNotices(db: Kysely<Database>, userId: number, on: boolean): Promise<void> {
  await db.updateTable('users').set({ price_cut_notices: on ? 1 : 0 }).where('id', '=', userId).execute();
}
