import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import type { SessionUser } from '@/lib/accounts/types';
import { viewerKey } from '@/lib/listings/activity.server';
import { viewerUserId } from '@/lib/listings/viewer.server';

/**
 * The key under which a signed-in person's views are marked, for the 'not viewed' filter; null for
 * visitors (their views are marked by a hashed cookie the search does not read) and for people
 * who have no user row yet (they have viewed nothing while signed in).
 */
export async function searchViewerKey(db: Kysely<Database>, user: SessionUser | null): Promise<string | null> {
  const userId = await viewerUserId(db, user);
  return userId === null ? null : viewerKey(userId, '');
}
