import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { viewerUserId } from '@/lib/listings/viewer.server';
import { saveSearch, savedSearchesOf } from '@/lib/saved-searches/store.server';
import { savePathSchema } from '@/lib/saved-searches/schema';
import { seeOther } from '@/lib/http/form-or-json.server';
import { savedSearchMessages } from '@/lib/saved-searches/rules';

const savedSearch = z.object({ id: z.number().int(), label: z.string(), path: z.string(), createdAt: z.string() });

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/savedSearches',
    summary: "The signed-in person's saved searches, newest first",
    tags: ['Saved searches'],
    access: 'user',
    response: z.array(savedSearch),
    errors: { 401: 'Not signed in' },
  },
  async ({ context }) => {
    const db = getDb();
    const userId = await viewerUserId(db, context.locals.user);
    return userId === null ? [] : savedSearchesOf(db, userId);
  },
);

/**
 * Saves the search of a results address (`path`, e.g. '/sale/residential-properties-for-sale-lahore-2?bed=3'):
 * its owner hears of new listings on it once a day. Saving one already saved answers it again.
 */
export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/savedSearches',
    summary: 'Save the search of a results address (`path`); a form post is sent on to /saved-searches',
    tags: ['Saved searches'],
    access: 'user',
    body: savePathSchema,
    form: true,
    response: z.object({ search: savedSearch, created: z.boolean(), message: z.string() }),
    errors: { 303: 'After a form post: the saved-searches page', 400: 'Not a results address', 401: 'Not signed in', 409: 'Already as many saved searches as one person may keep' },
  },
  async ({ body, isForm, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    try {
      const { search, created } = await saveSearch(db, userId, body.path);
      if (isForm) return seeOther(`/saved-searches?${created ? 'saved' : 'again'}=${search.id}`);
      return { search, created, message: created ? savedSearchMessages.saved : savedSearchMessages.alreadySaved };
    } catch (error) {
      // A full list, posted from the results page's form, is said on the page that lists them.
      if (isForm && error instanceof HttpError && error.status === 409) return seeOther('/saved-searches?full=1');
      throw error;
    }
  },
);
