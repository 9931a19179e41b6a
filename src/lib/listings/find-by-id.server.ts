/**
 * Where a Property ID leads (docs/decisions/093): the listing's own page when the person looking may see it,
 * as the listing page itself decides (published, or theirs in any state). An operator is also led to a listing
 * nobody else may see, where operators work on it: the queue while it is in review, else its audit log.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { fixedQuery } from '@/lib/db/fixed-query';
import type { SessionUser } from '@/lib/accounts/types';
import { isModerator } from '@/lib/moderation/access';
import { listingPath } from './rules';
import { canSeeListing, viewerUserId } from './viewer.server';

const listingById = fixedQuery((db: Kysely<Database>, id: number) =>
  db.selectFrom('listings').select(['id', 'purpose', 'status', 'user_id']).where('id', '=', id),
);

/** The address a Property ID opens for this person, or null when there is nothing of it they may see. */
export async function findListingPath(db: Kysely<Database>, id: number, viewer: SessionUser | null): Promise<string | null> {
  const [row, viewerId] = await Promise.all([listingById.first(db, id), viewerUserId(db, viewer)]);
  if (!row) return null;
  if (canSeeListing(row, viewerId)) return listingPath(row.purpose, row.id);
  if (!isModerator(viewer)) return null;
  return row.status === 'in_review' ? `/moderation?listing=${row.id}` : `/moderation/audit?listing=${row.id}`;
}
