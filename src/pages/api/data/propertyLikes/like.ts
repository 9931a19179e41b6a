import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { likeListing } from '@/lib/listings/likes.server';
import { propertyIdOf } from '@/lib/listings/http.server';
import { propertyRefSchema } from '@/lib/listings/schema';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/propertyLikes/like',
    summary: 'Like a listing (idempotent). propertyId in the JSON body, or in the query string',
    tags: ['Likes'],
    access: 'user',
    query: propertyRefSchema.partial(),
    response: z.object({ propertyId: z.number().int(), liked: z.literal(true), changed: z.boolean() }),
    errors: { 401: 'Not signed in', 404: 'No such listing, or it is not published' },
  },
  async ({ context }) => {
    const propertyId = await propertyIdOf(context.request, context.url);
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    return { propertyId, ...(await likeListing(db, userId, propertyId)) };
  },
);
