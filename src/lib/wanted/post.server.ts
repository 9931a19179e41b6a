/**
 * Posting a Wanted request, for the API (`POST /api/data/wanted`) and the form posted to the Wanted page
 * without script alike: one limit, the same checks, the same messages.
 */
import { z } from 'zod';
import type { APIContext } from 'astro';
import { getDb } from '@/lib/db';
import { HttpError } from '@/lib/http/problem';
import { consume } from '@/lib/ratelimit';
import { ensureUserRow } from '@/lib/accounts/users.server';
import type { SessionUser } from '@/lib/accounts/types';
import { addPropertyMessages } from '@/lib/messages';
import { receiveForm, type PostedFormAnswer } from '@/lib/forms/post.server';
import { WANTED_POST_LIMIT, wantedMessages } from './limits';
import { wantedRequestSchema, type WantedRequest } from './schema';
import { areaInCity, cityExists, createWantedRequest } from './queries.server';
import { postedHref, wantedRequestFromForm } from './form-values';

/**
 * Posts `user`'s request; answers its id. Refusals are HttpErrors: 429 past the day's limit (every
 * attempt counts), 400 for a city that does not exist or an area outside the chosen city.
 */
export async function postWantedRequest(user: SessionUser, request: WantedRequest): Promise<number> {
  const verdict = await consume(WANTED_POST_LIMIT, user.id);
  if (!verdict.allowed) throw new HttpError(429, wantedMessages.tooMany, {}, { 'retry-after': String(verdict.retryAfterSeconds) });
  const db = getDb();
  if (!(await cityExists(db, request.cityId))) throw new HttpError(400, 'Some values are missing or not valid.', { cityId: addPropertyMessages.city });
  if (request.areaId !== undefined && !(await areaInCity(db, request.areaId, request.cityId))) {
    throw new HttpError(400, 'Some values are missing or not valid.', { areaId: 'This area is not in the chosen city' });
  }
  return createWantedRequest(db, request, await ensureUserRow(db, user));
}

const wantedFormSchema = z.preprocess((fields) => wantedRequestFromForm(fields as Record<string, string>), wantedRequestSchema);

type PageContext = Pick<APIContext, 'request' | 'locals'>;

/**
 * The 'Post request' form sent without script: posted, a redirect to the request in its city's list
 * (Post/Redirect/Get); refused, the form drawn again as typed, each field with its message.
 */
export async function receiveWantedPostForm(context: PageContext): Promise<PostedFormAnswer> {
  const user = context.locals.user;
  // Signed out meanwhile: that is what to say, before anything about the fields (there is no form to mark).
  if (!user) return { kind: 'shown', status: 401, headers: {}, form: { values: {}, errors: {}, failure: wantedMessages.signInToPost } };
  const answer = await receiveForm(context.request, wantedFormSchema, {}, async (values) => ({ id: await postWantedRequest(user, values), cityId: values.cityId }));
  if (answer.kind !== 'done') return answer;
  return { kind: 'sent', location: postedHref(answer.result) };
}
