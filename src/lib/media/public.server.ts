import { settings } from '@/lib/config/settings.server';
import { listingImageSrc, type LISTING_IMAGE_WIDTHS } from '@/lib/listings/rules';
import { publicKey } from './keys';

/**
 * The address of a listing picture on a public page (detail gallery, result and nearby cards,
 * guides): the watermarked copy, from MEDIA_PUBLIC_URL when set (a CDN or the bucket's public
 * address), else from this server's /media route.
 */
export function publicImageSrc(storageKey: string, width: (typeof LISTING_IMAGE_WIDTHS)[number] = 840): string {
  return listingImageSrc(publicKey(storageKey), width, settings().MEDIA_PUBLIC_URL);
}
