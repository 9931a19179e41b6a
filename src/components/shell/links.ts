/**
 * Where the shell's links point. Listing results URLs are owned by the search code; until it exists
 * the shell builds the city-only form here, in one place, so swapping it later is a one-file change.
 */
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

/** `/{sale|rent}/{category}-properties-{for-sale|for-rent}-{city-slug}-{cityId}` */
export function resultsPath(
  purpose: ListingPurpose,
  category: ListingCategory,
  city: Pick<MainCity, 'id' | 'slug'> = DEFAULT_CITY,
): string {
  const purposeWords = purpose === 'sale' ? 'for-sale' : 'for-rent';
  return `/${purpose}/${category}-properties-${purposeWords}-${city.slug}-${city.id}`;
}

/** Turns a results slug back into words for a heading: 'residential-properties-for-sale-islamabad-1'. */
export function describeResultsSlug(slug: string): string | null {
  const match = /^(residential|commercial|plot)-properties-for-(sale|rent)-([a-z0-9-]+?)(?:-\d+)+$/.exec(slug);
  if (!match) return null;
  const [, category, purpose, place] = match;
  const placeName = place
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
  const noun = category === 'plot' ? 'Plots' : `${CATEGORY_LABELS[category as ListingCategory]} properties`;
  return `${noun} for ${purpose} in ${placeName}`;
}
