import type { AstroCookies } from 'astro';
import type { SessionUser } from '../accounts/types';
import { AUTH_COOKIE, tokenFromRequest } from './cookie';
import { verifyIdToken } from './tokens.server';

/** Who sent this request: the verified bearer token or auth cookie, or null. */
export async function userFromRequest(request: Request, cookies: AstroCookies): Promise<SessionUser | null> {
  const token = tokenFromRequest(request.headers.get('authorization'), cookies.get(AUTH_COOKIE)?.value);
  if (!token) return null;
  return (await verifyIdToken(token))?.user ?? null;
}
