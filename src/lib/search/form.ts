/**
 * The filter form: what it sends and the rules the filter island applies while it is edited. Free of
 * schema code so the island stays small: the server turns the submitted form into the canonical
 * results address (results.server.ts), so the address rule lives in url.ts only.
 */
import { ANY } from '@/lib/listings/catalogue';
import { convertSize, sizeCap, type SizeUnitId } from '@/lib/money/units';
import { hasFilterChanged } from './changed';
import type { AreaChoice, ListingFilter } from './schema';

/** The key the form sends, so a plain results address is never mistaken for a submitted form. */
export const FORM_MARK = 'search';

/** How beds and baths travel in the form: 'Any', 'studio' or a count ('10' is 10+). */
export function roomValue(choice: ListingFilter['bed']): string {
  if (choice === ANY) return ANY;
  return choice === -1 ? 'studio' : String(choice);
}

export function roomChoice(value: string): ListingFilter['bed'] {
  if (value === 'studio') return -1;
  const n = Number(value);
  return Number.isInteger(n) && n !== 0 ? n : ANY;
}

const optionalNumber = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? null : Number(value));

/** The size range in another unit, converted and kept within that unit's cap. */
export function convertSizeRange(range: { minSize: number; maxSize: number; sizeUnit: SizeUnitId }, to: SizeUnitId) {
  const cap = sizeCap(to);
  // The old cap meant 'and larger'; it still does in the new unit.
  const maxSize = range.maxSize >= sizeCap(range.sizeUnit) ? cap : Math.min(cap, convertSize(range.maxSize, range.sizeUnit, to));
  return { sizeUnit: to, minSize: Math.min(maxSize, convertSize(range.minSize, range.sizeUnit, to)), maxSize };
}

/** Price fields: an empty box is no limit. */
export function priceOf(value: string): number | null {
  const n = optionalNumber(value);
  return n === null || n <= 0 ? null : n;
}

/**
 * Whether the new filter is worth a new search: the filter-changed comparison, plus what it leaves
 * out but that changes the address or order (place, purpose, sort). A size unit change alone is not.
 */
export function shouldSearch(before: ListingFilter, after: ListingFilter): boolean {
  const ids = (areas: readonly AreaChoice[]) => areas.map((a) => a.id).join(',');
  return (
    hasFilterChanged(before, after) ||
    before.city.id !== after.city.id ||
    ids(before.areaList) !== ids(after.areaList) ||
    before.purpose !== after.purpose ||
    before.sort !== after.sort
  );
}

/** The GET query the form sends: path parts as city/area/purpose/category, the rest as in the address. */
export function formQuery(filter: ListingFilter): URLSearchParams {
  const q = new URLSearchParams();
  q.set(FORM_MARK, '1');
  q.set('purpose', filter.purpose === 'buy' ? 'sale' : 'rent');
  q.set('city', String(filter.city.id));
  for (const area of filter.areaList) q.append('area', String(area.id));
  q.set('category', filter.category);
  if (filter.type) q.set('type', filter.type);
  for (const type of filter.multiSubTypes) q.append('subtypes', type);
  if (filter.minPrice !== null) q.set('minPrice', String(filter.minPrice));
  if (filter.maxPrice !== null) q.set('maxPrice', String(filter.maxPrice));
  q.set('unit', filter.sizeUnit);
  if (filter.minSize > 0) q.set('minSize', String(filter.minSize));
  if (filter.maxSize < sizeCap(filter.sizeUnit)) q.set('maxSize', String(filter.maxSize));
  if (filter.bed !== ANY) q.set('bed', roomValue(filter.bed));
  if (filter.bathroom !== ANY) q.set('bath', roomValue(filter.bathroom));
  if (filter.propsureVerified) q.set('verified', '1');
  if (filter.agency !== null) q.set('agency', String(filter.agency));
  for (const feature of filter.features) q.append('features', feature);
  if (filter.isViewed) q.set('viewed', '1');
  if (filter.condition) q.set('condition', filter.condition);
  q.set('sort', filter.sort);
  return q;
}
