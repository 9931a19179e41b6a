import { describe, expect, it } from 'vitest';
import { differenceHash, hammingDistance, looksAlike } from './phash';

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
});
