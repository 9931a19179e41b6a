import type { APIContext } from 'astro';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { HttpError } from '@/lib/http/problem';
import { notifyInquiry } from '@/lib/notifications';
import { createInquiry } from './activity.server';
import { limitReached, requestClient } from './guard.server';
import { listingLimits } from './limits';
import { inquiryMessages } from './messages';
import type { InquiryValues } from './schema';

/** What sending needs of a request: the API's context and a page's Astro global both have it. */
export type InquiryContext = Pick<APIContext, 'request' | 'clientAddress' | 'locals'>;

/**
 * Sends a checked inquiry to the listing's owner, for the API and for the form posted without script
 * alike: counted against the limits per client and per listing (a 429 HttpError with Retry-After when
 * over), stored (a 404 HttpError when the listing is not there to ask about), and the owner told.
 */
export async function sendInquiry(context: InquiryContext, values: InquiryValues): Promise<{ id: number }> {
  const client = requestClient(context);
  const limited = await limitReached([
    [listingLimits.inquiryPerClient, client],
    [listingLimits.inquiryPerListing, `${client}:${values.propertyId}`],
  ]);
  if (limited) throw new HttpError(429, inquiryMessages.tooMany, {}, { 'retry-after': String(limited.retryAfterSeconds) });
  const db = getDb();
  const userId = context.locals.user ? await ensureUserRow(db, context.locals.user) : null;
  const { id } = await createInquiry(db, values, userId);
  // The owner hears of it at once; a failed notice never fails the inquiry.
  await notifyInquiry(db, values.propertyId);
  return { id };
}
