import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { propertyRefSchema } from '@/lib/listings/schema';
import { manageMessages } from '@/lib/listings/manage';
import { renewListing, statusCounts } from '@/lib/listings/manage.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/property/renew',
    summary: 'Renew a published or removed listing: published again, with a new expiry date',
    tags: ['My properties'],
    access: 'user',
    body: propertyRefSchema,
    response: z.object({ propertyId: z.number(), status: z.literal('published'), expiresAt: z.string(), message: z.string(), counts: z.record(z.number()) }),
    errors: { 401: 'Not signed in', 404: 'No such listing of yours', 409: 'The listing cannot be renewed in its status' },
  },
  async ({ body, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    const renewed = await renewListing(db, userId, body.propertyId);
    return { ...renewed, message: manageMessages.renewed, counts: await statusCounts(db, userId) };
  },
);
