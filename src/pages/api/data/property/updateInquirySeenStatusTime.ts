import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { seenSchema } from '@/lib/listings/manage';
import { markInquiriesSeen } from '@/lib/listings/manage-insights.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/property/updateInquirySeenStatusTime',
    summary: "Record when you first read the inquiries from one phone number about one of your listings",
    tags: ['My properties'],
    access: 'user',
    body: seenSchema,
    response: z.object({ propertyId: z.number(), phone: z.string(), seen: z.number(), seenAt: z.string() }),
    errors: { 401: 'Not signed in', 404: 'No such listing of yours' },
  },
  async ({ body, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    return markInquiriesSeen(db, userId, body.propertyId, body.phone);
  },
);
