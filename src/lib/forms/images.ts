/** Upload rules for listing and profile images (spec section 5, 'Images'). */
import { IMAGE_MAX_BYTES, MIN_IMAGES_PLOT, MIN_IMAGES_PROPERTY } from '@/lib/constants';
import type { CategoryId } from '@/lib/listings/catalogue';
import { addPropertyMessages, imageMessages } from '@/lib/messages';

/** 'Max image file size is 5 mb' for a file over 5,000,000 bytes, else undefined. */
export function imageSizeError(bytes: number): string | undefined {
  return bytes > IMAGE_MAX_BYTES ? imageMessages.tooLarge : undefined;
}

/** Plots need at least 1 image; residential and commercial properties at least 3. */
export function minimumImages(category: CategoryId): number {
  return category === 'plot' ? MIN_IMAGES_PLOT : MIN_IMAGES_PROPERTY;
}

export function imageCountError(category: CategoryId, count: number): string | undefined {
  if (count >= minimumImages(category)) return undefined;
  return addPropertyMessages.images;
}
