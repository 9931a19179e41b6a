import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { handBack, HOLD_PATTERN, moderationMessages } from '@/lib/moderation';

export const DELETE = endpoint(
  {
    method: 'DELETE',
    path: '/api/moderation/claims',
    summary:
      'Hands back the listings a page of the queue holds for the caller (its `hold`, from GET /api/moderation/queue): other operators are shown them at once. ' +
      'Only the caller\'s own claims; their other pages keep theirs',
    tags: ['Moderation'],
    access: 'moderator',
    query: z.object({
      hold: z.string().regex(HOLD_PATTERN, moderationMessages.holdInvalid).describe('The `hold` of the page handed back'),
    }),
    response: z.object({
      released: z.number().int().describe('How many listings were still held under it and are handed back'),
      message: z.string(),
    }),
    errors: { 404: 'Not an operator' },
  },
  async ({ query, context }) => {
    const db = getDb();
    return handBack(db, await ensureUserRow(db, context.locals.user!), query.hold);
  },
);
