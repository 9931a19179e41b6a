import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { claimQueuePage, cursorOf, HOLD_PATTERN, moderationMessages, parseCursor, REVIEW_CLAIM_LEASE_MINUTES } from '@/lib/moderation';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/moderation/queue',
    summary:
      'Listings waiting for review, oldest first (of one city, after a listing), with images, quality checks, possible duplicate images and open reports. ' +
      `The listings answered are claimed by the caller for ${REVIEW_CLAIM_LEASE_MINUTES} minutes under a new \`hold\`, and those other operators hold are left out (\`claimedByOthers\` counts them); ` +
      'the caller\'s other holds (other tabs, other pages) are kept: send the `hold` of the page before as `left` to let go of it when moving on. ' +
      'With `listing`, that listing whoever holds it (`heldBy` says who)',
    tags: ['Moderation'],
    access: 'moderator',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(20),
      listing: z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW).optional(),
      city: z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW).optional(),
      // The next page: after `submittedAt~id` of the last listing of the page before.
      after: z
        .string()
        .refine((value) => parseCursor(value) !== null, 'Send the submittedAt~id of the last listing of the page before')
        .transform((value) => parseCursor(value)!)
        .optional(),
      left: z
        .string()
        .regex(HOLD_PATTERN, moderationMessages.holdInvalid)
        .optional()
        .describe('The `hold` of the page the caller moves on from: its listings are let go of (those this page shows again stay theirs). Only the caller\'s own.'),
    }),
    response: z.object({
      hold: z.string().describe('What this page\'s listings are held under: send it as `left` when moving on, or to DELETE /api/moderation/claims when done'),
      total: z.number(),
      claimedByOthers: z.number(),
      next: z.string().nullable().describe('The `after` of the next page, when there may be one'),
      items: z.array(z.object({}).passthrough()),
    }),
    errors: { 404: 'Not an operator' },
  },
  async ({ query, context }) => {
    const db = getDb();
    const viewer = { operatorId: await ensureUserRow(db, context.locals.user!), now: new Date() };
    const page = await claimQueuePage(db, viewer, query.limit, query.listing, { cityId: query.city, after: query.after }, { left: query.left });
    return { ...page, next: page.next && cursorOf(page.next) };
  },
);
