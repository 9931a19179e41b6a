/**
 * Where a Property ID leads (docs/decisions/093): the listing's own page when the person looking may see it,
 * as the listing page itself decides (published, or theirs in any state).
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { fixedQuery } from '@/lib/db/fixed-query';
import type { SessionUser } from '@/lib/accounts/types';
import { listingPath } from './rules';
import { canSeeListing, viewerUserId } from './viewer.server';

const listingById = fixedQuery((db: Kysely<Database>, id: number) =>
  db.selectFrom('listings').select(['id', 'purpose', 'status', 'user_id']).where('id', '=', id),
);

/** The listing page's address, or null when there is no such listing this person may see. */
export async function findListingPath(db: Kysely<Database>, id: number, viewer: SessionUser | null): Promise<string | null> {
  const [row, viewerId] = await Promise.all([listingById.first(db, id), viewerUserId(db, viewer)]);
  return row && canSeeListing(row, viewerId) ? listingPath(row.purpose, row.id) : null;
}
