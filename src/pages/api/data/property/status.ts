import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { statusQuerySchema } from '@/lib/listings/manage';
import { statusCounts, statusPage } from '@/lib/listings/manage.server';

const counts = z.object({ draft: z.number(), in_review: z.number(), published: z.number(), removed: z.number(), rejected: z.number() });

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/property/status',
    summary: "The signed-in owner's listings: without type, the count per status; with type, that tab's listings (pageSize up to 30), narrowed by q",
    tags: ['My properties'],
    access: 'user',
    query: statusQuerySchema,
    response: z.union([z.object({ counts }), z.object({ type: z.string(), page: z.number(), pageSize: z.number(), total: z.number(), items: z.array(z.object({}).passthrough()), counts })]),
    errors: { 401: 'Not signed in' },
  },
  async ({ query, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    if (!query.type) return { counts: await statusCounts(db, userId) };
    return statusPage(db, userId, query.type, query.page, query.pageSize, query.q);
  },
);
