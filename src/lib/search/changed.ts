/**
 * Whether a listing filter has changed enough to search again. The specification names the fields
 * compared, in its own words; this is how they map onto ListingFilter:
 *
 *   propertyCategory   -> category
 *   condition          -> condition
 *   propSureVerified   -> propsureVerified
 *   viewedProperty     -> isViewed
 *   price (first, last)      -> minPrice, maxPrice
 *   area.value (first, last) -> minSize, maxSize
 *   bedrooms           -> bed
 *   bathrooms          -> bathroom
 *   propertyType       -> type and multiSubTypes (the two ways of choosing property types)
 *   features           -> features
 *   agency             -> agency
 *
 * Nothing else counts: city, areas, purpose, sort, size unit and paging are not compared.
 * Lists compare as sets, so choosing the same features in another order is no change.
 */
import type { ListingFilter } from './schema';

export const FILTER_CHANGE_FIELDS = {
  propertyCategory: ['category'],
  condition: ['condition'],
  propSureVerified: ['propsureVerified'],
  viewedProperty: ['isViewed'],
  price: ['minPrice', 'maxPrice'],
  'area.value': ['minSize', 'maxSize'],
  bedrooms: ['bed'],
  bathrooms: ['bathroom'],
  propertyType: ['type', 'multiSubTypes'],
  features: ['features'],
  agency: ['agency'],
} as const satisfies Record<string, readonly (keyof ListingFilter)[]>;

export type FilterChangeField = keyof typeof FILTER_CHANGE_FIELDS;

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    const sortedA = a.map(String).sort();
    const sortedB = b.map(String).sort();
    return sortedA.every((x, i) => x === sortedB[i]);
  }
  return a === b;
}

/** The specification's names of the fields that differ, in its order. */
export function changedFilterFields(before: ListingFilter, after: ListingFilter): FilterChangeField[] {
  return (Object.keys(FILTER_CHANGE_FIELDS) as FilterChangeField[]).filter((name) =>
    FILTER_CHANGE_FIELDS[name].some((field) => !same(before[field], after[field])),
  );
}

export function hasFilterChanged(before: ListingFilter, after: ListingFilter): boolean {
  return changedFilterFields(before, after).length > 0;
}
