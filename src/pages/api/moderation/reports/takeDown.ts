import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { takeDownReported, takeDownSchema } from '@/lib/moderation';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/moderation/reports/takeDown',
    summary: "Take a reported listing down with a reason (removed as 'taken-down'); its open reports are closed and the owner told",
    tags: ['Moderation'],
    access: 'moderator',
    body: takeDownSchema,
    response: z.object({ reportId: z.number(), propertyId: z.number(), status: z.literal('removed'), reportsClosed: z.number(), message: z.string() }),
    errors: { 404: 'Not an operator, or no such report', 409: 'The report was already handled, or the listing is not published' },
  },
  async ({ body, context }) => {
    const db = getDb();
    return takeDownReported(db, await ensureUserRow(db, context.locals.user!), body.reportId, body.reason);
  },
);
