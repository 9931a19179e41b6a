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

/**
 * The indexed lookup of near hashes (docs/decisions/050): a hash is cut into PHASH_BANDS bands of
 * 16 bits, each kept in its own indexed column. Two hashes at most DUPLICATE_MAX_DISTANCE bits
 * apart differ in at most BAND_RADIUS bits in at least one band (pigeonhole), so asking for every
 * band value within BAND_RADIUS bits of the picture's own finds every near duplicate; the exact
 * distance is then checked on the few rows found.
 */
export const PHASH_BANDS = 4;
export const BAND_RADIUS = Math.floor(DUPLICATE_MAX_DISTANCE / PHASH_BANDS);

export interface PhashBands {
  phash_b0: number | null;
  phash_b1: number | null;
  phash_b2: number | null;
  phash_b3: number | null;
}

/** The band columns of a hash (all null for no hash or one that is not 16 hex digits). */
export function phashBands(phash: string | null): PhashBands {
  const ok = phash !== null && /^[0-9a-f]{16}$/.test(phash);
  const band = (i: number) => (ok ? parseInt(phash.slice(i * 4, i * 4 + 4), 16) : null);
  return { phash_b0: band(0), phash_b1: band(1), phash_b2: band(2), phash_b3: band(3) };
}

/** Every 16-bit value within `radius` bits of `value` (1 + 16 + 120 = 137 for radius 2). */
export function nearBandValues(value: number, radius = BAND_RADIUS): number[] {
  const out = new Set<number>([value]);
  let frontier = [value];
  for (let r = 0; r < radius; r++) {
    const next: number[] = [];
    for (const v of frontier) {
      for (let bit = 0; bit < 16; bit++) {
        const flipped = v ^ (1 << bit);
        if (!out.has(flipped)) {
          out.add(flipped);
          next.push(flipped);
        }
      }
    }
    frontier = next;
  }
  return [...out].sort((a, b) => a - b);
}
