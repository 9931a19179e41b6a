import { identity, signIn } from './support/identity';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cookieJar } from './support/context';
import { userFromRequest } from '../../../src/lib/auth/session.server';
import { AUTH_COOKIE, REFRESH_COOKIE } from '../../../src/lib/auth/cookie';
import { admitSession } from '../../../src/lib/accounts/phones.server';

// cognito-local's id tokens carry no phone, so what a renewal settles is shown in phone-aliases.test.ts
// with an Amazon Cognito token's claims; here, that the server's own renewal asks for it as the browser's does.
vi.mock('../../../src/lib/accounts/phones.server', async (original) => {
  const actual = await original<typeof import('../../../src/lib/accounts/phones.server')>();
  return { ...actual, admitSession: vi.fn(actual.admitSession) };
});

afterAll(() => identity.stop());

describe('a session renewed by the server from the refresh cookie', () => {
  it("brings the account under the phone rule with the new token's claims, as a renewal", async () => {
    const tokens = await signIn('demo@basera.pk', 'Basera@2026');
    const jar = cookieJar({ [AUTH_COOKIE]: 'expired.or.missing', [REFRESH_COOKIE]: tokens.RefreshToken });
    const user = await userFromRequest(new Request('http://x/'), jar.cookies, new URL('http://x/'));
    expect(user?.email).toBe('demo@basera.pk');
    expect(admitSession).toHaveBeenCalledTimes(1);
    const [claims, expiresAt, signedInWith] = vi.mocked(admitSession).mock.calls[0];
    expect(claims).toMatchObject({ sub: user?.id, email: 'demo@basera.pk' });
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(signedInWith).toBeUndefined();
  });

  it('asks nothing of it for a token that is still good', async () => {
    vi.mocked(admitSession).mockClear();
    const tokens = await signIn('demo@basera.pk', 'Basera@2026');
    const user = await userFromRequest(new Request('http://x/'), cookieJar({ [AUTH_COOKIE]: tokens.IdToken }).cookies, new URL('http://x/'));
    expect(user?.email).toBe('demo@basera.pk');
    expect(admitSession).not.toHaveBeenCalled();
  });
});
