import { formatPrice } from '@/lib/money/price';
import type { ListingDetail } from './detail.server';

/** The title and description of a listing page, for SiteLayout and search engines. */
export function listingPageMeta(detail: ListingDetail): { title: string; description: string } {
  const what = `${detail.sizeText} ${detail.typeLabel} for ${detail.purpose === 'rent' ? 'rent' : 'sale'}`;
  const place = `${detail.area.name}, ${detail.city.name}`;
  const price = `${formatPrice(detail.price)}${detail.purpose === 'rent' ? ' a month' : ''}`;
  return {
    title: `${detail.title} · ${place}`,
    description: `${what} in ${place} for ${price}. ${detail.description}`.slice(0, 160).trimEnd(),
  };
}
