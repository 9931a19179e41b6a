/**
 * Endpoints that take both a script's JSON and a plain form posted without script (the currency choice,
 * the profile's notices, saved searches; `form` in endpoint()): telling the two apart, a form's fields, and
 * the redirects that answer a form.
 */

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

/** A form's fields as strings; a body that does not parse reads as none, so the endpoint's schema names each missing field. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  try {
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  } catch {
    return {};
  }
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
