import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import type { SessionUser } from '@/lib/accounts/types';
import { userRowOf } from '@/lib/accounts/users.server';

/**
 * The users.id of a signed-in viewer, read only: looking at a page must not write a row. Null for
 * visitors and for people new to Basera (they own and like nothing so far).
 */
export async function viewerUserId(db: Kysely<Database>, user: SessionUser | null): Promise<number | null> {
  if (!user) return null;
  const row = await userRowOf(db, user);
  return row?.id ?? null;
}

/** A listing others may see: published. Its owner sees it in every state. */
export function canSeeListing(listing: { status: string; user_id: number | null }, viewerId: number | null): boolean {
  return listing.status === 'published' || (viewerId !== null && listing.user_id === viewerId);
}
