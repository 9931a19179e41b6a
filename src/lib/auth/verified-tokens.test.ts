import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  it('answers for a kept token until it expires, then no more', () => {
    let now = 1_000;
    const kept = new VerifiedTokens<{ expiresAt: number; email: string }>(10, () => now);
    kept.set('token', { expiresAt: 5_000, email: 'demo@basera.pk' });
    expect(kept.get('token')?.email).toBe('demo@basera.pk');
    now = 4_999;
    expect(kept.get('token')).toBeDefined();
    now = 5_000;
    expect(kept.get('token')).toBeUndefined();
    expect(kept.get('other')).toBeUndefined();
  });

  it('keeps at most its limit, the oldest going first', () => {
    const kept = new VerifiedTokens<{ expiresAt: number }>(2, () => 0);
    kept.set('a', { expiresAt: 10 });
    kept.set('b', { expiresAt: 10 });
    kept.set('c', { expiresAt: 10 });
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toBeDefined();
    expect(kept.get('c')).toBeDefined();
  });
});
