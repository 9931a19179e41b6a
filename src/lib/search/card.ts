/**
 * A listing as the results show it: one card. Shared by the server (which builds cards from rows)
 * and the search API, so it holds plain values only.
 */
import { z } from 'zod';
import { PURPOSE_IDS, CATEGORY_IDS } from '@/lib/listings/catalogue';
import { SIZE_UNIT_IDS } from '@/lib/money/units';

export const listingCardSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(PURPOSE_IDS),
  category: z.enum(CATEGORY_IDS),
  type: z.string(),
  title: z.string(),
  /** Integer rupees. */
  price: z.number(),
  sizeValue: z.number(),
  sizeUnit: z.enum(SIZE_UNIT_IDS),
  /** -1 is a studio; null when not given (plots). */
  beds: z.number().int().nullable(),
  baths: z.number().int().nullable(),
  cityId: z.number().int(),
  cityName: z.string(),
  areaId: z.number().int(),
  areaName: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  verified: z.boolean(),
  /** Media store key of the cover picture ('…/original.webp'), or null when the listing has none. */
  coverKey: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** The price before its latest cut, and when that cut was published (docs/decisions/086); null without one. */
  priceCutFrom: z.number().nullable(),
  priceCutAt: z.string().nullable(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

export const listingPageSchema = z.object({
  listings: z.array(listingCardSchema),
  /** How many listings match, up to `countLimit`; when `totalCapped` the true number is larger. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The last page a visitor can reach (pages past the counted listings are not offered). */
  pageCount: z.number().int(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;
