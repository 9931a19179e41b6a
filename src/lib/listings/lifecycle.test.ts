import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES, initialStatus, nextStatus } from './lifecycle';

describe('listing lifecycle', () => {
  it('starts a new listing as a draft, or in review when submitted at once', () => {
    expect(initialStatus('save')).toBe('draft');
    expect(initialStatus('submit')).toBe('in_review');
  });

  it('sends a submitted draft and a resubmitted rejected listing to review', () => {
    expect(nextStatus('draft', 'submit')).toBe('in_review');
    expect(nextStatus('rejected', 'submit')).toBe('in_review');
  });

  it('sends an edited published listing back to review, whether saved or submitted', () => {
    expect(nextStatus('published', 'save')).toBe('in_review');
    expect(nextStatus('published', 'submit')).toBe('in_review');
  });

  it('keeps drafts, rejected and removed listings where they are on a plain save', () => {
    expect(nextStatus('draft', 'save')).toBe('draft');
    expect(nextStatus('rejected', 'save')).toBe('rejected');
    expect(nextStatus('removed', 'save')).toBe('removed');
    expect(nextStatus('in_review', 'save')).toBe('in_review');
  });

  it('never publishes on an owner action', () => {
    for (const status of LISTING_STATUSES) {
      expect(nextStatus(status, 'save')).not.toBe('published');
      expect(nextStatus(status, 'submit')).not.toBe('published');
    }
  });
});
