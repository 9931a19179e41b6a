import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { setVerified, verifySchema } from '@/lib/moderation';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/moderation/verify',
    summary: 'Mark a listing verified (or take the mark away with verified: false)',
    tags: ['Moderation'],
    access: 'moderator',
    body: verifySchema,
    response: z.object({ propertyId: z.number(), verified: z.boolean(), message: z.string() }),
    errors: { 404: 'Not an operator, or no such listing' },
  },
  async ({ body, context }) => {
    const db = getDb();
    return setVerified(db, await ensureUserRow(db, context.locals.user!), body.propertyId, body.verified);
  },
);
