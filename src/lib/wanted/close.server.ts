/**
 * Closing a Wanted request its poster no longer needs, for the API (`DELETE /api/data/wanted/{id}`) and
 * the button posted to the Wanted page without script alike.
 */
import { z } from 'zod';
import type { APIContext } from 'astro';
import { getDb } from '@/lib/db';
import { HttpError } from '@/lib/http/problem';
import { ensureUserRow } from '@/lib/accounts/users.server';
import type { SessionUser } from '@/lib/accounts/types';
import { receiveForm, type PostedFormAnswer } from '@/lib/forms/post.server';
import { buildHref } from '@/lib/search/navigation';
import { wantedMessages } from './limits';
import { closeWantedRequest } from './queries.server';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

/** Closes `user`'s open request `id`; a 404 HttpError when they have no such open request. */
export async function closeWanted(user: SessionUser, id: number): Promise<{ id: number; message: string }> {
  const db = getDb();
  if (!(await closeWantedRequest(db, id, await ensureUserRow(db, user)))) throw new HttpError(404, wantedMessages.notYours);
  return { id, message: wantedMessages.closed };
}

const closeFormSchema = z.object({
  close: z.coerce.number({ invalid_type_error: wantedMessages.notYours }).int().positive(wantedMessages.notYours).max(MAX_ROW_ID, wantedMessages.notYours),
  cityId: z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW).optional(),
});

/** Where the page goes once a request is closed: its city's list, which says so at its heading. */
export const closedHref = (closed: { id: number; cityId?: number }): string =>
  `${buildHref('/wanted', { cityId: closed.cityId ?? null, closed: closed.id })}#wanted-list-title`;

type PageContext = Pick<APIContext, 'request' | 'locals'>;

/**
 * 'Close this request' posted without script (there is no confirmation without it: the button says what
 * it does). Closed, a redirect to the city's list (Post/Redirect/Get); refused, the page says why.
 */
export async function receiveWantedCloseForm(context: PageContext): Promise<PostedFormAnswer> {
  const answer = await receiveForm(context.request, closeFormSchema, {}, async (values) => {
    const user = context.locals.user;
    if (!user) throw new HttpError(401, wantedMessages.signInToClose);
    await closeWanted(user, values.close);
    return { id: values.close, cityId: values.cityId };
  });
  if (answer.kind !== 'done') return answer;
  return { kind: 'sent', location: closedHref(answer.result) };
}
