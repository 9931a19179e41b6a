import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { propertyRefSchema } from '@/lib/listings/schema';
import { copiedDraftPath, copyGonePath, copyListing, copyMessages } from '@/lib/listings/copy.server';
import { seeOther } from '@/lib/http/form-or-json.server';

/** Copies one of the person's listings as a new draft, photos left out; a form post opens the copy in the wizard. */
export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/property/copy',
    summary: 'Copy one of your listings as a new draft (without its photos); a form post is sent on to the wizard',
    tags: ['My properties'],
    access: 'user',
    body: propertyRefSchema,
    form: true,
    response: z.object({ propertyId: z.number(), copiedFrom: z.number(), editPath: z.string(), message: z.string() }),
    errors: { 303: 'After a form post: the wizard on the copy, or My Properties when the listing is gone', 400: 'No property id', 401: 'Not signed in', 404: 'No such listing of yours' },
  },
  async ({ body, isForm, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    const from = body.propertyId;
    let id: number;
    try {
      ({ id } = await copyListing(db, userId, from));
    } catch (error) {
      // Deleted since the page was drawn (in another tab, say): the list says so rather than the form getting JSON.
      if (isForm && error instanceof HttpError && error.status === 404) return seeOther(copyGonePath);
      throw error;
    }
    const editPath = copiedDraftPath(id, from);
    if (isForm) return seeOther(editPath);
    return { propertyId: id, copiedFrom: from, editPath, message: copyMessages.copied };
  },
);
