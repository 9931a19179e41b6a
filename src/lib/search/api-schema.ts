/**
 * The query of GET /api/search/listings: the listing filter as flat query values, named as in the
 * results address (url.ts) plus cityId, purpose, areaId[] and category, which the address carries
 * in its path. Unlike the address, which forgives a bad value, the API refuses it with a 400.
 */
import { z } from 'zod';
import { ANY, CATEGORY_IDS, CONDITION_IDS, findFeature, parsePurpose, searchPurposeOf } from '@/lib/listings/catalogue';
import { SIZE_UNIT_IDS, sizeCap } from '@/lib/money/units';
import { MAX_LISTING_PRICE, MAX_ROOMS, PAGE_SIZE } from '@/lib/constants';
import { LISTING_SORT_IDS, listingFilterSchema, propertyTypeIdSchema, withinCategory, type ListingFilter } from './schema';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

/** A list given as repeated keys (areaId[]=1&areaId[]=2) or comma-separated (areaId=1,2). */
function list<T extends z.ZodTypeAny>(item: T) {
  return z
    .preprocess((value) => {
      if (value === undefined || value === '') return [];
      const values = Array.isArray(value) ? value : [value];
      return values.flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
    }, z.array(item))
    .default([]);
}

const id = z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW);

/** Ids as a list: cityIds[]=1&cityIds[]=2, cityIds=1,2 or a single value. */
export const idList = list(id);
const amount = z.coerce.number().nonnegative().finite();
/** A price in a search: whole rupees, no more than any listing may ask. */
const price = z.coerce.number().int('Price must be in whole rupees').nonnegative().max(MAX_LISTING_PRICE, 'No listing asks more than 10 Arab');
const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .default('0');
const room = (studio: boolean) =>
  z
    .string()
    .transform((value, ctx) => {
      if (value === '' || value === ANY || value.toLowerCase() === 'any') return ANY;
      if (studio && value.toLowerCase() === 'studio') return -1;
      const n = Number(value.replace(/\+$/, ''));
      if (!Number.isInteger(n) || n < 1 || n > MAX_ROOMS) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `Use Any,${studio ? ' studio,' : ''} 1 to 9 or 10` });
        return z.NEVER;
      }
      return n;
    })
    .default(ANY);

export const listingSearchQuerySchema = z
  .object({
    cityId: id,
    purpose: z
      .string()
      .refine((v) => parsePurpose(v) !== null, 'Use sale (or buy) or rent')
      .transform((v) => searchPurposeOf(parsePurpose(v)!)),
    areaId: list(id),
    category: z.enum(CATEGORY_IDS).default('residential'),
    type: propertyTypeIdSchema.optional(),
    subtypes: list(propertyTypeIdSchema),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    unit: z.enum(SIZE_UNIT_IDS).default('marla'),
    minSize: amount.optional(),
    maxSize: amount.optional(),
    bed: room(true),
    bath: room(false),
    verified: flag,
    agency: id.optional(),
    features: list(z.string().refine((f) => findFeature(f) !== undefined, 'Unknown feature')),
    viewed: flag,
    condition: z.enum(CONDITION_IDS).optional(),
    sort: z.enum(LISTING_SORT_IDS).default('newest'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  })
  .superRefine((q, ctx) => {
    if (q.minPrice !== undefined && q.maxPrice !== undefined && q.maxPrice > 0 && q.minPrice > q.maxPrice) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['maxPrice'], message: 'Must not be below minPrice' });
    }
    if (q.maxSize !== undefined && q.maxSize > sizeCap(q.unit)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['maxSize'], message: `At most ${sizeCap(q.unit)} for this unit` });
    }
    if (q.minSize !== undefined && q.maxSize !== undefined && q.minSize > q.maxSize) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['maxSize'], message: 'Must not be below minSize' });
    }
  });
export type ListingSearchQuery = z.output<typeof listingSearchQuerySchema>;

/** The listing filter a valid API query stands for (place names left empty, as from an address). */
export function filterFromSearchQuery(q: ListingSearchQuery): ListingFilter {
  return withinCategory(listingFilterSchema.parse({
    city: { id: q.cityId, name: '' },
    areaList: [...new Set(q.areaId)].map((areaId) => ({ id: areaId, title: '' })),
    purpose: q.purpose,
    sort: q.sort,
    bed: q.bed,
    bathroom: q.bath,
    category: q.category,
    type: q.type ?? null,
    multiSubTypes: q.subtypes,
    minPrice: q.minPrice ?? null,
    maxPrice: q.maxPrice ?? null,
    sizeUnit: q.unit,
    minSize: q.minSize ?? 0,
    maxSize: q.maxSize ?? sizeCap(q.unit),
    propsureVerified: q.verified,
    agency: q.agency ?? null,
    features: q.features,
    isViewed: q.viewed,
    condition: q.condition ?? null,
    pageSize: q.pageSize,
    page: q.page,
  }));
}
