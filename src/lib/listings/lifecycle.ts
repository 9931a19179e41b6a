/**
 * How a listing's status moves (DESIGN.md, 'Data'). One table: an action taken on a listing in a
 * status leads to the next status, or is not allowed (no entry). Owners' saves, moderators'
 * decisions, renewals, removals, expiry and deletion are all decided here and nowhere else; the
 * queries that change a status ask this module first and then update only where the status is
 * still the one they read (see src/lib/listings/manage.server.ts).
 */
import type { ListingStatus } from '@/lib/db/schema';

export const LISTING_STATUSES: readonly ListingStatus[] = ['draft', 'in_review', 'published', 'removed', 'rejected'];

/** What a deleted listing becomes: it is gone from every list (its row is deleted). */
export const DELETED = 'deleted' as const;
export type LifecycleState = ListingStatus | typeof DELETED;

/**
 * - save:     the owner saves changes without asking for review. A published listing still goes back
 *             to review: what the public sees must have been looked at.
 * - submit:   the owner asks for review (a new listing, a draft, a rejected listing resubmitted).
 * - publish:  a moderator approves a listing in review.
 * - reject:   a moderator turns a listing in review down, with feedback.
 * - improve:  a moderator sends a listing in review back with feedback asking for improvements; it
 *             waits under 'rejected' (with IMPROVE feedback) until the owner resubmits.
 * - remove:   the owner takes a published listing off the market, with a reason.
 * - expire:   the expiry job removes a published listing past its expiry (reason 'expired').
 * - takeDown: a moderator removes a published listing after a report.
 * - renew:    the owner gives a published or removed listing a new period on the market.
 * - delete:   the owner deletes a listing in any status.
 */
export type OwnerSaveAction = 'save' | 'submit';
export type ListingAction =
  | OwnerSaveAction
  | 'publish'
  | 'reject'
  | 'improve'
  | 'remove'
  | 'expire'
  | 'takeDown'
  | 'renew'
  | 'delete';

export const LISTING_ACTIONS: readonly ListingAction[] = [
  'save', 'submit', 'publish', 'reject', 'improve', 'remove', 'expire', 'takeDown', 'renew', 'delete',
];

/** Who may take an action: the listing's owner, a moderator, or the expiry job. */
export const ACTION_ACTOR: Readonly<Record<ListingAction, 'owner' | 'moderator' | 'system'>> = {
  save: 'owner', submit: 'owner', remove: 'owner', renew: 'owner', delete: 'owner',
  publish: 'moderator', reject: 'moderator', improve: 'moderator', takeDown: 'moderator',
  expire: 'system',
};

const TRANSITIONS: Readonly<Record<ListingAction, Partial<Record<ListingStatus, LifecycleState>>>> = {
  save: { draft: 'draft', in_review: 'in_review', rejected: 'rejected', published: 'in_review', removed: 'removed' },
  submit: { draft: 'in_review', in_review: 'in_review', rejected: 'in_review', published: 'in_review', removed: 'in_review' },
  publish: { in_review: 'published' },
  reject: { in_review: 'rejected' },
  improve: { in_review: 'rejected' },
  remove: { published: 'removed' },
  expire: { published: 'removed' },
  takeDown: { published: 'removed' },
  renew: { published: 'published', removed: 'published' },
  delete: { draft: DELETED, in_review: DELETED, published: DELETED, removed: DELETED, rejected: DELETED },
};

/** Removal reasons the system sets (never chosen by an owner). */
export const EXPIRED_REASON = 'expired';
export const TAKEN_DOWN_REASON = 'taken-down';

/** The status after `action` on a listing in `current`, or null when the action is not allowed there. */
export function nextStatus(current: ListingStatus, action: 'delete'): typeof DELETED | null;
export function nextStatus(current: ListingStatus, action: Exclude<ListingAction, 'delete'>): ListingStatus | null;
export function nextStatus(current: ListingStatus, action: ListingAction): LifecycleState | null;
export function nextStatus(current: ListingStatus, action: ListingAction): LifecycleState | null {
  return TRANSITIONS[action][current] ?? null;
}

/** A new listing starts as a draft, and an immediate submit takes it on from there. */
export function initialStatus(action: OwnerSaveAction): ListingStatus {
  return nextStatus('draft', action) ?? 'draft';
}

const STATUS_WORDS: Readonly<Record<ListingStatus, string>> = {
  draft: 'a draft',
  in_review: 'in review',
  published: 'published',
  removed: 'removed',
  rejected: 'rejected',
};

const ACTION_WORDS: Readonly<Record<ListingAction, string>> = {
  save: 'saved',
  submit: 'submitted for review',
  publish: 'published',
  reject: 'rejected',
  improve: 'sent back for improvements',
  remove: 'removed',
  expire: 'expired',
  takeDown: 'taken down',
  renew: 'renewed',
  delete: 'deleted',
};

/** The words for a status in a sentence: 'a draft', 'in review', 'published'… */
export function statusWords(status: ListingStatus): string {
  return STATUS_WORDS[status];
}

/** Why an action is refused on a listing in `current`, in words a person can act on. */
export function refusalMessage(current: ListingStatus, action: ListingAction): string {
  return `This listing is ${STATUS_WORDS[current]}, so it cannot be ${ACTION_WORDS[action]}.`;
}

export const takenDownRenewMessage =
  'This listing was taken down by our team, so it cannot be renewed. Edit it and submit it for review instead.';

export type Decision = { ok: true; next: LifecycleState } | { ok: false; message: string };

/**
 * The full decision for a listing as stored: the table above, plus the one rule that looks past
 * the status: a listing an operator took down comes back only through review, never by renewing.
 */
export function decide(listing: { status: ListingStatus; removal_reason?: string | null }, action: ListingAction): Decision {
  const next = nextStatus(listing.status, action);
  if (next === null) return { ok: false, message: refusalMessage(listing.status, action) };
  if (action === 'renew' && listing.status === 'removed' && listing.removal_reason === TAKEN_DOWN_REASON) {
    return { ok: false, message: takenDownRenewMessage };
  }
  return { ok: true, next };
}
