import { describe, expect, it } from 'vitest';
import { createRandom, mixSeed } from './random';

describe('demo random source', () => {
  it('repeats itself for the same seed and differs for another', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int() inside its bounds and reaches both ends', () => {
    const r = createRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(r.int(3, 6));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('gives each listing index its own seed', () => {
    expect(mixSeed(7, 1)).not.toBe(mixSeed(7, 2));
    expect(mixSeed(7, 1)).toBe(mixSeed(7, 1));
  });
});
