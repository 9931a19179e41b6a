import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { deleteSavedSearch } from '@/lib/saved-searches/store.server';
import { deleteIdSchema } from '@/lib/saved-searches/schema';
import { seeOther } from '@/lib/http/form-or-json.server';
import { savedSearchMessages } from '@/lib/saved-searches/rules';

/** Deletes one of the signed-in person's saved searches (a POST, so the page's plain form can send it). */
export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/savedSearches/delete',
    summary: 'Delete a saved search (`id`); a form post is sent back to /saved-searches',
    tags: ['Saved searches'],
    access: 'user',
    body: deleteIdSchema,
    form: true,
    response: z.object({ id: z.number().int(), message: z.string() }),
    errors: { 303: 'After a form post: the saved-searches page (also when it was deleted already)', 401: 'Not signed in', 404: 'Not a saved search of this person' },
  },
  async ({ body, isForm, context }) => {
    const db = getDb();
    try {
      await deleteSavedSearch(db, await ensureUserRow(db, context.locals.user!), body.id);
    } catch (error) {
      // Deleted already (in another tab, say): the list says so rather than the form getting JSON.
      if (isForm && error instanceof HttpError && error.status === 404) return seeOther('/saved-searches?gone=1');
      throw error;
    }
    if (isForm) return seeOther('/saved-searches?deleted=1');
    return { id: body.id, message: savedSearchMessages.deleted };
  },
);
