import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { manageMessages, removeSchema } from '@/lib/listings/manage';
import { removeListing, statusCounts } from '@/lib/listings/manage.server';
import { deleteStyleInput } from '@/lib/listings/manage-http.server';

export const DELETE = endpoint(
  {
    method: 'DELETE',
    path: '/api/data/property/remove/',
    summary:
      'Take a published listing off the market with a reason (sold-on-basera, sold-elsewhere, not-available, other), an optional selling price and optional other text. Values in a JSON body, or in the query string',
    tags: ['My properties'],
    access: 'user',
    query: removeSchema.partial(),
    response: z.object({ propertyId: z.number(), status: z.literal('removed'), reason: z.string(), message: z.string(), counts: z.record(z.number()) }),
    errors: { 401: 'Not signed in', 404: 'No such listing of yours', 409: 'Only a published listing can be removed' },
  },
  async ({ context }) => {
    const values = await deleteStyleInput(context.request, context.url, removeSchema);
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    const removed = await removeListing(db, userId, values);
    return { ...removed, message: manageMessages.removed, counts: await statusCounts(db, userId) };
  },
);
