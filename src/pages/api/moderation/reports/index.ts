import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { reportsQueue } from '@/lib/moderation';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/moderation/reports',
    summary: 'Open reports about listings, oldest first',
    tags: ['Moderation'],
    access: 'moderator',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }),
    response: z.object({ total: z.number(), items: z.array(z.object({}).passthrough()) }),
    errors: { 404: 'Not an operator' },
  },
  async ({ query }) => reportsQueue(getDb(), query.limit),
);
