import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { projectIdBodySchema } from '@/lib/projects';
import { likeProject, likedProjectIds, projectExists } from '@/lib/projects/queries.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/projectLikes/like',
    summary: 'Likes a project for the signed-in person (liking twice keeps one like)',
    tags: ['Projects'],
    access: 'user',
    body: projectIdBodySchema,
    response: z.object({ liked: z.literal(true), likedProjectIds: z.array(z.number().int()) }),
    errors: { 401: 'Not signed in.', 404: 'No such project.' },
  },
  async ({ body, context }) => {
    const db = getDb();
    if (!(await projectExists(db, body.projectId))) throw new HttpError(404, 'There is no such project.');
    const userId = await ensureUserRow(db, context.locals.user!);
    await likeProject(db, userId, body.projectId);
    return { liked: true as const, likedProjectIds: await likedProjectIds(db, userId) };
  },
);
