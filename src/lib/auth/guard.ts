import type { SessionUser } from '../accounts/types';

/** Where a signed-out visitor goes to sign in, and comes back to afterwards. */
export function signInPath(url: URL): string {
  return `/?signin=1&redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/** Only same-site paths are followed after sign-in, so the link cannot send a person elsewhere. */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

interface PageContext {
  locals: { user: SessionUser | null };
  url: URL;
  redirect(path: string, status?: 301 | 302 | 303 | 307 | 308): Response;
}

/**
 * For pages of signed-in people: the user, or a redirect to sign in and back.
 * `const user = requireUser(Astro); if (user instanceof Response) return user;`
 */
export function requireUser(page: PageContext): SessionUser | Response {
  return page.locals.user ?? page.redirect(signInPath(page.url), 302);
}
