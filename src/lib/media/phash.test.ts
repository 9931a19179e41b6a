import { describe, expect, it } from 'vitest';
import { DUPLICATE_MAX_DISTANCE, differenceHash, hammingDistance, looksAlike, nearBandValues, phashBands } from './phash';

const ramp = (reverse: boolean) => Uint8Array.from({ length: 72 }, (_, i) => (reverse ? 255 - (i % 9) * 20 : (i % 9) * 20));

describe('perceptual hashes', () => {
  it('sets a bit where the left neighbour is brighter', () => {
    expect(differenceHash(ramp(false))).toBe('0000000000000000');
    expect(differenceHash(ramp(true))).toBe('ffffffffffffffff');
  });

  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('00000000000000f0', '0000000000000010')).toBe(3);
    expect(hammingDistance('abc', 'abcd')).toBe(Infinity);
    expect(looksAlike('0000000000000000', '00000000000000ff')).toBe(true);
    expect(looksAlike('0000000000000000', '00000000000001ff')).toBe(false);
  });

  it('refuses a grid of the wrong size', () => {
    expect(() => differenceHash(new Uint8Array(64))).toThrow(RangeError);
  });

  it('cuts a hash into four 16-bit bands, and nothing for a missing or odd hash', () => {
    expect(phashBands('0001ffff8000abcd')).toEqual({ phash_b0: 1, phash_b1: 0xffff, phash_b2: 0x8000, phash_b3: 0xabcd });
    expect(phashBands(null)).toEqual({ phash_b0: null, phash_b1: null, phash_b2: null, phash_b3: null });
    expect(phashBands('abc').phash_b0).toBeNull();
  });

  it('lists the band values within two bits', () => {
    const near = nearBandValues(0);
    expect(near).toHaveLength(1 + 16 + 120);
    expect(near.every((v) => hammingDistance(v.toString(16).padStart(4, '0'), '0000') <= 2)).toBe(true);
  });

  it('finds through some band every hash within the duplicate distance (any spread of the changed bits)', () => {
    const hex = (bits: bigint) => bits.toString(16).padStart(16, '0');
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 2000; n++) {
      const a = BigInt(Math.floor(random() * 2 ** 32)) * 2n ** 32n + BigInt(Math.floor(random() * 2 ** 32));
      let b = a;
      const flips = 1 + Math.floor(random() * DUPLICATE_MAX_DISTANCE);
      while (hammingDistance(hex(a), hex(b)) < flips) b ^= 1n << BigInt(Math.floor(random() * 64));
      const [ba, bb] = [phashBands(hex(a)), phashBands(hex(b))];
      const keys = ['phash_b0', 'phash_b1', 'phash_b2', 'phash_b3'] as const;
      expect(keys.some((k) => nearBandValues(ba[k]!).includes(bb[k]!))).toBe(true);
    }
  });
});
