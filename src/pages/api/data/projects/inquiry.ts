import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError, json, problem } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { clientKey, consume } from '@/lib/ratelimit';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { projectInquirySchema } from '@/lib/projects';
import { projectExists, saveProjectInquiry } from '@/lib/projects/queries.server';

/** Enough for a person asking about a few projects; too few for a script filling developers' inboxes. */
const INQUIRY_LIMIT = { name: 'project-inquiry', max: 5, windowMs: 15 * 60_000 };

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/projects/inquiry',
    summary: "Sends an inquiry to a project's developer",
    tags: ['Projects'],
    body: projectInquirySchema,
    response: z.object({ id: z.number().int() }),
    errors: { 404: 'No such project.', 429: 'Too many inquiries from this address; try again later.' },
  },
  async ({ body, context }) => {
    const verdict = await consume(INQUIRY_LIMIT, clientKey(context.request, context.clientAddress));
    if (!verdict.allowed) {
      return problem(429, 'You have sent several inquiries in a short time. Please try again in a few minutes.', {}, {
        'retry-after': String(verdict.retryAfterSeconds),
      });
    }
    const db = getDb();
    if (!(await projectExists(db, body.projectId))) throw new HttpError(404, 'There is no such project.');
    const userId = context.locals.user ? await ensureUserRow(db, context.locals.user) : null;
    const id = await saveProjectInquiry(db, body, userId);
    return json({ id }, { status: 201 });
  },
);
