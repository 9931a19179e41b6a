import type { AstroCookies } from 'astro';
import { decodeJwt } from 'jose';
import type { SessionUser } from '../accounts/types';
import { AUTH_COOKIE, REFRESH_COOKIE, authCookieOptions, tokenFromRequest } from './cookie';
import { refreshIdToken } from './refresh.server';
import { verifyIdToken } from './tokens.server';
import { settings } from '../config/settings.server';
import { admitSession } from '../accounts/phones.server';

/**
 * Who sent this request: the verified bearer token or auth cookie. When the cookie's token has
 * run out, the refresh cookie buys a new one here, so the page is drawn signed in at once
 * instead of flashing the signed-out state until the browser catches up.
 */
export async function userFromRequest(request: Request, cookies: AstroCookies, url?: URL): Promise<SessionUser | null> {
  const cookieToken = cookies.get(AUTH_COOKIE)?.value;
  const token = tokenFromRequest(request.headers.get('authorization'), cookieToken);
  if (token) {
    const verified = await verifyIdToken(token);
    if (verified) return verified.user;
    if (token !== cookieToken) return null; // a bad bearer token is not rescued by cookies
  }
  const refreshToken = cookies.get(REFRESH_COOKIE)?.value;
  if (!refreshToken || !url) return null;
  const fresh = await refreshIdToken(refreshToken);
  // The provider is out of reach: a visitor for this request, but the session is kept for when it is back.
  if (fresh === undefined) return null;
  const verified = fresh ? await verifyIdToken(fresh) : null;
  if (!fresh || !verified) {
    cookies.delete(REFRESH_COOKIE, { path: '/' });
    cookies.delete(AUTH_COOKIE, { path: '/' });
    return null;
  }
  // A renewal like the browser's own (POST /api/session): an older account's unverified phone settles here
  // too, for a visitor whose browser only ever renews through the cookie (decision 063).
  await admitSession(decodeJwt(fresh), verified.expiresAt);
  cookies.set(AUTH_COOKIE, fresh, authCookieOptions(url, settings().PUBLIC_SITE_URL));
  return verified.user;
}
