import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { closeWanted } from '@/lib/wanted/close.server';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

export const DELETE = endpoint(
  {
    method: 'DELETE',
    path: '/api/data/wanted/{id}',
    summary: 'Closes one of the signed-in person’s own Wanted requests: it leaves the lists, phone number and all',
    tags: ['Wanted'],
    access: 'user',
    params: z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW) }),
    response: z.object({ id: z.number().int(), message: z.string() }),
    errors: { 401: 'Not signed in.', 404: 'No open request of this person has this id.' },
  },
  ({ params, context }) => closeWanted(context.locals.user!, params.id),
);
