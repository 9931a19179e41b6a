/**
 * The filter form: what it sends and the rules the filter island applies while it is edited. Free of
 * schema code so the island stays small: the server turns the submitted form into the canonical
 * results address (results.server.ts), so the address rule lives in url.ts only.
 */
import { ANY } from '@/lib/listings/catalogue';
import { rangeError } from '@/lib/forms/rules';
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

/** A size box's text: empty while its bound sets no limit (nothing for the minimum, the unit's cap for the maximum). */
export function sizeBoundText(value: number, side: 'min' | 'max', cap: number): string {
  return value === (side === 'min' ? 0 : cap) ? '' : String(value);
}

/** The bound a size box's text sets: an empty box is no limit; a number is kept within 0 and the unit's cap. */
export function sizeBoundOf(text: string, side: 'min' | 'max', cap: number): number {
  const n = optionalNumber(text);
  if (n === null) return side === 'min' ? 0 : cap;
  return Math.min(cap, Math.max(0, n));
}

/** Price fields: an empty box is no limit. */
export function priceOf(value: string): number | null {
  const n = optionalNumber(value);
  return n === null || n <= 0 ? null : n;
}

/** Which bound of each range was changed last: the message of a pair the wrong way round is about it. */
export interface RangeEdits {
  price: 'min' | 'max';
  size: 'min' | 'max';
}

/** Before any edit (an address as shared), a range the wrong way round is the maximum's fault. */
export const UNEDITED_RANGES: RangeEdits = { price: 'max', size: 'max' };

/** The bounds a change to the filter touched: one bound alone is an edit of it; both at once (a unit or purpose change) is not. */
export function rangeEdited(edits: RangeEdits, patch: Partial<ListingFilter>): RangeEdits {
  const side = (min: keyof ListingFilter, max: keyof ListingFilter, was: 'min' | 'max') =>
    min in patch && !(max in patch) ? 'min' : max in patch && !(min in patch) ? 'max' : was;
  const price = side('minPrice', 'maxPrice', edits.price);
  const size = side('minSize', 'maxSize', edits.size);
  return price === edits.price && size === edits.size ? edits : { price, size };
}

/**
 * The price and size ranges' messages ('Maximum should be greater than minimum' or 'Minimum should be
 * less than maximum', on the bound changed last), or nothing for a range that makes sense. The island
 * holds the search while there is one: no listing is both above and below a price.
 */
export function rangeProblems(filter: ListingFilter, edits: RangeEdits = UNEDITED_RANGES): { price?: string; size?: string } {
  const price = rangeError(filter.minPrice, filter.maxPrice, edits.price);
  const size = rangeError(filter.minSize, filter.maxSize, edits.size);
  return { ...(price ? { price } : {}), ...(size ? { size } : {}) };
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
