import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { keepWantedOpen } from '@/lib/wanted/renew.server';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/wanted/{id}/renew',
    summary:
      'Keeps one of the signed-in person’s own Wanted requests open for another 30 days from now, listed again if it had expired: ' +
      'in its last 7 days, or within 30 days after it expired',
    tags: ['Wanted'],
    access: 'user',
    params: z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW) }),
    response: z.object({ id: z.number().int(), cityId: z.number().int(), expiresAt: z.string(), message: z.string() }),
    errors: {
      401: 'Not signed in.',
      404: 'No request of this person has this id.',
      409: 'The request cannot be kept open now: more than 7 days before it expires (the detail says from when), closed, or expired more than 30 days ago.',
      429: 'Too many requests kept open by this person; try again later.',
    },
  },
  async ({ params, context }) => keepWantedOpen(context.locals.user!, params.id),
);
