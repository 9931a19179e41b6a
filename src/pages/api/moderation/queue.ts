import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { parseCursor, reviewQueue } from '@/lib/moderation';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/moderation/queue',
    summary: 'Listings waiting for review, oldest first (of one city, after a listing), with images, quality checks, possible duplicate images and open reports',
    tags: ['Moderation'],
    access: 'moderator',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(20),
      listing: z.coerce.number().int().positive().optional(),
      city: z.coerce.number().int().positive().optional(),
      // The next page: after `submittedAt~id` of the last listing of the page before.
      after: z
        .string()
        .refine((value) => parseCursor(value) !== null, 'Send the submittedAt~id of the last listing of the page before')
        .transform((value) => parseCursor(value)!)
        .optional(),
    }),
    response: z.object({ total: z.number(), items: z.array(z.object({}).passthrough()) }),
    errors: { 404: 'Not an operator' },
  },
  async ({ query }) => reviewQueue(getDb(), query.limit, query.listing, { cityId: query.city, after: query.after }),
);
