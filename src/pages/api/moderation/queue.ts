import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { reviewQueue } from '@/lib/moderation';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/moderation/queue',
    summary: 'Listings waiting for review, oldest first, with images, quality checks and possible duplicate images',
    tags: ['Moderation'],
    access: 'moderator',
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20), listing: z.coerce.number().int().positive().optional() }),
    response: z.object({ total: z.number(), items: z.array(z.object({}).passthrough()) }),
    errors: { 404: 'Not an operator' },
  },
  async ({ query }) => reviewQueue(getDb(), query.limit, query.listing),
);
