import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { projectIdQuerySchema } from '@/lib/projects';
import { likedProjectIds, unlikeProject } from '@/lib/projects/queries.server';

export const DELETE = endpoint(
  {
    method: 'DELETE',
    path: '/api/data/projectLikes/dislike',
    summary: 'Removes the signed-in person’s like of a project (removing a like that is not there is fine)',
    tags: ['Projects'],
    access: 'user',
    query: projectIdQuerySchema,
    response: z.object({ liked: z.literal(false), likedProjectIds: z.array(z.number().int()) }),
    errors: { 401: 'Not signed in.' },
  },
  async ({ query, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    await unlikeProject(db, userId, query.projectId);
    return { liked: false as const, likedProjectIds: await likedProjectIds(db, userId) };
  },
);
