import { describe, expect, it } from 'vitest';
import { auditLines } from './audit-text';

describe('auditLines', () => {
  it('says each value of a state in words, one line a value', () => {
    expect(auditLines({ status: 'in_review', expiresAt: '2026-12-25T08:30:00.000Z' })).toEqual([
      { label: 'Status', text: 'in review' },
      { label: 'Expires at', text: '25th Dec 2026 08:30 UTC' },
    ]);
    expect(auditLines({ verified: true, reportsClosed: 3, reason: null })).toEqual([
      { label: 'Verified', text: 'yes' },
      { label: 'Reports closed', text: '3' },
      { label: 'Reason', text: '—' },
    ]);
  });

  it('lists what a rejection sent back, item by item', () => {
    const feedback = [
      { kind: 'title', status: 'IMPROVE', message: 'Say the size in the title' },
      { kind: 'images', status: 'REJECTED', message: 'Blurred' },
    ];
    expect(auditLines({ status: 'rejected', feedback, images: [] })).toEqual([
      { label: 'Status', text: 'rejected' },
      { label: 'Feedback', text: 'kind title, status IMPROVE, message Say the size in the title; kind images, status REJECTED, message Blurred' },
      { label: 'Images', text: 'none' },
    ]);
  });

  it('shows nothing for an action that kept no state', () => {
    expect(auditLines(null)).toEqual([]);
    expect(auditLines(undefined)).toEqual([]);
  });
});
