/**
 * Listing results addresses, built from a filter and parsed back into one:
 *
 *   /{sale|rent}/{category}-properties-for-{sale|rent}-{area title}-{city name}-{cityId}-{areaId}
 *   /{sale|rent}/{category}-properties-for-{sale|rent}-{city name}-{cityId}
 *
 * e.g. /sale/residential-properties-for-sale-dha-phase-6-lahore-2-123. Two trailing numbers are the
 * city and the area, one is the city alone; the titles before them are for people and search
 * engines and are not read back (area titles may contain digits and hyphens). Everything else the
 * filter holds goes in the query string, left out when it is the default.
 *
 * Parsing gives ids without names; fetch the names and add them with withPlaceNames().
 */
import { ANY, isCategoryId, propertyType, purposeFromSearch, searchPurposeOf, type Purpose } from '@/lib/listings/catalogue';
import { isSizeUnitId, sizeCap } from '@/lib/money/units';
import { slugify } from '@/lib/text/slug';
import { rowId } from '@/lib/db/values';
import { buildHref, type QueryValue } from './navigation';
import {
  defaultListingFilter,
  listingFilterDefaults,
  listingFilterSchema,
  withinCategory,
  type AreaChoice,
  type CityChoice,
  type ListingFilter,
} from './schema';

const SEGMENT = /^(residential|commercial|plot)-properties-for-(sale|rent)-(?:(.+?)-)??(\d+)(?:-(\d+))?$/;

/** The path part of a results address. The first chosen area goes in the path, others in `areas`. */
export function listingResultsPath(filter: ListingFilter): string {
  const purpose = purposeFromSearch(filter.purpose);
  const area = filter.areaList[0];
  let location = [area ? slugify(area.title) : '', slugify(filter.city.name)].filter(Boolean).join('-');
  // Without an area, a name ending in a number ('Sector 5') would read as a city id followed by an
  // area id, so trailing numbers are dropped from the words; they are never read back anyway.
  if (!area) location = location.replace(/(^|-)\d+(-\d+)*$/, '');
  const ids = area ? `${filter.city.id}-${area.id}` : `${filter.city.id}`;
  return `/${purpose}/${filter.category}-properties-for-${purpose}-${location ? `${location}-` : ''}${ids}`;
}

/** The query values of a filter that the path does not carry, defaults left out. */
export function listingResultsQuery(filter: ListingFilter): Record<string, QueryValue> {
  const d = listingFilterDefaults();
  const room = (value: ListingFilter['bed']) => (value === ANY ? null : value === -1 ? 'studio' : value);
  const unlessDefault = <K extends keyof ListingFilter>(key: K) => (filter[key] === d[key] ? null : (filter[key] as QueryValue));
  return {
    areas: filter.areaList.slice(1).map((a) => a.id),
    sort: unlessDefault('sort'),
    bed: room(filter.bed),
    bath: room(filter.bathroom),
    type: filter.type,
    subtypes: filter.multiSubTypes,
    minPrice: filter.minPrice,
    maxPrice: filter.maxPrice,
    unit: unlessDefault('sizeUnit'),
    minSize: unlessDefault('minSize'),
    // The unit's cap means 'no upper limit', whatever the unit: left out, as the form leaves it out.
    maxSize: filter.maxSize === sizeCap(filter.sizeUnit) ? null : filter.maxSize,
    verified: filter.propsureVerified,
    agency: filter.agency,
    features: filter.features,
    viewed: filter.isViewed,
    condition: filter.condition,
    pageSize: unlessDefault('pageSize'),
    page: unlessDefault('page'),
  };
}

/** The full results address of a filter. `resetPage` sends the visitor back to page 1. */
export function listingResultsHref(filter: ListingFilter, { resetPage = false } = {}): string {
  const query = listingResultsQuery(resetPage ? { ...filter, page: 1 } : filter);
  return buildHref(listingResultsPath(filter), query);
}

export interface ListingPathParts {
  purpose: Purpose;
  category: ListingFilter['category'];
  cityId: number;
  areaId: number | null;
  /** The words before the ids, for checking the address is the canonical one. */
  locationSlug: string;
}

/** Reads a results path, or null when it is not one. */
export function parseListingPath(pathname: string): ListingPathParts | null {
  const match = /^\/(sale|rent)\/([^/?#]+)\/?$/.exec(pathname);
  if (!match) return null;
  const [, pathPurpose, segment] = match;
  const parts = SEGMENT.exec(segment);
  if (!parts || parts[2] !== pathPurpose || !isCategoryId(parts[1])) return null;
  const [, category, , slug = '', first, second] = parts;
  const cityId = rowId(first);
  const areaId = second === undefined ? null : rowId(second);
  if (cityId === null || (second !== undefined && areaId === null)) return null;
  return { purpose: pathPurpose as Purpose, category, cityId, areaId, locationSlug: slug };
}

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((x) => rowId(x.trim()))
    .filter((n): n is number => n !== null);
const words = (value: string | null) => (value ?? '').split(',').map((x) => x.trim()).filter(Boolean);
const num = (value: string | null) => (value === null || value.trim() === '' ? undefined : Number(value));

/** Keeps a query value only if the filter schema accepts it; a bad value falls back to the default. */
function field<K extends keyof ListingFilter>(key: K, value: unknown): ListingFilter[K] | undefined {
  if (value === undefined) return undefined;
  const result = listingFilterSchema.shape[key].safeParse(value);
  return result.success ? (result.data as ListingFilter[K]) : undefined;
}

/**
 * The filter a results address stands for, or null when the path is not a results path. City and
 * area names are left empty (see withPlaceNames); unknown or malformed query values are ignored.
 */
export function parseListingUrl(url: URL | string): ListingFilter | null {
  const address = typeof url === 'string' ? new URL(url, 'http://basera.invalid') : url;
  const path = parseListingPath(address.pathname);
  if (!path) return null;
  const q = address.searchParams;
  const room = (value: string | null) => (value === 'studio' ? -1 : num(value));
  const filter = defaultListingFilter();
  const areaIds = [...(path.areaId ? [path.areaId] : []), ...(path.areaId ? ids(q.get('areas')) : [])];
  const parsed: Partial<ListingFilter> = {
    city: { id: path.cityId, name: '' },
    areaList: [...new Set(areaIds)].map((id) => ({ id, title: '' })),
    purpose: searchPurposeOf(path.purpose),
    category: path.category,
    sort: field('sort', q.get('sort') ?? undefined),
    bed: field('bed', room(q.get('bed'))),
    bathroom: field('bathroom', num(q.get('bath'))),
    type: field('type', q.get('type') ?? undefined),
    multiSubTypes: words(q.get('subtypes')).filter((id) => propertyType(id)),
    minPrice: field('minPrice', num(q.get('minPrice'))),
    maxPrice: field('maxPrice', num(q.get('maxPrice'))),
    sizeUnit: isSizeUnitId(q.get('unit')) ? (q.get('unit') as ListingFilter['sizeUnit']) : undefined,
    minSize: field('minSize', num(q.get('minSize'))),
    maxSize: field('maxSize', num(q.get('maxSize'))),
    propsureVerified: q.get('verified') === '1' ? true : undefined,
    agency: field('agency', num(q.get('agency'))),
    features: words(q.get('features')),
    isViewed: q.get('viewed') === '1' ? true : undefined,
    condition: field('condition', q.get('condition') ?? undefined),
    pageSize: field('pageSize', num(q.get('pageSize'))),
    page: field('page', num(q.get('page'))),
  };
  for (const [key, value] of Object.entries(parsed)) {
    if (value !== undefined) (filter as Record<string, unknown>)[key] = value;
  }
  // No maximum in the address is no upper limit in its own unit (the default is the default unit's cap:
  // 50, which in square feet would be a limit indeed).
  if (parsed.maxSize === undefined) filter.maxSize = sizeCap(filter.sizeUnit);
  return withinCategory(filter);
}

/** Fills in the city and area names looked up for a parsed filter; unknown ones stay as they are. */
export function withPlaceNames(
  filter: ListingFilter,
  places: { city?: CityChoice | null; areas?: readonly AreaChoice[] },
): ListingFilter {
  const city = places.city && places.city.id === filter.city.id ? { ...places.city } : filter.city;
  const areaList = filter.areaList.map((area) => {
    const known = places.areas?.find((a) => a.id === area.id);
    return known ? { ...known } : area;
  });
  return { ...filter, city, areaList };
}
