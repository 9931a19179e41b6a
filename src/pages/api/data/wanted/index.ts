import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError, json, problem } from '@/lib/http/problem';
import { consume } from '@/lib/ratelimit';
import { getDb } from '@/lib/db';
import { PAGE_SIZE } from '@/lib/constants';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { viewerUserId } from '@/lib/listings/viewer.server';
import { addPropertyMessages } from '@/lib/messages';
import { WANTED_POST_LIMIT, wantedListQuerySchema, wantedRequestSchema, wantedMessages } from '@/lib/wanted';
import { areaInCity, cityExists, createWantedRequest, listWanted } from '@/lib/wanted/queries.server';

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
  async ({ body, context }) => {
    const user = context.locals.user!;
    const verdict = await consume(WANTED_POST_LIMIT, user.id);
    if (!verdict.allowed) return problem(429, wantedMessages.tooMany, {}, { 'retry-after': String(verdict.retryAfterSeconds) });
    const db = getDb();
    if (!(await cityExists(db, body.cityId))) throw new HttpError(400, 'Some values are missing or not valid.', { cityId: addPropertyMessages.city });
    if (body.areaId !== undefined && !(await areaInCity(db, body.areaId, body.cityId))) {
      throw new HttpError(400, 'Some values are missing or not valid.', { areaId: 'This area is not in the chosen city' });
    }
    const userId = await ensureUserRow(db, user);
    return json({ id: await createWantedRequest(db, body, userId) }, { status: 201 });
  },
);
