/**
 * The forms and queries of the listing detail page, one zod schema each: the islands validate with
 * them in the browser and the endpoints validate the same bodies again on the server.
 */
import { z } from 'zod';
import { personNameSchema } from '@/lib/forms/schema';
import { DEFAULT_COUNTRY_CODE, MAX_CARDS_ASKED, NEARBY_RADIUS_M, PAGE_SIZE } from '@/lib/constants';
import { MAX_ROW_ID, NO_SUCH_PAGE } from '@/lib/db/values';
import { idList } from '@/lib/search/api-schema';
import { emailSchema, phoneNumberSchema } from '@/lib/accounts/rules';
import { isValidPhone, phoneMessages } from '@/lib/phone';
import { inquiryMessages, reportMessages } from './messages';

export const propertyIdSchema = z.coerce
  .number({ invalid_type_error: 'Property id must be a number' })
  .int('Property id must be a whole number')
  .positive('Property id must be positive')
  // No listing has a larger one; PostgreSQL would refuse it in the query rather than find nothing.
  .max(MAX_ROW_ID, 'No property has this id');

/** Bodies and queries that name one listing: `{ propertyId }`. */
export const propertyRefSchema = z.object({ propertyId: propertyIdSchema });
export type PropertyRef = z.output<typeof propertyRefSchema>;

export const INQUIRY_MESSAGE_MAX = 2000;

/** The inquiry form: name, e-mail, phone (a Pakistani number) and a message about the listing. */
export const inquiryFormSchema = z.object({
  name: personNameSchema(100, inquiryMessages.nameTooLong),
  email: emailSchema,
  phone: phoneNumberSchema.refine((value) => isValidPhone(DEFAULT_COUNTRY_CODE, value), phoneMessages.incorrectFormat),
  message: z.string().trim().min(1, inquiryMessages.messageBlank).max(INQUIRY_MESSAGE_MAX, inquiryMessages.messageTooLong),
});
export type InquiryForm = z.input<typeof inquiryFormSchema>;

export const inquirySchema = propertyRefSchema.merge(inquiryFormSchema);
export type InquiryValues = z.output<typeof inquirySchema>;

/** Why a listing is reported; the moderation queue groups by these ids. */
export const REPORT_REASONS = [
  { id: 'wrong-price', label: 'Wrong price' },
  { id: 'wrong-details', label: 'Wrong size, rooms or details' },
  { id: 'wrong-location', label: 'Wrong location' },
  { id: 'not-available', label: 'No longer available' },
  { id: 'fake', label: 'Fake or misleading listing' },
  { id: 'duplicate', label: 'Duplicate listing' },
  { id: 'offensive', label: 'Offensive content' },
  { id: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['id'];
const reasonIds = REPORT_REASONS.map((r) => r.id) as [ReportReason, ...ReportReason[]];

export const REPORT_COMMENTS_MAX = 1000;

export const reportSchema = propertyRefSchema.extend({
  reason: z.enum(reasonIds, { errorMap: () => ({ message: reportMessages.reasonRequired }) }),
  comments: z
    .string()
    .trim()
    .max(REPORT_COMMENTS_MAX, reportMessages.commentsTooLong)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type ReportValues = z.output<typeof reportSchema>;

export const latitude = z.coerce.number().min(-90, 'Latitude is out of range').max(90, 'Latitude is out of range');
export const longitude = z.coerce.number().min(-180, 'Longitude is out of range').max(180, 'Longitude is out of range');

export const nearbyPropertiesQuery = z.object({
  lat: latitude,
  lng: longitude,
  /** The listing being shown, left out of its own neighbours. */
  excludeId: propertyIdSchema.optional(),
  /** Only listings for sale, or only for rent. */
  purpose: z.enum(['sale', 'rent'], { errorMap: () => ({ message: 'Purpose is sale or rent' }) }).optional(),
  limit: z.coerce.number().int().min(1).max(24).default(8),
});

export const cardsQuery = z.object({
  ids: idList.refine((ids) => ids.length > 0 && ids.length <= MAX_CARDS_ASKED, `Give from 1 to ${MAX_CARDS_ASKED} listing ids`),
});

export const POI_KINDS = ['school', 'hospital', 'mosque', 'park', 'restaurant'] as const;

export const nearbyPlacesQuery = z.object({
  lat: latitude,
  lng: longitude,
  radius: z.coerce.number().int().min(100, 'Radius is at least 100 m').max(5000, 'Radius is at most 5000 m').default(NEARBY_RADIUS_M),
  type: z.enum(POI_KINDS, { errorMap: () => ({ message: `Type is one of ${POI_KINDS.join(', ')}` }) }).optional(),
});

export const likedQuery = z.object({
  page: z.coerce.number().int().min(1, 'Page starts at 1').max(MAX_ROW_ID, NO_SUCH_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE, `Page size is at most ${PAGE_SIZE}`).default(PAGE_SIZE),
});
