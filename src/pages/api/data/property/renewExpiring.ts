import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { renewedManyText, RENEW_AHEAD_DAYS } from '@/lib/listings/manage';
import { renewExpiring, statusCounts } from '@/lib/listings/manage.server';
import { formatOrdinalDate } from '@/lib/text/dates';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/property/renewExpiring',
    summary: `Renew together every published listing of yours that expires within ${RENEW_AHEAD_DAYS} days`,
    tags: ['My properties'],
    access: 'user',
    response: z.object({ renewed: z.array(z.number()), expiresAt: z.string(), message: z.string(), counts: z.record(z.number()) }),
    errors: { 401: 'Not signed in' },
  },
  async ({ context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    const { renewed, expiresAt } = await renewExpiring(db, userId);
    return { renewed, expiresAt, message: renewedManyText(renewed.length, formatOrdinalDate(expiresAt)), counts: await statusCounts(db, userId) };
  },
);
