import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { propertyIdSchema } from '@/lib/listings/schema';
import { trackingDetails } from '@/lib/listings/manage-insights.server';

const day = z.object({ day: z.string(), views: z.number(), contacts: z.number(), inquiries: z.number(), likes: z.number() });

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/property/trackingDetails/{id}',
    summary: "Views, phone reveals, inquiries and likes per day over one of your listings' life, with totals",
    tags: ['My properties'],
    access: 'user',
    params: z.object({ id: propertyIdSchema }),
    response: z.object({
      propertyId: z.number(),
      from: z.string(),
      to: z.string(),
      days: z.array(day),
      totals: z.object({ views: z.number(), contacts: z.number(), inquiries: z.number(), likes: z.number() }),
    }),
    errors: { 401: 'Not signed in', 404: 'No such listing of yours' },
  },
  async ({ params, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    return trackingDetails(db, userId, params.id);
  },
);
