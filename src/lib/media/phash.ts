/**
 * Perceptual hashes for spotting the same photo on two listings. A 64-bit difference hash (dHash):
 * the picture shrunk to 9 x 8 grey pixels, one bit per pair of neighbours (is the left one
 * brighter?). Re-encoding, resizing and light edits change few bits; a different photo changes
 * about half. Pure: the server computes the grey pixels with sharp.
 */
export const HASH_WIDTH = 9;
export const HASH_HEIGHT = 8;

/**
 * Two hashes at most this many bits apart (of 64) are 'possibly the same photo'. Re-encoded,
 * resized, brightened or watermarked copies measured 0 to 1 bits and a 5% crop 4; see
 * docs/decisions/041-image-pipeline.md. The flag is a hint to the person, never a block.
 */
export const DUPLICATE_MAX_DISTANCE = 8;

/** The dHash of 9 x 8 grey pixels (row by row), as 16 hex digits. */
export function differenceHash(grey: Uint8Array): string {
  if (grey.length !== HASH_WIDTH * HASH_HEIGHT) throw new RangeError(`Expected ${HASH_WIDTH * HASH_HEIGHT} grey pixels`);
  let hex = '';
  let nibble = 0;
  let bit = 0;
  for (let y = 0; y < HASH_HEIGHT; y++) {
    for (let x = 0; x < HASH_WIDTH - 1; x++) {
      nibble = (nibble << 1) | (grey[y * HASH_WIDTH + x] > grey[y * HASH_WIDTH + x + 1] ? 1 : 0);
      if (++bit % 4 === 0) {
        hex += nibble.toString(16);
        nibble = 0;
      }
    }
  }
  return hex;
}

const POPCOUNT = Array.from({ length: 16 }, (_, n) => (n & 1) + ((n >> 1) & 1) + ((n >> 2) & 1) + ((n >> 3) & 1));

/** How many of the 64 bits differ between two hex hashes; Infinity when they are not comparable. */
export function hammingDistance(a: string, b: string): number {
  if (a.length !== b.length || !/^[0-9a-f]+$/.test(a) || !/^[0-9a-f]+$/.test(b)) return Infinity;
  let distance = 0;
  for (let i = 0; i < a.length; i++) distance += POPCOUNT[parseInt(a[i], 16) ^ parseInt(b[i], 16)];
  return distance;
}

export function looksAlike(a: string, b: string, maxDistance = DUPLICATE_MAX_DISTANCE): boolean {
  return hammingDistance(a, b) <= maxDistance;
}
