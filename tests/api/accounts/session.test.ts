import { identity, signIn } from './support/identity';
import { afterAll, describe, expect, it } from 'vitest';
import { apiContext, cookieJar } from './support/context';
import { DELETE, POST } from '../../../src/pages/api/session';
import { GET as config } from '../../../src/pages/api/auth/config';
import { verifyIdToken } from '../../../src/lib/auth/tokens.server';
import { userFromRequest } from '../../../src/lib/auth/session.server';
import { AUTH_COOKIE, REFRESH_COOKIE } from '../../../src/lib/auth/cookie';

afterAll(() => identity.stop());

describe('session', () => {
  it('verifies an id token from the pool with jose and reads the person from it', async () => {
    const tokens = await signIn('moderator@basera.pk', 'Basera@2026');
    const verified = await verifyIdToken(tokens.IdToken);
    expect(verified?.user).toMatchObject({ email: 'moderator@basera.pk', role: 'webUser', groups: ['moderators'] });
    expect(await verifyIdToken(tokens.AccessToken)).toBeNull();
    const [head, payload] = tokens.IdToken.split('.');
    expect(await verifyIdToken(`${head}.${payload}.forged`)).toBeNull();
  });

  it('sets the HttpOnly auth cookie for a good token and refuses a bad one', async () => {
    const tokens = await signIn('agent@basera.pk', 'Basera@2026');
    const jar = cookieJar();
    const res = await POST(apiContext('/api/session', { method: 'POST', body: { idToken: tokens.IdToken }, cookies: jar.cookies }));
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ email: 'agent@basera.pk', role: 'agent' });
    expect(jar.set.get(AUTH_COOKIE)).toMatchObject({ value: tokens.IdToken, options: { httpOnly: true, sameSite: 'lax', maxAge: 86_400_000 } });

    const bad = await POST(apiContext('/api/session', { method: 'POST', body: { idToken: 'nope' }, cookies: cookieJar().cookies }));
    expect(bad.status).toBe(401);
    const empty = await POST(apiContext('/api/session', { method: 'POST', body: {} }));
    expect(empty.status).toBe(400);
  });

  it('knows the person from the cookie or a bearer token, and forgets them on sign-out', async () => {
    const tokens = await signIn('demo@basera.pk', 'Basera@2026');
    const jar = cookieJar({ [AUTH_COOKIE]: tokens.IdToken });
    const fromCookie = await userFromRequest(new Request('http://x/'), jar.cookies);
    expect(fromCookie?.email).toBe('demo@basera.pk');
    const fromBearer = await userFromRequest(new Request('http://x/', { headers: { authorization: `Bearer ${tokens.IdToken}` } }), cookieJar().cookies);
    expect(fromBearer?.email).toBe('demo@basera.pk');

    const res = await DELETE(apiContext('/api/session', { method: 'DELETE', cookies: jar.cookies }));
    expect(res.status).toBe(200);
    expect(jar.set.get(AUTH_COOKIE)?.options).toMatchObject({ deleted: true, path: '/' });
    expect(await userFromRequest(new Request('http://x/'), jar.cookies)).toBeNull();
  });

  it('tells the browser how to reach the pool', async () => {
    const res = await config(apiContext('/api/auth/config'));
    expect(await res.json()).toEqual({
      region: 'ap-south-1',
      userPoolId: identity.userPoolId,
      clientId: identity.clientId,
      endpoint: identity.endpoint,
      authFlow: 'password',
    });
  });
});

describe('server-side renewal', () => {
  it('renews an expired id token from the refresh cookie and draws the person signed in', async () => {
    const tokens = await signIn('demo@basera.pk', 'Basera@2026');
    const jar = cookieJar({ [AUTH_COOKIE]: 'expired.or.missing', [REFRESH_COOKIE]: tokens.RefreshToken });
    const user = await userFromRequest(new Request('http://x/'), jar.cookies, new URL('http://x/'));
    expect(user?.email).toBe('demo@basera.pk');
    const renewed = jar.set.get(AUTH_COOKIE)?.value ?? '';
    expect((await verifyIdToken(renewed))?.user.email).toBe('demo@basera.pk');
  });

  it('forgets both cookies when the refresh token is no good', async () => {
    const jar = cookieJar({ [AUTH_COOKIE]: 'bad', [REFRESH_COOKIE]: 'also-bad' });
    expect(await userFromRequest(new Request('http://x/'), jar.cookies, new URL('http://x/'))).toBeNull();
    expect(jar.set.get(REFRESH_COOKIE)?.options).toMatchObject({ deleted: true });
    expect(jar.set.get(AUTH_COOKIE)?.options).toMatchObject({ deleted: true });
  });

  it('keeps the refresh token in its own HttpOnly cookie and clears both on sign-out', async () => {
    const tokens = await signIn('demo@basera.pk', 'Basera@2026');
    const jar = cookieJar();
    await POST(apiContext('/api/session', { method: 'POST', body: { idToken: tokens.IdToken, refreshToken: tokens.RefreshToken }, cookies: jar.cookies }));
    expect(jar.set.get(REFRESH_COOKIE)).toMatchObject({ value: tokens.RefreshToken, options: { httpOnly: true } });
    await DELETE(apiContext('/api/session', { method: 'DELETE', cookies: jar.cookies }));
    expect(jar.set.get(REFRESH_COOKIE)?.options).toMatchObject({ deleted: true });
  });
});
