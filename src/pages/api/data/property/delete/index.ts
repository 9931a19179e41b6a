import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { propertyRefSchema } from '@/lib/listings/schema';
import { manageMessages } from '@/lib/listings/manage';
import { deleteOwnListing, statusCounts } from '@/lib/listings/manage.server';
import { deleteStyleInput } from '@/lib/listings/manage-http.server';

export const DELETE = endpoint(
  {
    method: 'DELETE',
    path: '/api/data/property/delete/',
    summary: 'Delete one of your listings for good, in any status. propertyId in a JSON body, or in the query string',
    tags: ['My properties'],
    access: 'user',
    query: propertyRefSchema.partial(),
    response: z.object({ propertyId: z.number(), deleted: z.literal(true), message: z.string(), counts: z.record(z.number()) }),
    errors: { 401: 'Not signed in', 404: 'No such listing of yours' },
  },
  async ({ context }) => {
    const { propertyId } = await deleteStyleInput(context.request, context.url, propertyRefSchema);
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    const { deleted } = await deleteOwnListing(db, userId, propertyId);
    return { propertyId, deleted, message: manageMessages.deleted, counts: await statusCounts(db, userId) };
  },
);
