import { describe, expect, it } from 'vitest';
import { authCookieOptions, tokenFromRequest } from './cookie';

describe('auth cookie', () => {
  it('is HttpOnly, SameSite=Lax, 1000 days, Secure only over https', () => {
    const plain = authCookieOptions(new URL('http://localhost:4321'));
    expect(plain).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
    expect(plain.maxAge).toBe(1000 * 86_400);
    expect(authCookieOptions(new URL('https://basera.pk')).secure).toBe(true);
    // TLS ended at a proxy: the request is plain http, the public address https.
    expect(authCookieOptions(new URL('http://10.0.0.5:4321'), 'https://basera.pk').secure).toBe(true);
    expect(authCookieOptions(new URL('http://10.0.0.5:4321'), 'http://localhost:4321').secure).toBe(false);
  });
  it('takes the bearer token before the cookie', () => {
    expect(tokenFromRequest('Bearer abc.def.ghi', 'cookie')).toBe('abc.def.ghi');
    expect(tokenFromRequest(null, 'cookie')).toBe('cookie');
    expect(tokenFromRequest('Basic xyz', undefined)).toBeNull();
    expect(tokenFromRequest(null, '')).toBeNull();
  });
});
