import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { propertyRefSchema } from '@/lib/listings/schema';
import { contactMessages } from '@/lib/listings/messages';
import { revealContact } from '@/lib/listings/activity.server';
import { viewerUserId } from '@/lib/listings/viewer.server';
import { listingLimits } from '@/lib/listings/limits';
import { overLimit, requestClient } from '@/lib/listings/guard.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/propertyContact',
    summary: "Show the phone number of a listing's owner or agency ('show phone'); each reveal is counted",
    tags: ['Listings'],
    body: propertyRefSchema,
    response: z.object({ name: z.string().nullable(), phone: z.string() }),
    errors: { 404: 'No such listing, it is not published, or it has no phone number', 429: 'Too many reveals from this client' },
  },
  async ({ body, context }) => {
    const limited = await overLimit([[listingLimits.contactPerClient, requestClient(context)]], contactMessages.tooMany);
    if (limited) return limited;
    const db = getDb();
    return revealContact(db, body.propertyId, await viewerUserId(db, context.locals.user));
  },
);
