/**
 * Which stored picture a page shows. Uploaded pictures (keys under 'listings/') have a copy with
 * the site's mark in every width; public listing pages show that one, while the owner's wizard and
 * the moderation console show the clean picture. Demo and project pictures are the site's own
 * drawings and have no marked copy. Pure: pages, islands and server code share it.
 */

/** Uploaded pictures live in 'listings/<uuid>/…'; the row's key is '<folder>/original.webp'. */
export const UPLOAD_FOLDER = 'listings';
/** 'listings/' and a UUID: how long every upload's folder name is. */
export const UPLOAD_FOLDER_LENGTH = UPLOAD_FOLDER.length + 1 + 36;

/** The watermarked copy of a stored image: '…/original.webp' -> '…/watermarked/original.webp'. */
export function watermarkedKey(storageKey: string): string {
  return storageKey.replace(/original\.webp$/, 'watermarked/original.webp');
}

/** Whether the pipeline wrote marked copies for this key (see images.server.ts). */
export function hasWatermarkedCopies(storageKey: string): boolean {
  return storageKey.startsWith(`${UPLOAD_FOLDER}/`) && storageKey.endsWith('/original.webp');
}

/** The key public listing pages use: the marked copy where there is one. */
export function publicKey(storageKey: string): string {
  return hasWatermarkedCopies(storageKey) ? watermarkedKey(storageKey) : storageKey;
}
