/**
 * The one way a listing's status is changed after it exists: ask the lifecycle, then update only
 * where the status is still the one that was read. Two people (or an owner and the expiry job)
 * acting at once cannot both win: the second update matches no row and is answered with a 409.
 */
import type { Kysely } from 'kysely';
import type { Database, ListingStatus, ListingUpdate } from '@/lib/db';
import { HttpError } from '@/lib/http/problem';
import { settings } from '@/lib/config/settings.server';
import { decide, type ListingAction } from './lifecycle';
import { manageMessages } from './manage';
import { recordPublishedPrice } from './price-history.server';

export interface ListingState {
  id: number;
  status: ListingStatus;
  removal_reason: string | null;
}

/** A refused transition: 409 with the lifecycle's message. */
export class TransitionRefused extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/**
 * Moves a listing by `action` (never 'delete': see deleteOwnListing), setting `changes` with the
 * new status. Throws TransitionRefused when the lifecycle refuses, or when the listing's status
 * changed since it was read. Answers the new status. A listing going on the market has its price added
 * to its history, so `db` should be a transaction.
 */
export async function transition(
  db: Kysely<Database>,
  listing: ListingState,
  action: Exclude<ListingAction, 'delete'>,
  changes: Omit<ListingUpdate, 'status'> = {},
): Promise<ListingStatus> {
  const decision = decide(listing, action);
  if (!decision.ok) throw new TransitionRefused(decision.message);
  const next = decision.next as ListingStatus;
  const result = await db
    .updateTable('listings')
    .set({ ...changes, status: next })
    .where('id', '=', listing.id)
    .where('status', '=', listing.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new TransitionRefused(manageMessages.changedMeanwhile);
  if (next === 'published') await recordPublishedPrice(db, listing.id, changes.updated_at ?? new Date().toISOString());
  return next;
}

/** When a listing published (or renewed) at `now` expires. */
export function expiryFrom(now: Date, days = settings().LISTING_EXPIRY_DAYS): string {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
}
