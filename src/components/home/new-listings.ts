/**
 * Which of the newest listings the home page shows: a purpose and one of the main cities, read from the
 * home address (`/?purpose=rent&city=2`), so every choice is a plain link that works without script and
 * each is a page of its own for the page cache. Anything else in the address falls back to the defaults.
 */
import { buildHref } from '@/lib/search/navigation';
import { DEFAULT_CITY, MAIN_CITIES, type ListingPurpose, type MainCity } from '@/components/shell/links';

export interface NewListingsChoice {
  purpose: ListingPurpose;
  city: MainCity;
}

/** The section's id: its links bring the visitor back to it. */
export const NEW_LISTINGS_ID = 'new-listings';

/** How many of the newest listings the home page shows. */
export const NEW_LISTINGS_COUNT = 8;

export function newListingsChoice(params: URLSearchParams): NewListingsChoice {
  const purpose = params.get('purpose') === 'rent' ? 'rent' : 'sale';
  const city = MAIN_CITIES.find((c) => String(c.id) === params.get('city')) ?? DEFAULT_CITY;
  return { purpose, city };
}

/** The home address that shows `choice`, the defaults left out. */
export function newListingsHref(choice: NewListingsChoice): string {
  const href = buildHref('/', {
    purpose: choice.purpose === 'sale' ? null : choice.purpose,
    city: choice.city.id === DEFAULT_CITY.id ? null : choice.city.id,
  });
  return `${href}#${NEW_LISTINGS_ID}`;
}
