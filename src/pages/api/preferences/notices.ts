import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { seeOther } from '@/lib/http/form-or-json.server';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { priceCutNoticesOf, setPriceCutNotices } from '@/lib/accounts/notices.server';

const notices = z.object({ priceCuts: z.boolean({ required_error: 'priceCuts is true or false', invalid_type_error: 'priceCuts is true or false' }) });

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/preferences/notices',
    summary: 'The notices the signed-in person gets: `priceCuts`, a property they liked is published at a lower price',
    tags: ['Preferences'],
    access: 'user',
    response: notices,
    errors: { 401: 'Not signed in' },
  },
  async ({ context }) => {
    return { priceCuts: await priceCutNoticesOf(getDb(), context.locals.user!) };
  },
);

/**
 * Turns the notices on or off. JSON `{ "priceCuts": false }`, or the profile page's form (no script
 * needed): its checkbox is sent only when ticked, and the form is sent back to the page.
 */
export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/preferences/notices',
    summary: 'Turn the notices of price cuts on liked properties on or off; a form post is redirected to the profile page',
    tags: ['Preferences'],
    access: 'user',
    response: notices,
    body: notices,
    // The form's checkbox is sent only when ticked.
    form: (fields) => ({ priceCuts: 'priceCuts' in fields }),
    errors: { 303: 'After a form post: back to the profile page', 401: 'Not signed in' },
  },
  async ({ body, isForm, context }) => {
    const db = getDb();
    await setPriceCutNotices(db, await ensureUserRow(db, context.locals.user!), body.priceCuts);
    if (isForm) return seeOther('/my-account?saved=notices#notices');
    return body;
  },
);
