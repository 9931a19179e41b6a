/**
 * The words of a results page: its heading ('Houses for sale in DHA Phase 6, Lahore'), its
 * description for search engines and the count line. Pure, so the page and its tests agree.
 */
import { propertyType, purposeFromSearch } from '@/lib/listings/catalogue';
import { groupDigits } from '@/lib/money/numbers';
import { selectedPropertyTypes, type ListingFilter } from './schema';

const CATEGORY_NOUNS = { residential: 'Residential properties', plot: 'Plots', commercial: 'Commercial properties' } as const;

// Plural names of property types where adding an 's' is wrong or the label alone is unclear.
const TYPE_NOUNS: Record<string, string> = {
  'hotel-suites': 'Hotel Suites',
  annexe: 'Annexes',
  'residential-plot': 'Residential Plots',
  'commercial-plot': 'Commercial Plots',
  'agricultural-land': 'Agricultural Land',
  'industrial-land': 'Industrial Land',
  'commercial-land': 'Commercial Land',
  factory: 'Factories',
  plaza: 'Plazas',
};

/** 'Houses', 'Flats', 'Plots', 'Commercial properties': what the page lists. */
export function resultsNoun(filter: Pick<ListingFilter, 'category' | 'type' | 'multiSubTypes'>): string {
  const types = selectedPropertyTypes(filter);
  if (types.length === 1) {
    const label = propertyType(types[0])?.label;
    if (label) return TYPE_NOUNS[types[0]] ?? `${label}s`;
  }
  return CATEGORY_NOUNS[filter.category];
}

/** 'DHA Phase 6, Lahore', 'DHA Phase 6, Gulberg III and 1 more, Lahore' or 'Lahore'. */
export function resultsPlace(filter: Pick<ListingFilter, 'city' | 'areaList'>): string {
  const names = filter.areaList.map((a) => a.title).filter(Boolean);
  const areas = names.length <= 2 ? names.join(', ') : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
  return [areas, filter.city.name].filter(Boolean).join(', ');
}

export function resultsHeading(filter: ListingFilter): string {
  return `${resultsNoun(filter)} for ${purposeFromSearch(filter.purpose)} in ${resultsPlace(filter)}`;
}

/** The page title: the heading, and the page number past the first. */
export function resultsTitle(filter: ListingFilter): string {
  return filter.page > 1 ? `${resultsHeading(filter)} - Page ${filter.page}` : resultsHeading(filter);
}

/** '1 property', '2,345 properties', 'More than 10,000 properties'. */
export function resultsCount(total: number, capped: boolean): string {
  if (capped) return `More than ${groupDigits(total, 0)} properties`;
  return `${groupDigits(total, 0)} ${total === 1 ? 'property' : 'properties'}`;
}

export function resultsDescription(filter: ListingFilter, total: number, capped: boolean): string {
  const noun = resultsNoun(filter).toLowerCase();
  const purpose = purposeFromSearch(filter.purpose);
  const found = total === 0 ? `Search ${noun}` : `${resultsCount(total, capped)}:`;
  return `${found} ${total === 0 ? '' : `${noun} `}for ${purpose} in ${resultsPlace(filter)} on Basera, with prices in Lac and Crore, sizes, photos and verified listings.`
    .replace(/\s+/g, ' ')
    .trim();
}
