import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { auditEntries, auditQuerySchema } from '@/lib/moderation';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/moderation/audit',
    summary: "Operators' actions, newest first (on one listing with `listing`): who, what, when, before and after",
    tags: ['Moderation'],
    access: 'moderator',
    query: auditQuerySchema,
    response: z.object({ total: z.number(), items: z.array(z.object({}).passthrough()) }),
    errors: { 404: 'Not an operator' },
  },
  async ({ query }) => auditEntries(getDb(), query.page, query.pageSize, query.listing),
);
