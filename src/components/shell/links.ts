/**
 * Where the shell's links point: the five main cities and the city-only results address for a
 * purpose and category. The address itself is built by the search code (listingResultsPath), so
 * the shell's links and the results page always agree.
 */
import { defaultListingFilter } from '@/lib/search/schema';
import { listingResultsPath } from '@/lib/search/url';

export type ListingPurpose = 'sale' | 'rent';
export type ListingCategory = 'residential' | 'commercial' | 'plot';

export interface MainCity {
  id: number;
  name: string;
  slug: string;
}

/** The five main cities, in the order people look for them. Islamabad is the default city. */
export const MAIN_CITIES: readonly MainCity[] = [
  { id: 1, name: 'Islamabad', slug: 'islamabad' },
  { id: 2, name: 'Lahore', slug: 'lahore' },
  { id: 3, name: 'Karachi', slug: 'karachi' },
  { id: 4, name: 'Rawalpindi', slug: 'rawalpindi' },
  { id: 5, name: 'Faisalabad', slug: 'faisalabad' },
];

export const DEFAULT_CITY: MainCity = MAIN_CITIES[0];

export const CATEGORY_LABELS: Record<ListingCategory, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  plot: 'Plot',
};

/** The shell draws the same few dozen addresses on every page: each is built once. */
const shellPaths = new Map<string, string>();

/** e.g. resultsPath('sale', 'residential') = '/sale/residential-properties-for-sale-islamabad-1' */
export function resultsPath(
  purpose: ListingPurpose,
  category: ListingCategory,
  city: Pick<MainCity, 'id' | 'name'> = DEFAULT_CITY,
): string {
  const key = `${purpose} ${category} ${city.id} ${city.name}`;
  let path = shellPaths.get(key);
  if (path === undefined) {
    path = listingResultsPath({
      ...defaultListingFilter(),
      purpose: purpose === 'sale' ? 'buy' : 'rent',
      category,
      city: { id: city.id, name: city.name },
    });
    shellPaths.set(key, path);
  }
  return path;
}
