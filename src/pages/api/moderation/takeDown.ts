import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { takeDownListing, takeDownListingSchema } from '@/lib/moderation';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/moderation/takeDown',
    summary: "Take any published listing down from its page with a reason (removed as 'taken-down'); its open reports are closed and the owner told",
    tags: ['Moderation'],
    access: 'moderator',
    body: takeDownListingSchema,
    response: z.object({ propertyId: z.number(), status: z.literal('removed'), reportsClosed: z.number(), message: z.string() }),
    errors: { 404: 'Not an operator, or no such listing', 409: 'The listing is not published' },
  },
  async ({ body, context }) => {
    const db = getDb();
    return takeDownListing(db, await ensureUserRow(db, context.locals.user!), body.propertyId, body.reason);
  },
);
