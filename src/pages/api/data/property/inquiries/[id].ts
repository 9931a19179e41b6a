import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { propertyIdSchema } from '@/lib/listings/schema';
import { listingInquiries } from '@/lib/listings/manage-insights.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/property/inquiries/{id}',
    summary: 'The inquiries about one of your listings (who, when, the message), unread first',
    tags: ['My properties'],
    access: 'user',
    params: z.object({ id: propertyIdSchema }),
    response: z.object({
      propertyId: z.number(),
      unread: z.number(),
      items: z.array(z.object({
        id: z.number(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), message: z.string(),
        createdAt: z.string(), seenAt: z.string().nullable(),
      })),
    }),
    errors: { 401: 'Not signed in', 404: 'No such listing of yours' },
  },
  async ({ params, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    return listingInquiries(db, userId, params.id);
  },
);
