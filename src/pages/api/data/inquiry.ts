import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { inquirySchema } from '@/lib/listings/schema';
import { inquiryMessages } from '@/lib/listings/messages';
import { createInquiry } from '@/lib/listings/activity.server';
import { listingLimits } from '@/lib/listings/limits';
import { overLimit, requestClient } from '@/lib/listings/guard.server';
import { notifyInquiry } from '@/lib/notifications';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/inquiry',
    summary: 'Send the owner of a listing an inquiry (name, e-mail, Pakistani phone, message)',
    tags: ['Listings'],
    body: inquirySchema,
    response: z.object({ id: z.number().int(), message: z.string() }),
    errors: { 404: 'No such listing, or it is not published', 429: 'Too many inquiries from this client or about this listing' },
  },
  async ({ body, context }) => {
    const client = requestClient(context);
    const limited = await overLimit(
      [
        [listingLimits.inquiryPerClient, client],
        [listingLimits.inquiryPerListing, `${client}:${body.propertyId}`],
      ],
      inquiryMessages.tooMany,
    );
    if (limited) return limited;
    const db = getDb();
    const userId = context.locals.user ? await ensureUserRow(db, context.locals.user) : null;
    const { id } = await createInquiry(db, body, userId);
    // The owner hears of it at once; a failed notice never fails the inquiry.
    await notifyInquiry(db, body.propertyId);
    return { id, message: inquiryMessages.sent };
  },
);
