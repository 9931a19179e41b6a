/**
 * What the wizard can tell about a picked file before sending it, in the image service's own words, so
 * a wrong file costs no upload on a slow connection. The service checks again, by the bytes.
 */
import { IMAGE_MAX_BYTES } from '@/lib/constants';
import { imageMessages } from '@/lib/messages';
import { NOT_AN_IMAGE } from '../auth/profile/image-check';

/** The types the file picker offers: what the service takes (HEIC where it can read it). */
export const LISTING_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;

/**
 * Why a file is not a picture we take, or null. A file the browser gives no type goes on (some phones'
 * pickers leave it blank): the service decides.
 */
export function typeProblem(file: { type: string }): string | null {
  return file.type === '' || (LISTING_IMAGE_TYPES as readonly string[]).includes(file.type) ? null : NOT_AN_IMAGE;
}

/** The spec's 5 MB limit, held against what is sent (the compressed picture). */
export function sizeProblem(blob: { size: number }): string | null {
  return blob.size > IMAGE_MAX_BYTES ? imageMessages.tooLarge : null;
}
