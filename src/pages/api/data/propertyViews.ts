import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { propertyRefSchema } from '@/lib/listings/schema';
import { recordView, viewerKey } from '@/lib/listings/activity.server';
import { viewerUserId } from '@/lib/listings/viewer.server';
import { listingLimits } from '@/lib/listings/limits';
import { overLimit, requestClient } from '@/lib/listings/guard.server';

/** A random id per browser, so a visitor's views count once a day without knowing who they are. */
export const VISITOR_COOKIE = 'basera_visitor';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/propertyViews',
    summary: 'Count a view of a listing: once per visitor (signed-in user, or visitor cookie) per day',
    tags: ['Listings'],
    body: propertyRefSchema,
    response: z.object({ counted: z.boolean() }),
    errors: { 404: 'No such listing, or it is not published', 429: 'Too many views from this client' },
  },
  async ({ body, context }) => {
    const limited = await overLimit([[listingLimits.viewPerClient, requestClient(context)]], 'Too many requests.');
    if (limited) return limited;
    let visitor = context.cookies.get(VISITOR_COOKIE)?.value ?? '';
    if (!/^[0-9a-f-]{36}$/.test(visitor)) {
      visitor = randomUUID();
      context.cookies.set(VISITOR_COOKIE, visitor, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 365 * 86_400, secure: context.url.protocol === 'https:' });
    }
    const db = getDb();
    const userId = await viewerUserId(db, context.locals.user);
    const counted = await recordView(db, body.propertyId, viewerKey(userId, visitor), userId);
    return { counted };
  },
);
