/**
 * The operators' console: what a moderator sends (decisions, feedback, report outcomes), one zod
 * schema each, shared by the console's script and the endpoints. Pure: safe in the browser.
 */
import { z } from 'zod';
import type { FeedbackKind, FeedbackStatus, ImageRejection } from '@/lib/db/schema';
import { propertyIdSchema } from '@/lib/listings/schema';
import { MAX_ROW_ID, NO_SUCH_PAGE, NO_SUCH_ROW } from '@/lib/db/values';

export const FEEDBACK_KINDS: readonly { id: FeedbackKind; label: string }[] = [
  { id: 'PRICE', label: 'Price' },
  { id: 'DETAILS', label: 'Details' },
  { id: 'LOCATION', label: 'Location' },
  { id: 'DESCRIPTION', label: 'Description' },
  { id: 'TITLE', label: 'Title' },
];
export const FEEDBACK_STATUSES: readonly FeedbackStatus[] = ['REJECTED', 'IMPROVE'];
export const IMAGE_REJECTIONS: readonly { id: ImageRejection; label: string }[] = [
  { id: 'inappropriate', label: 'Inappropriate' },
  { id: 'blurred', label: 'Blurred' },
  { id: 'watermark', label: 'Watermark' },
  { id: 'generic', label: 'Generic' },
];

export const moderationMessages = {
  feedbackNeeded: 'Say what the owner should change: at least one feedback note or image reason',
  messageBlank: 'Write a short note for the owner',
  messageTooLong: 'Please keep the note under 500 characters',
  reasonBlank: 'Say why the listing is taken down',
  published: 'Listing published',
  rejected: 'Listing rejected and the owner told',
  improve: 'Sent back to the owner for improvements',
  verified: 'Listing marked verified',
  unverified: 'Verified mark removed',
  dismissed: 'Report dismissed',
  takenDown: 'Listing taken down',
  reportHandled: 'This report has already been handled.',
  changedByOwner: 'The owner changed this listing while you were reviewing it. Reload it to see the changes before you decide.',
  reportNotFound: 'No such report.',
  holdInvalid: 'Send the hold of a page of the queue (its `hold`)',
} as const;

/** What an operator is told once they hand back the listings of a page (docs/decisions/064-review-claims.md). */
export function handedBackMessage(count: number): string {
  if (count === 0) return 'Nothing on that page was still held for you.';
  return `Handed back ${count} listing${count === 1 ? '' : 's'}. Other operators are shown ${count === 1 ? 'it' : 'them'} now.`;
}

const kindIds = FEEDBACK_KINDS.map((k) => k.id) as [FeedbackKind, ...FeedbackKind[]];
const rejectionIds = IMAGE_REJECTIONS.map((r) => r.id) as [ImageRejection, ...ImageRejection[]];

export const feedbackItemSchema = z.object({
  kind: z.enum(kindIds),
  status: z.enum(['REJECTED', 'IMPROVE']).optional(),
  message: z.string().trim().min(1, moderationMessages.messageBlank).max(500, moderationMessages.messageTooLong),
});

export const imageReasonSchema = z.object({
  imageId: z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW),
  reason: z.enum(rejectionIds),
});

/**
 * The version of the listing the operator decides on: its submission time as the queue showed it. A
 * decision on a listing its owner has changed since is refused (409 changedByOwner). Optional: a caller
 * that sends none decides on whatever is in review.
 */
const seenSchema = z.string().datetime({ message: 'Send the submission time the queue showed' }).optional();

export const publishSchema = z.object({ propertyId: propertyIdSchema, seen: seenSchema });

/** Reject or ask to improve: feedback per kind and per image; at least one of either. */
export const returnSchema = z
  .object({
    propertyId: propertyIdSchema,
    seen: seenSchema,
    feedback: z.array(feedbackItemSchema).max(10).default([]),
    images: z.array(imageReasonSchema).max(50).default([]),
  })
  .refine((v) => v.feedback.length + v.images.length > 0, { message: moderationMessages.feedbackNeeded, path: ['feedback'] });
export type ReturnValues = z.output<typeof returnSchema>;

export const verifySchema = z.object({ propertyId: propertyIdSchema, verified: z.boolean().default(true) });

export const reportRefSchema = z.object({ reportId: z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW) });
/** Dismiss a report; with sameListing, the earlier open reports about its listing too (the console shows them as one). */
export const dismissSchema = reportRefSchema.extend({ sameListing: z.boolean().default(false) });
const takeDownReason = z.string().trim().min(1, moderationMessages.reasonBlank).max(500, moderationMessages.messageTooLong);
export const takeDownSchema = reportRefSchema.extend({ reason: takeDownReason });
/** Take down any published listing, reported or not, from its page. */
export const takeDownListingSchema = z.object({ propertyId: propertyIdSchema, reason: takeDownReason });

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ROW_ID, NO_SUCH_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  listing: propertyIdSchema.optional(),
});
