import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { propertyIdSchema } from '@/lib/listings/schema';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { listingFeedback } from '@/lib/listings/editing.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/property/feedback/{id}',
    summary: "The moderator's open feedback on the owner's listing (PRICE, DETAILS, LOCATION, DESCRIPTION, TITLE) and image rejection reasons",
    tags: ['Listings'],
    access: 'user',
    params: z.object({ id: propertyIdSchema }),
    errors: { 404: 'Not a listing of this person' },
  },
  async ({ params, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    return listingFeedback(db, userId, params.id);
  },
);
