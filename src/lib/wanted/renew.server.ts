/**
 * Keeping a Wanted request open for longer, for the API (`POST /api/data/wanted/{id}/renew`) and the
 * button posted to the Wanted page without script alike: one limit, one rule, the same problems.
 */
import type { APIContext } from 'astro';
import { getDb } from '@/lib/db';
import { HttpError } from '@/lib/http/problem';
import { consume } from '@/lib/ratelimit';
import { ensureUserRow } from '@/lib/accounts/users.server';
import type { SessionUser } from '@/lib/accounts/types';
import { receiveForm, type PostedFormAnswer } from '@/lib/forms/post.server';
import { WANTED_RENEW_LIMIT, wantedMessages, wantedRenewTooEarly } from './limits';
import { wantedRenewFormSchema } from './schema';
import { renewWantedRequest } from './queries.server';
import { keptOpenHref } from './kept-open-link';

export interface KeptOpen {
  id: number;
  cityId: number;
  /** The new open-until. */
  expiresAt: string;
  message: string;
}

/**
 * Keeps `user`'s request `id` open for another WANTED_OPEN_DAYS. Refusals are HttpErrors: 429 over the
 * limit (counted per account, every attempt), 404 for a request that is not theirs, 409 for one of
 * theirs that cannot be kept open now (too early, closed, expired too long ago), each saying why.
 */
export async function keepWantedOpen(user: SessionUser, id: number, now: Date = new Date()): Promise<KeptOpen> {
  const verdict = await consume(WANTED_RENEW_LIMIT, user.id);
  if (!verdict.allowed) throw new HttpError(429, wantedMessages.renewTooMany, {}, { 'retry-after': String(verdict.retryAfterSeconds) });
  const db = getDb();
  const outcome = await renewWantedRequest(db, id, await ensureUserRow(db, user), now);
  switch (outcome.kind) {
    case 'renewed':
      return { id: outcome.id, cityId: outcome.cityId, expiresAt: outcome.openUntil, message: wantedMessages.renewed };
    case 'not-found':
      throw new HttpError(404, wantedMessages.renewNotFound);
    case 'closed':
      throw new HttpError(409, wantedMessages.renewClosed);
    case 'too-late':
      throw new HttpError(409, wantedMessages.renewTooLate);
    case 'too-early':
      throw new HttpError(409, wantedRenewTooEarly(outcome.openUntil, outcome.from));
  }
}

type PageContext = Pick<APIContext, 'request' | 'locals'>;

/**
 * The 'Keep open' button posted to the Wanted page without script. Kept open, the visitor is redirected
 * (Post/Redirect/Get) to the request in its city's list; refused, the page shows why at that button.
 */
export async function receiveWantedRenewForm(context: PageContext): Promise<PostedFormAnswer> {
  const answer = await receiveForm(context.request, wantedRenewFormSchema, {}, (values) => {
    const user = context.locals.user;
    if (!user) throw new HttpError(401, wantedMessages.signInToRenew);
    return keepWantedOpen(user, values.renew);
  });
  if (answer.kind !== 'done') return answer;
  return { kind: 'sent', location: keptOpenHref(answer.result) };
}
