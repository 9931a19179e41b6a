/**
 * Endpoints that take both a script's JSON and a plain form posted without script (the currency choice,
 * the profile's notices, saved searches): the body as fields either way, and the redirect that answers a form.
 */
import type { APIContext } from 'astro';

/** Whether the request is a form post (answered with a redirect), and its fields as an object either way. */
export async function formOrJson(context: Pick<APIContext, 'request'>): Promise<{ isForm: boolean; raw: Record<string, unknown> }> {
  const type = context.request.headers.get('content-type') ?? '';
  const isForm = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
  // A body that does not parse reads as empty, so the endpoint's schema answers with its field messages.
  const raw = isForm
    ? await context.request.formData().then((form) => Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])), () => ({}))
    : await context.request.json().then((body: unknown) => (body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {}), () => ({}));
  return { isForm, raw };
}

/** The answer to a form post: the page to show next (Post/Redirect/Get). */
export const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });
