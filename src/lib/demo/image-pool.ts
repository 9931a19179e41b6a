/**
 * The demo image pool: about 120 pictures, written once under DATA_DIR/media/demo/ and shared by
 * every demo listing, so a million listings do not mean a million files. Keys name the 'original'
 * size like uploaded images do; the files are the 840 and 400 wide variants (see text/images.ts).
 */
export const IMAGE_KINDS = ['house', 'interior', 'plot', 'commercial', 'apartment'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const POOL_SIZES: Readonly<Record<ImageKind, number>> = {
  house: 36,
  interior: 34,
  plot: 16,
  commercial: 20,
  apartment: 16,
};

export const POOL_WIDTHS = [840, 400] as const;
export const POOL_HEIGHT_RATIO = 0.625;

export function poolKey(kind: ImageKind, index: number): string {
  return `demo/${kind}-${String(index + 1).padStart(3, '0')}/original.webp`;
}

export function poolKeys(kind: ImageKind): string[] {
  return Array.from({ length: POOL_SIZES[kind] }, (_, i) => poolKey(kind, i));
}

/** The stored file of one size of a pool image. */
export function poolFile(key: string, width: number): string {
  return key.replace('original', String(width));
}
