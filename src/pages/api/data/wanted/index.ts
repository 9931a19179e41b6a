import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError, json } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { PAGE_SIZE } from '@/lib/constants';
import { viewerUserId } from '@/lib/listings/viewer.server';
import { wantedListQuerySchema, wantedRequestSchema } from '@/lib/wanted';
import { cityExists, listWanted } from '@/lib/wanted/queries.server';
import { postWantedRequest } from '@/lib/wanted/post.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/wanted',
    summary: "A city's open Wanted requests, the most recently posted or kept open first, each with the published listings that match it",
    tags: ['Wanted'],
    query: wantedListQuerySchema,
    errors: { 404: 'No such city.' },
  },
  async ({ query, context }) => {
    const db = getDb();
    if (!(await cityExists(db, query.cityId))) throw new HttpError(404, 'There is no such city.');
    return listWanted(db, query.cityId, query.page, PAGE_SIZE, context.locals.user !== null, await viewerUserId(db, context.locals.user));
  },
);

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/wanted',
    summary: 'Posts what the signed-in person is looking for',
    tags: ['Wanted'],
    access: 'user',
    body: wantedRequestSchema,
    response: z.object({ id: z.number().int() }),
    errors: { 401: 'Not signed in.', 429: 'Too many requests posted by this person; try again later.' },
  },
  async ({ body, context }) => json({ id: await postWantedRequest(context.locals.user!, body) }, { status: 201 }),
);
