/**
 * The moderation page's form posted with or without script: 'Hand these listings back'
 * (docs/decisions/064-review-claims.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { postedFields } from '@/lib/forms/post.server';
import { handBack, parseHold } from './claims.server';

/**
 * Hands back the hold the form names (the page's own; only the operator's claims in it) and answers
 * where to go: the queue, saying how many were handed back, which claims nothing (loading the queue
 * there would claim the same listings again). A form without a hold hands back nothing and says so.
 */
export async function receiveHandBackForm(db: Kysely<Database>, operatorId: number, request: Request): Promise<string> {
  const fields = await postedFields(request).catch(() => ({}) as Record<string, string>);
  const hold = parseHold(fields.release);
  const { released } = hold ? await handBack(db, operatorId, hold) : { released: 0 };
  const city = Number(fields.city) || undefined;
  return `/moderation?${new URLSearchParams({ ...(city ? { city: String(city) } : {}), released: String(released) })}`;
}
