import type { APIContext } from 'astro';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { HttpError } from '@/lib/http/problem';
import { clientKey, consume } from '@/lib/ratelimit';
import { receiveForm, sentLocation, type PostedFormAnswer } from '@/lib/forms/post.server';
import { projectExists, saveProjectInquiry } from './queries.server';
import { projectInquirySchema, type ProjectInquiry } from './schema';

/** Enough for a person asking about a few projects; too few for a script filling developers' inboxes. */
export const PROJECT_INQUIRY_LIMIT = { name: 'project-inquiry', max: 5, windowMs: 15 * 60_000 };

export const projectInquiryMessages = {
  sent: 'Thank you. Your inquiry has been sent.',
  tooMany: 'You have sent several inquiries in a short time. Please try again in a few minutes.',
  notFound: 'There is no such project.',
} as const;

type InquiryContext = Pick<APIContext, 'request' | 'clientAddress' | 'locals'>;

function clientAddress(context: InquiryContext): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined; // not every adapter knows it
  }
}

/**
 * Sends a checked inquiry to a project's developer, for the API and the form posted without script
 * alike: limited per client (a 429 HttpError with Retry-After), refused for a project not published (404).
 */
export async function sendProjectInquiry(context: InquiryContext, values: ProjectInquiry): Promise<{ id: number }> {
  const verdict = await consume(PROJECT_INQUIRY_LIMIT, clientKey(context.request, clientAddress(context)));
  if (!verdict.allowed) {
    throw new HttpError(429, projectInquiryMessages.tooMany, {}, { 'retry-after': String(verdict.retryAfterSeconds) });
  }
  const db = getDb();
  if (!(await projectExists(db, values.projectId))) throw new HttpError(404, projectInquiryMessages.notFound);
  const userId = context.locals.user ? await ensureUserRow(db, context.locals.user) : null;
  return { id: await saveProjectInquiry(db, values, userId) };
}

/**
 * The project inquiry form posted to the project page without script: the API's schema and sending.
 * Sent, the visitor is redirected to the page with the thanks at the form; else the page shows the form again.
 */
export async function receiveProjectInquiryForm(
  context: InquiryContext & { url: URL },
  projectId: number,
): Promise<PostedFormAnswer> {
  const answer = await receiveForm(context.request, projectInquirySchema, { projectId }, (values) => sendProjectInquiry(context, values));
  if (answer.kind !== 'done') return answer;
  return { kind: 'sent', location: sentLocation(context.url, 'inquiry', 'inquiry') };
}
