/**
 * How a listing's status moves (DESIGN.md, 'Data'). One table: an action taken on a listing in a
 * status leads to the next status, or is not allowed (no entry). The owner's saves live here; the
 * moderation and management work adds its own actions (approve, reject, remove, renew, expire) to
 * the same table rather than deciding statuses elsewhere.
 */
import type { ListingStatus } from '@/lib/db/schema';

export const LISTING_STATUSES: readonly ListingStatus[] = ['draft', 'in_review', 'published', 'removed', 'rejected'];

/**
 * - save:   the owner saves changes without asking for review. A published listing still goes back
 *           to review: what the public sees must have been looked at.
 * - submit: the owner asks for review (a new listing, a draft, a rejected listing resubmitted).
 */
export type ListingAction = 'save' | 'submit';

const TRANSITIONS: Readonly<Record<ListingAction, Partial<Record<ListingStatus, ListingStatus>>>> = {
  save: { draft: 'draft', in_review: 'in_review', rejected: 'rejected', published: 'in_review', removed: 'removed' },
  submit: { draft: 'in_review', in_review: 'in_review', rejected: 'in_review', published: 'in_review', removed: 'in_review' },
};

/** The status after `action` on a listing in `current`, or null when the action is not allowed there. */
export function nextStatus(current: ListingStatus, action: ListingAction): ListingStatus | null {
  return TRANSITIONS[action][current] ?? null;
}

/** A new listing starts as a draft, and an immediate submit takes it on from there. */
export function initialStatus(action: ListingAction): ListingStatus {
  return nextStatus('draft', action) ?? 'draft';
}
