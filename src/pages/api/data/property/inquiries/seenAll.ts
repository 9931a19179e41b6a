import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { seeOther } from '@/lib/http/form-or-json.server';
import { markAllSeen } from '@/lib/inquiries/inbox.server';
import { INBOX_PATH, markedText } from '@/lib/inquiries/inbox';

// A call without a body marks everything up to now.
const seenAllSchema = z
  .object({
    until: z.string({ invalid_type_error: 'until is a time' }).datetime({ message: 'until is a time, e.g. 2026-11-29T10:00:00.000Z' }).optional(),
  })
  .default({});

/** Marks read every inquiry about the person's listings that had come in by `until` (now when not given). */
export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/property/inquiries/seenAll',
    summary: 'Mark as read every inquiry about your listings that came in by `until` (default: now); a form post is sent back to /my-inquiries',
    tags: ['My properties'],
    access: 'user',
    body: seenAllSchema,
    form: true,
    response: z.object({ seen: z.number(), message: z.string() }),
    errors: { 303: 'After a form post: the inquiries page, saying how many were marked', 401: 'Not signed in' },
  },
  async ({ body, isForm, context }) => {
    const db = getDb();
    const now = new Date();
    // Times are kept as ISO text: one written without milliseconds is read as the same moment with them.
    const until = body.until ? new Date(body.until).toISOString() : now.toISOString();
    const seen = await markAllSeen(db, await ensureUserRow(db, context.locals.user!), until, now);
    if (isForm) return seeOther(`${INBOX_PATH}?marked=${seen}`);
    return { seen, message: markedText(seen) };
  },
);
