import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded';

describe('BoundedCache', () => {
  it('answers for a kept value until it expires, then no more', () => {
    let now = 1_000;
    const kept = new BoundedCache<string>(10, () => now);
    kept.set('token', 'demo@basera.pk', 5_000);
    expect(kept.get('token')).toBe('demo@basera.pk');
    now = 4_999;
    expect(kept.get('token')).toBeDefined();
    now = 5_000;
    expect(kept.get('token')).toBeUndefined();
    expect(kept.get('other')).toBeUndefined();
  });

  it('keeps at most its limit, the one set longest ago going first', () => {
    const kept = new BoundedCache<number>(2, () => 0);
    kept.set('a', 1, 10);
    kept.set('b', 2, 10);
    kept.set('c', 3, 10);
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toBe(2);
    expect(kept.get('c')).toBe(3);
    // Setting a key again makes it the newest.
    kept.set('b', 4, 10);
    kept.set('d', 5, 10);
    expect(kept.get('c')).toBeUndefined();
    expect(kept.get('b')).toBe(4);
  });

  it('forgets a key, or everything, when told to', () => {
    const kept = new BoundedCache<number>(5);
    kept.set('a', 1, Infinity);
    kept.set('b', 2, Infinity);
    kept.delete('a');
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toBe(2);
    kept.clear();
    expect(kept.get('b')).toBeUndefined();
  });
});
