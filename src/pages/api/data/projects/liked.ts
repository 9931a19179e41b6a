import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { likedProjectIds } from '@/lib/projects/queries.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/projects/liked',
    summary: 'The ids of the projects the signed-in person likes (likedProjectIds)',
    tags: ['Projects'],
    access: 'user',
    response: z.object({ likedProjectIds: z.array(z.number().int()) }),
    errors: { 401: 'Not signed in.' },
  },
  async ({ context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    return { likedProjectIds: await likedProjectIds(db, userId) };
  },
);
