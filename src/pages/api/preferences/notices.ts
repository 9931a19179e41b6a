import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { validationProblem } from '@/lib/http/problem';
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
    const db = getDb();
    return { priceCuts: await priceCutNoticesOf(db, await ensureUserRow(db, context.locals.user!)) };
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
    errors: { 303: 'After a form post: back to the profile page', 401: 'Not signed in' },
  },
  async ({ context }) => {
    const type = context.request.headers.get('content-type') ?? '';
    const isForm = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
    const raw = isForm
      ? await context.request.formData().then((form) => ({ priceCuts: form.has('priceCuts') }), () => ({}))
      : await context.request.json().catch(() => ({}));
    const parsed = notices.safeParse(raw);
    if (!parsed.success) return validationProblem(parsed.error);
    const db = getDb();
    await setPriceCutNotices(db, await ensureUserRow(db, context.locals.user!), parsed.data.priceCuts);
    if (isForm) return new Response(null, { status: 303, headers: { location: '/my-account?saved=notices#notices' } });
    return parsed.data;
  },
);
