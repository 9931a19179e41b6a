import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { publishListing, publishSchema } from '@/lib/moderation';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/moderation/publish',
    summary: 'Publish a listing in review (a new expiry period starts); the owner is told',
    tags: ['Moderation'],
    access: 'moderator',
    body: publishSchema,
    response: z.object({ propertyId: z.number(), status: z.literal('published'), expiresAt: z.string(), message: z.string() }),
    errors: { 404: 'Not an operator, or no such listing', 409: 'The listing is not in review, or its owner changed it after the time in `seen`' },
  },
  async ({ body, context }) => {
    const db = getDb();
    return publishListing(db, await ensureUserRow(db, context.locals.user!), body.propertyId, new Date(), body.seen);
  },
);
