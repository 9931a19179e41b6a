import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { returnListing, returnSchema } from '@/lib/moderation';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/moderation/reject',
    summary: 'Reject a listing in review with feedback per kind (PRICE, DETAILS, LOCATION, DESCRIPTION, TITLE) and per image; the owner is told',
    tags: ['Moderation'],
    access: 'moderator',
    body: returnSchema,
    response: z.object({ propertyId: z.number(), status: z.literal('rejected'), feedback: z.number(), images: z.number(), message: z.string() }),
    errors: { 404: 'Not an operator, or no such listing', 409: 'The listing is not in review, or its owner changed it after the time in `seen`' },
  },
  async ({ body, context }) => {
    const db = getDb();
    return returnListing(db, await ensureUserRow(db, context.locals.user!), body, 'reject');
  },
);
