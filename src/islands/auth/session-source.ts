import type { SessionUser } from '@/lib/accounts/types';
import type { SessionSource } from '@/lib/stores/session';
import { currentSession, signOut } from '@/lib/auth/client';

/** Forbidden roles and bad tokens come back from the server as this, mapped to the incorrect-login text. */
export class ForbiddenRoleError extends Error {
  code = 'ForbiddenRole';
}

/**
 * Hands an id token to the server, which sets its HttpOnly cookie and says who this is. `signedInWith`
 * (the e-mail or phone of a sign-in just made) lets it refuse a sign-in by an unverified phone.
 */
export async function startServerSession(idToken: string, refreshToken?: string, signedInWith?: string): Promise<SessionUser> {
  const res = await fetch('/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ idToken, refreshToken, signedInWith }),
    credentials: 'same-origin',
  });
  if (res.status === 401) throw new ForbiddenRoleError('This account may not sign in here.');
  if (!res.ok) throw new Error('Network error');
  return ((await res.json()) as { user: SessionUser }).user;
}

export async function endServerSession(): Promise<void> {
  await fetch('/api/session', { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined);
}

/** The session store's view of the provider: the cached session, confirmed by the server. */
export const providerSession: SessionSource = {
  async current() {
    const session = await currentSession();
    return session ? startServerSession(session.getIdToken().getJwtToken(), session.getRefreshToken().getToken()) : null;
  },
  async end() {
    await signOut().catch(() => undefined);
    await endServerSession();
  },
};
