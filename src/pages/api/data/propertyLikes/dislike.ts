import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { unlikeListing } from '@/lib/listings/likes.server';
import { propertyIdOf } from '@/lib/listings/http.server';
import { propertyRefSchema } from '@/lib/listings/schema';

export const DELETE = endpoint(
  {
    method: 'DELETE',
    path: '/api/data/propertyLikes/dislike',
    summary: 'Unlike a listing (idempotent). propertyId in the query string, or in a JSON body',
    tags: ['Likes'],
    access: 'user',
    query: propertyRefSchema.partial(),
    response: z.object({ propertyId: z.number().int(), liked: z.literal(false), changed: z.boolean() }),
    errors: { 401: 'Not signed in' },
  },
  async ({ context }) => {
    const propertyId = await propertyIdOf(context.request, context.url);
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    return { propertyId, ...(await unlikeListing(db, userId, propertyId)) };
  },
);
