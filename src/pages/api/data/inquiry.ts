import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { inquirySchema } from '@/lib/listings/schema';
import { inquiryMessages } from '@/lib/listings/messages';
import { sendInquiry } from '@/lib/listings/inquiry.server';

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
    const { id } = await sendInquiry(context, body);
    return { id, message: inquiryMessages.sent };
  },
);
