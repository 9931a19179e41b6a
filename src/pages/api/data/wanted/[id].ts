import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { wantedMessages } from '@/lib/wanted';
import { closeWantedRequest } from '@/lib/wanted/queries.server';

export const DELETE = endpoint(
  {
    method: 'DELETE',
    path: '/api/data/wanted/{id}',
    summary: 'Closes one of the signed-in person’s own Wanted requests: it leaves the lists, phone number and all',
    tags: ['Wanted'],
    access: 'user',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.object({ id: z.number().int(), message: z.string() }),
    errors: { 401: 'Not signed in.', 404: 'No open request of this person has this id.' },
  },
  async ({ params, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    if (!(await closeWantedRequest(db, params.id, userId))) throw new HttpError(404, wantedMessages.notYours);
    return { id: params.id, message: wantedMessages.closed };
  },
);
