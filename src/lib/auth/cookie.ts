import { AUTH_COOKIE_DAYS } from '../constants';
import { servedOverTls } from '../http/tls';

/** The product's own auth cookie: HttpOnly, so page scripts never read the token in it. */
export const AUTH_COOKIE = 'basera_auth';
/** The refresh token, so the server can renew an expired id token itself; also HttpOnly. */
export const REFRESH_COOKIE = 'basera_refresh';

export interface AuthCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

/**
 * The cookie lives 1000 days (spec section 9); the token inside still expires on its own. Secure
 * when the site is served over TLS, also when TLS ends at a proxy (PUBLIC_SITE_URL is https).
 */
export function authCookieOptions(requestUrl: URL, publicSiteUrl = ''): AuthCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: servedOverTls(requestUrl, publicSiteUrl),
    path: '/',
    maxAge: AUTH_COOKIE_DAYS * 24 * 60 * 60,
  };
}

/** The token a request carries: a bearer token wins over the cookie. */
export function tokenFromRequest(authorization: string | null, cookie: string | undefined): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? (cookie || null);
}
