import { z } from 'zod';
import { decodeJwt } from 'jose';
import { endpoint } from '../../lib/http/endpoint';
import { HttpError } from '../../lib/http/problem';
import { AUTH_COOKIE, REFRESH_COOKIE, authCookieOptions } from '../../lib/auth/cookie';
import { verifyIdToken } from '../../lib/auth/tokens.server';
import { settings } from '../../lib/config/settings.server';
import { sessionUserSchema } from '../../lib/auth/schema';
import { admitSession } from '../../lib/accounts/phones.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/session',
    summary: 'Start or renew the server session from an identity-provider id token (sets the HttpOnly auth cookie)',
    tags: ['Accounts'],
    body: z.object({
      idToken: z.string().min(1).max(8192),
      refreshToken: z.string().min(1).max(8192).optional(),
      // The e-mail or +92 phone the person has just signed in with; absent when a session is renewed.
      signedInWith: z.string().min(1).max(320).optional(),
    }),
    response: z.object({ user: sessionUserSchema }),
    errors: { 401: 'The token is not valid, has expired, belongs to a role that may not sign in, or came from a sign-in by a phone the account has not verified' },
  },
  async ({ body, context }) => {
    const verified = await verifyIdToken(body.idToken);
    if (!verified) throw new HttpError(401, 'The sign-in token is not valid.');
    // The phone rule of decision 063: a sign-in by a phone the account has not verified is refused.
    if (!(await admitSession(decodeJwt(body.idToken), verified.expiresAt, body.signedInWith))) {
      throw new HttpError(401, 'The sign-in token is not valid.');
    }
    context.cookies.set(AUTH_COOKIE, body.idToken, authCookieOptions(context.url, settings().PUBLIC_SITE_URL));
    if (body.refreshToken) context.cookies.set(REFRESH_COOKIE, body.refreshToken, authCookieOptions(context.url, settings().PUBLIC_SITE_URL));
    return { user: verified.user };
  },
);

export const DELETE = endpoint(
  {
    method: 'DELETE',
    path: '/api/session',
    summary: "End the server session (clears Basera's own auth cookies only)",
    tags: ['Accounts'],
    response: z.object({ ok: z.literal(true) }),
  },
  ({ context }) => {
    context.cookies.delete(AUTH_COOKIE, { path: '/' });
    context.cookies.delete(REFRESH_COOKIE, { path: '/' });
    return { ok: true as const };
  },
);
