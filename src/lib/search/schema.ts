/**
 * The search filters (spec section 3): listings, projects and agencies, each as a zod schema whose
 * defaults are the filter a visitor starts with. Islands hold these in stores; pages parse them
 * out of the URL (see url.ts).
 */
import { z } from 'zod';
import { LISTING_SORT_IDS, PROJECT_SORT_IDS, PROJECT_SORTS } from './sorts';
import { DEFAULT_CITY, MAX_LISTING_PRICE, MAX_ROOMS, PAGE_SIZE, STUDIO_BEDS } from '@/lib/constants';
import { ANY, CATEGORY_IDS, CONDITION_IDS, DEFAULT_CATEGORY, hasRooms, propertyType } from '@/lib/listings/catalogue';
import { DEFAULT_SIZE_UNIT, SIZE_UNIT_IDS, sizeCap } from '@/lib/money/units';
import { MAX_ROW_ID, NO_SUCH_PAGE, NO_SUCH_ROW } from '@/lib/db/values';

export * from './sorts';

export const citySchema = z.object({ id: z.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW), name: z.string() });
export const areaSchema = z.object({ id: z.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW), title: z.string() });
export const agencySchema = z.object({ id: z.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW), name: z.string() });
export type CityChoice = z.infer<typeof citySchema>;
export type AreaChoice = z.infer<typeof areaSchema>;
export type AgencyChoice = z.infer<typeof agencySchema>;

export const propertyTypeIdSchema = z.string().refine((id) => propertyType(id) !== undefined, 'Unknown property type');

/** 'Any', Studio (-1, beds only) or a count where 10 stands for '10+'. */
export const bedChoiceSchema = z.union([z.literal(ANY), z.number().int().min(STUDIO_BEDS).max(MAX_ROOMS).refine((n) => n !== 0)]);
export const bathChoiceSchema = z.union([z.literal(ANY), z.number().int().min(1).max(MAX_ROOMS)]);

/** Whole rupees, no more than any listing may ask (MAX_LISTING_PRICE): an address with another is read without it. */
const price = z.number().int().nonnegative().max(MAX_LISTING_PRICE).nullable().default(null);

/**
 * The listing filter. Property types are chosen two ways: `type` is the one type picked from the
 * menus and links, `multiSubTypes` the several picked in the filter panel; a listing matches when
 * its type is in either (see selectedPropertyTypes). `agency` is an agency id.
 */
export const listingFilterSchema = z.object({
  city: citySchema.default(() => ({ id: DEFAULT_CITY.id, name: DEFAULT_CITY.name })),
  areaList: z.array(areaSchema).default(() => []),
  purpose: z.enum(['rent', 'buy']).default('rent'),
  sort: z.enum(LISTING_SORT_IDS).default('newest'),
  bed: bedChoiceSchema.default(ANY),
  bathroom: bathChoiceSchema.default(ANY),
  category: z.enum(CATEGORY_IDS).default(DEFAULT_CATEGORY),
  type: propertyTypeIdSchema.nullable().default(null),
  multiSubTypes: z.array(propertyTypeIdSchema).default(() => []),
  minPrice: price,
  maxPrice: price,
  sizeUnit: z.enum(SIZE_UNIT_IDS).default(DEFAULT_SIZE_UNIT),
  minSize: z.number().nonnegative().default(0),
  maxSize: z.number().nonnegative().default(sizeCap(DEFAULT_SIZE_UNIT)),
  propsureVerified: z.boolean().default(false),
  agency: z.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW).nullable().default(null),
  features: z.array(z.string().min(1)).default(() => []),
  isViewed: z.boolean().default(false),
  condition: z.enum(CONDITION_IDS).nullable().default(null),
  pageSize: z.number().int().min(1).max(100).default(PAGE_SIZE),
  page: z.number().int().min(1).max(MAX_ROW_ID, NO_SUCH_PAGE).default(1),
});
export type ListingFilter = z.output<typeof listingFilterSchema>;
export type ListingFilterInput = z.input<typeof listingFilterSchema>;

/**
 * The default filter, parsed once: frozen all the way down (lists and the city too) so no caller can
 * change every later default, and a plain twin of it to copy from (V8 copies a frozen object a hundred
 * times slower, and a results page makes a dozen copies).
 */
let listingDefaults: { frozen: Readonly<ListingFilter>; plain: ListingFilter } | undefined;

function defaults() {
  if (!listingDefaults) {
    const parsed = listingFilterSchema.parse({});
    for (const value of Object.values(parsed)) if (value !== null && typeof value === 'object') Object.freeze(value);
    listingDefaults = { plain: { ...parsed }, frozen: Object.freeze(parsed) };
  }
  return listingDefaults;
}

/** The default filter itself, to compare with and never to change (defaultListingFilter gives a copy). */
export function listingFilterDefaults(): Readonly<ListingFilter> {
  return defaults().frozen;
}

/**
 * A fresh default filter: Islamabad, rent, residential, 0 to 50 Marla, any beds and baths, page 1 of 30.
 * Pages build many addresses from it (navigation, breadcrumbs, cards), so the schema runs once and each
 * caller gets its own copy to change.
 */
export function defaultListingFilter(): ListingFilter {
  // A copy one level deep is a whole copy: the defaults hold empty lists and a flat city.
  const { plain } = defaults();
  return {
    ...plain,
    city: { ...plain.city },
    areaList: [...plain.areaList],
    multiSubTypes: [...plain.multiSubTypes],
    features: [...plain.features],
  };
}

/**
 * The filter without what its category does not offer: beds and baths for plots, property types of
 * another category. The form hides those fields, so an address or API query naming them (an old link,
 * a category changed by hand) searches as if they were not there instead of finding nothing.
 */
export function withinCategory(filter: ListingFilter): ListingFilter {
  const ofCategory = (id: string) => propertyType(id)?.category === filter.category;
  const rooms = hasRooms(filter.category);
  return {
    ...filter,
    bed: rooms ? filter.bed : ANY,
    bathroom: rooms ? filter.bathroom : ANY,
    type: filter.type !== null && ofCategory(filter.type) ? filter.type : null,
    multiSubTypes: filter.multiSubTypes.filter(ofCategory),
  };
}

/** The property types a listing may have to match, from both ways of choosing them. */
export function selectedPropertyTypes(filter: Pick<ListingFilter, 'type' | 'multiSubTypes'>): string[] {
  return [...new Set([...(filter.type ? [filter.type] : []), ...filter.multiSubTypes])];
}

export const projectFilterSchema = z.object({
  city: citySchema.default(() => ({ id: DEFAULT_CITY.id, name: DEFAULT_CITY.name })),
  projectName: z.object({ id: z.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW), name: z.string() }).nullable().default(null),
  sort: z
    .object({ id: z.enum(PROJECT_SORT_IDS), label: z.string() })
    .default(() => ({ ...PROJECT_SORTS[0] })),
  likedProjectIds: z.array(z.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW)).default(() => []),
});
export type ProjectFilter = z.output<typeof projectFilterSchema>;

export function defaultProjectFilter(): ProjectFilter {
  return projectFilterSchema.parse({});
}

/** Searching agencies and their listings: a chosen area and agency plus the lists offered for each. */
export const agencyFilterSchema = z.object({
  city: citySchema.default(() => ({ id: DEFAULT_CITY.id, name: DEFAULT_CITY.name })),
  area: areaSchema.nullable().default(null),
  agency: agencySchema.nullable().default(null),
  areaList: z.array(areaSchema).default(() => []),
  agencyList: z.array(agencySchema).default(() => []),
  sort: z.enum(LISTING_SORT_IDS).default('newest'),
  category: z.enum(CATEGORY_IDS).default(DEFAULT_CATEGORY),
  type: propertyTypeIdSchema.nullable().default(null),
  multiSubTypes: z.array(propertyTypeIdSchema).default(() => []),
  pageSize: z.number().int().min(1).max(100).default(PAGE_SIZE),
  page: z.number().int().min(1).max(MAX_ROW_ID, NO_SUCH_PAGE).default(1),
});
export type AgencyFilter = z.output<typeof agencyFilterSchema>;

export function defaultAgencyFilter(): AgencyFilter {
  return agencyFilterSchema.parse({});
}
