/**
 * Endpoints that take both a script's JSON and a plain form posted without script (the currency choice,
 * the profile's notices, saved searches): the body as fields either way, and the redirect that answers a form.
 */
import type { APIContext } from 'astro';

import { safeRedirect, signInPath } from '@/lib/auth/guard';

/** Whether a browser's plain form sent the request: it is answered with a page to go to, never with JSON. */
export function isFormPost(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
}

/**
 * Whether a person's browser sent the request as a page (a plain form submitted), not a script's fetch: the
 * browser says so (Sec-Fetch-Mode); one too old to say is taken at its content type, which a plain form
 * sends as urlencoded and a script's upload as multipart.
 */
export function isPageNavigation(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');
}

/** Whether the request is a form post (answered with a redirect), and its fields as an object either way. */
export async function formOrJson(context: Pick<APIContext, 'request'>): Promise<{ isForm: boolean; raw: Record<string, unknown> }> {
  const isForm = isFormPost(context.request);
  // A body that does not parse reads as empty, so the endpoint's schema answers with its field messages.
  const raw = isForm
    ? await context.request.formData().then((form) => Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])), () => ({}))
    : await context.request.json().then((body: unknown) => (body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {}), () => ({}));
  return { isForm, raw };
}

/** The answer to a form post: the page to show next (Post/Redirect/Get). */
export const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

/**
 * A form sent by someone no longer signed in (their session ended while the page was open): to sign-in,
 * then back to the page the form was on (this site's only), where they can send it again.
 */
export function signInAgain(request: Request, url: URL): Response {
  const referer = request.headers.get('referer');
  let back = '/';
  try {
    const from = referer ? new URL(referer) : null;
    if (from && from.origin === url.origin) back = safeRedirect(from.pathname + from.search);
  } catch {
    // An unreadable referrer: the home page, signed in.
  }
  return seeOther(signInPath(new URL(back, url)));
}
