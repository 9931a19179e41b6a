import { describe, expect, it } from 'vitest';
import type { ListingStatus } from '@/lib/db/schema';
import {
  DELETED, LISTING_ACTIONS, LISTING_STATUSES, TAKEN_DOWN_REASON, decide, initialStatus, nextStatus, refusalMessage,
  takenDownRenewMessage, type LifecycleState, type ListingAction,
} from './lifecycle';

/** Every allowed move, written out by hand: anything not here must be refused. */
const ALLOWED: Record<ListingAction, Partial<Record<ListingStatus, LifecycleState>>> = {
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

describe('listing lifecycle', () => {
  it('starts a new listing as a draft, or in review when submitted at once', () => {
    expect(initialStatus('save')).toBe('draft');
    expect(initialStatus('submit')).toBe('in_review');
  });

  for (const action of LISTING_ACTIONS) {
    for (const status of LISTING_STATUSES) {
      const expected = ALLOWED[action][status];
      if (expected) {
        it(`allows ${action} on a ${status} listing, leading to ${expected}`, () => {
          expect(nextStatus(status, action)).toBe(expected);
          expect(decide({ status }, action)).toEqual({ ok: true, next: expected });
        });
      } else {
        it(`refuses ${action} on a ${status} listing with a clear message`, () => {
          expect(nextStatus(status, action)).toBeNull();
          const decision = decide({ status }, action);
          expect(decision.ok).toBe(false);
          expect(!decision.ok && decision.message).toBe(refusalMessage(status, action));
        });
      }
    }
  }

  it('says what the status is and what cannot be done', () => {
    expect(refusalMessage('draft', 'renew')).toBe('This listing is a draft, so it cannot be renewed.');
    expect(refusalMessage('in_review', 'remove')).toBe('This listing is in review, so it cannot be removed.');
    expect(refusalMessage('rejected', 'publish')).toBe('This listing is rejected, so it cannot be published.');
  });

  it('follows the design: review before publishing, feedback back to the owner, renew after removal', () => {
    expect(nextStatus('draft', 'submit')).toBe('in_review');
    expect(nextStatus('in_review', 'publish')).toBe('published');
    expect(nextStatus('in_review', 'reject')).toBe('rejected');
    expect(nextStatus('rejected', 'submit')).toBe('in_review');
    expect(nextStatus('published', 'save')).toBe('in_review');
    expect(nextStatus('published', 'remove')).toBe('removed');
    expect(nextStatus('removed', 'renew')).toBe('published');
  });

  it('never publishes on an owner save, and never publishes what was not reviewed', () => {
    for (const status of LISTING_STATUSES) {
      expect(nextStatus(status, 'save')).not.toBe('published');
      expect(nextStatus(status, 'submit')).not.toBe('published');
      if (status !== 'in_review') expect(nextStatus(status, 'publish')).toBeNull();
    }
  });

  it('lets an owner renew a removed listing, unless an operator took it down', () => {
    expect(decide({ status: 'removed', removal_reason: 'sold-elsewhere' }, 'renew')).toEqual({ ok: true, next: 'published' });
    expect(decide({ status: 'removed', removal_reason: 'expired' }, 'renew')).toEqual({ ok: true, next: 'published' });
    expect(decide({ status: 'removed', removal_reason: TAKEN_DOWN_REASON }, 'renew')).toEqual({ ok: false, message: takenDownRenewMessage });
    // Taken down, it still comes back through review.
    expect(decide({ status: 'removed', removal_reason: TAKEN_DOWN_REASON }, 'submit')).toEqual({ ok: true, next: 'in_review' });
  });
});
