/**
 * What a listing's page says once the listing has left the market (docs/decisions/099-gone-listings.md).
 * The answer stays a 404, as for any listing that is not published; but someone who follows an old link
 * (shared on WhatsApp, kept in a browser's history) learns that the home was sold or let, and is offered
 * the same kind of property in the same area. A listing Basera took down, or one never published, gets the
 * plain 404 page: it says nothing about them.
 */
import { TAKEN_DOWN_REASON } from './lifecycle';
import { REMOVAL_REASONS } from './manage';
import { searchPurposeOf, type CategoryId } from './catalogue';
import { defaultListingFilter, type ListingFilter } from '@/lib/search/schema';
import { resultsHeading } from '@/lib/search/headings';
import { listingResultsHref } from '@/lib/search/url';

export type GoneKind = 'sold' | 'rented' | 'off-market';

/** A listing no longer on the market, as its page still shows it. */
export interface GoneListing {
  kind: GoneKind;
  title: string;
  purpose: 'sale' | 'rent';
  category: CategoryId;
  type: string;
  city: { id: number; name: string };
  area: { id: number; name: string };
}

export const goneHeadings: Record<GoneKind, string> = {
  sold: 'This property has been sold',
  rented: 'This property has been rented out',
  'off-market': 'This property is no longer on the market',
};

/** The same, short, beside a liked listing that has gone. */
export const goneLabels: Record<GoneKind, string> = {
  sold: 'Sold',
  rented: 'Rented out',
  'off-market': 'Off the market',
};

/**
 * Whether a listing a visitor cannot see has left the market, and how; null when its page should say
 * nothing of it (never published, in review, or taken down by Basera).
 */
export function goneKind(listing: { status: string; removal_reason: string | null; published_at: string | null }): GoneKind | null {
  if (listing.status !== 'removed' || listing.published_at === null || listing.removal_reason === TAKEN_DOWN_REASON) return null;
  const reason = REMOVAL_REASONS.find((r) => r.id === listing.removal_reason);
  if (!reason?.sold) return 'off-market';
  return reason.purpose === 'rent' ? 'rented' : 'sold';
}

/** A listing's row, with its place, as a gone listing; null when nothing should be said of it (goneKind). */
export function goneListing(row: {
  status: string;
  removal_reason: string | null;
  published_at: string | null;
  title: string;
  purpose: 'sale' | 'rent';
  category: string;
  type: string;
  city_id: number;
  city_name: string;
  area_id: number;
  area_name: string;
}): GoneListing | null {
  const kind = goneKind(row);
  if (kind === null) return null;
  return {
    kind,
    title: row.title,
    purpose: row.purpose,
    category: row.category as CategoryId,
    type: row.type,
    city: { id: row.city_id, name: row.city_name },
    area: { id: row.area_id, name: row.area_name },
  };
}

/** The searches a gone listing's page offers, nearest first: its type in its area, then its category in its city. */
export function goneSearches(gone: GoneListing): { label: string; href: string }[] {
  const city: ListingFilter = {
    ...defaultListingFilter(),
    purpose: searchPurposeOf(gone.purpose),
    category: gone.category,
    city: gone.city,
  };
  const area: ListingFilter = { ...city, type: gone.type, areaList: [{ id: gone.area.id, title: gone.area.name }] };
  return [area, city].map((filter) => ({ label: resultsHeading(filter), href: listingResultsHref(filter) }));
}
