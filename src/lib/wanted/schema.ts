/** A Wanted request: what someone is looking for, as the form sends it and the API answers it. */
import { z } from 'zod';
import { personNameSchema } from '@/lib/forms/schema';
import { addPropertyMessages, rangeMessages } from '@/lib/messages';
import { CATEGORY_IDS, PURPOSE_IDS, propertyType } from '@/lib/listings/catalogue';
import { SIZE_UNIT_IDS, exceedsSizeCap } from '@/lib/money/units';
import { MAX_RENT_PRICE, MAX_SALE_PRICE } from '@/lib/constants';
import { optionalEmailSchema } from '@/lib/accounts/rules';
import { contactPhoneSchema } from '@/lib/phone/schema';
import { MAX_ROW_ID, NO_SUCH_PAGE, NO_SUCH_ROW } from '@/lib/db/values';

/** A form's number as typed: empty means not given. */
const typedNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v);
const aNumber = z.number({ invalid_type_error: 'Enter a number' });

const optionalNumber = z.preprocess(typedNumber, aNumber.nonnegative('Enter a number').optional());

/** A budget: whole rupees (prices are bigint columns, which PostgreSQL will not compare with a fraction). */
const optionalPrice = z.preprocess(typedNumber, aNumber.int('Enter whole rupees').nonnegative('Enter a number').optional());

export const wantedRequestSchema = z
  .object({
    purpose: z.enum(PURPOSE_IDS, { errorMap: () => ({ message: addPropertyMessages.purpose }) }),
    cityId: z.number({ required_error: addPropertyMessages.city, invalid_type_error: addPropertyMessages.city }).int().positive(addPropertyMessages.city).max(MAX_ROW_ID, addPropertyMessages.city),
    areaId: z.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW).optional(),
    category: z.enum(CATEGORY_IDS, { errorMap: () => ({ message: 'Category is required' }) }),
    type: z.string().optional(),
    sizeUnit: z.enum(SIZE_UNIT_IDS).default('marla'),
    minSize: optionalNumber,
    maxSize: optionalNumber,
    minPrice: optionalPrice,
    maxPrice: optionalPrice,
    beds: z.number().int().min(-1).max(10).optional(),
    name: personNameSchema(80),
    phone: contactPhoneSchema,
    email: optionalEmailSchema,
    message: z.string().trim().max(500, 'Message is too long (at most 500 characters)').optional(),
  })
  .superRefine((w, ctx) => {
    if (w.type !== undefined && propertyType(w.type)?.category !== w.category) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['type'], message: 'Choose a type of this category' });
    }
    if (w.minSize !== undefined && w.maxSize !== undefined && w.maxSize < w.minSize) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['maxSize'], message: rangeMessages.maxBelowMin });
    }
    for (const key of ['minSize', 'maxSize'] as const) {
      const value = w[key];
      if (value !== undefined && exceedsSizeCap(value, w.sizeUnit)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: 'Size is too large for this unit' });
      }
    }
    if (w.minPrice !== undefined && w.maxPrice !== undefined && w.maxPrice < w.minPrice) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['maxPrice'], message: rangeMessages.maxBelowMin });
    }
    const cap = w.purpose === 'rent' ? MAX_RENT_PRICE : MAX_SALE_PRICE;
    for (const key of ['minPrice', 'maxPrice'] as const) {
      if ((w[key] ?? 0) > cap) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: 'Budget is above the highest price' });
    }
  });
export type WantedRequestInput = z.input<typeof wantedRequestSchema>;
export type WantedRequest = z.output<typeof wantedRequestSchema>;

export const wantedListQuerySchema = z.object({
  cityId: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Number(v)),
    z.number({ required_error: 'City is required', invalid_type_error: 'City must be a number' }).int().positive('City must be a number').max(MAX_ROW_ID, NO_SUCH_ROW),
  ),
  page: z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_PAGE).default(1),
});

export interface WantedCard {
  id: number;
  name: string;
  /** Shown to signed-in people only. */
  phone: string | null;
  purpose: 'sale' | 'rent';
  category: 'residential' | 'plot' | 'commercial';
  type: string | null;
  cityId: number;
  cityName: string;
  areaId: number | null;
  areaName: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  minSizeSqft: number | null;
  maxSizeSqft: number | null;
  beds: number | null;
  message: string | null;
  createdAt: string;
  /** When its poster last kept it open for longer; null if never. */
  renewedAt: string | null;
  /** When it leaves the lists: WANTED_OPEN_DAYS after it was posted or last kept open. */
  expiresAt: string;
  /** Published listings that match, newest first (a few), and how many in all (up to a cap). */
  matchIds: number[];
  matchCount: number;
  /** Posted by the person asking, who may close it or keep it open. */
  mine: boolean;
}

/** The form a poster sends, without script, to keep a request open: the request's id. */
export const wantedRenewFormSchema = z.object({
  renew: z.coerce.number({ invalid_type_error: 'Choose a request' }).int().positive('Choose a request').max(MAX_ROW_ID, 'Choose a request'),
});
