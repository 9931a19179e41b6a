import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { reportSchema } from '@/lib/listings/schema';
import { reportMessages } from '@/lib/listings/messages';
import { createReport } from '@/lib/listings/activity.server';
import { listingLimits } from '@/lib/listings/limits';
import { overLimit, requestClient } from '@/lib/listings/guard.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/propertyReport',
    summary: 'Report a listing to the moderators (reason, optional comments)',
    tags: ['Listings'],
    body: reportSchema,
    response: z.object({ id: z.number().int(), message: z.string() }),
    errors: { 404: 'No such listing, or it is not published', 429: 'Too many reports from this client' },
  },
  async ({ body, context }) => {
    const limited = await overLimit([[listingLimits.reportPerClient, requestClient(context)]], reportMessages.tooMany);
    if (limited) return limited;
    const db = getDb();
    const userId = context.locals.user ? await ensureUserRow(db, context.locals.user) : null;
    const { id } = await createReport(db, body, userId);
    return { id, message: reportMessages.sent };
  },
);
