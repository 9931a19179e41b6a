/**
 * The saved-search endpoints' bodies: JSON from a script or an app, or the plain forms of the results page
 * and the saved-searches page (no script needed), which are sent on to the saved-searches page.
 */
import type { APIContext } from 'astro';
import { z } from 'zod';

export const savePathSchema = z.object({ path: z.string({ required_error: 'path is required' }).min(1, 'path is required').max(2000, 'path is too long') });
export const deleteIdSchema = z.object({ id: z.coerce.number({ invalid_type_error: 'id is a saved search id' }).int('id is a saved search id').positive('id is a saved search id') });

/** Whether the request is a form post (answered with a redirect), and its fields as an object either way. */
export async function bodyOf(context: Pick<APIContext, 'request'>): Promise<{ isForm: boolean; raw: unknown }> {
  const type = context.request.headers.get('content-type') ?? '';
  const isForm = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
  // A body that does not parse reads as empty, so the schema answers with its field messages.
  const raw = isForm
    ? await context.request.formData().then((form) => Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])), () => ({}))
    : await context.request.json().catch(() => ({}));
  return { isForm, raw };
}

export const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });
