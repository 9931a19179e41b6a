import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { likedListings } from '@/lib/listings/likes.server';
import { likedQuery } from '@/lib/listings/schema';
import { listingCardSchema } from '@/lib/listings/api-schema';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/property/liked',
    summary: "The signed-in person's liked listings that are still published, most recently liked first",
    tags: ['Likes'],
    access: 'user',
    query: likedQuery,
    response: z.object({
      items: z.array(listingCardSchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      pages: z.number().int(),
    }),
    errors: { 401: 'Not signed in' },
  },
  async ({ query, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    return likedListings(db, userId, query.page, query.pageSize);
  },
);
