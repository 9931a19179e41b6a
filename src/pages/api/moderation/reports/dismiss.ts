import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { dismissReport, dismissSchema } from '@/lib/moderation';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/moderation/reports/dismiss',
    summary: 'Dismiss an open report, leaving the listing as it is (with sameListing: true, the earlier open reports about the same listing too)',
    tags: ['Moderation'],
    access: 'moderator',
    body: dismissSchema,
    response: z.object({ reportId: z.number(), status: z.literal('resolved'), reportsClosed: z.number(), message: z.string() }),
    errors: { 404: 'Not an operator, or no such report', 409: 'The report was already handled' },
  },
  async ({ body, context }) => {
    const db = getDb();
    return dismissReport(db, await ensureUserRow(db, context.locals.user!), body.reportId, body.sameListing);
  },
);
