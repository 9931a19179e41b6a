import type { SessionUser } from '../accounts/types';

/** Where a signed-out visitor goes to sign in, and comes back to afterwards. */
export function signInPath(url: URL): string {
  return `/?signin=1&redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

const BASE = 'http://basera.invalid';

/**
 * Only same-site paths are followed after sign-in, so the link cannot send a person elsewhere. The path is
 * read as a browser reads it (which drops tabs and line breaks and takes a backslash for a slash, so
 * '/\t/evil.example' is '//evil.example') and given back as that browser's reading of it.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return url.pathname + url.search + url.hash;
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
