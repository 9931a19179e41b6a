import { describe, expect, it } from 'vitest';
import { requireUser, safeRedirect, signInPath } from './guard';

describe('requireUser', () => {
  const url = new URL('http://localhost/my-account?tab=password');
  it('sends a signed-out visitor to sign in and back', () => {
    const result = requireUser({ locals: { user: null }, url, redirect: (p, s) => new Response(null, { status: s, headers: { location: p } }) });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('location')).toBe('/?signin=1&redirect=%2Fmy-account%3Ftab%3Dpassword');
    expect(signInPath(url)).toBe('/?signin=1&redirect=%2Fmy-account%3Ftab%3Dpassword');
  });
  it('lets a signed-in person through', () => {
    const user = { id: 'a', email: null, phone: null, name: null, role: 'webUser' as const, groups: [] };
    expect(requireUser({ locals: { user }, url, redirect: () => new Response() })).toBe(user);
  });
});

describe('safeRedirect', () => {
  it('follows only same-site paths', () => {
    expect(safeRedirect('/my-account')).toBe('/my-account');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
  it('reads the path as a browser does, so no hidden character makes it another site', () => {
    for (const hostile of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\\/evil.example', '/ \t/evil.example']) {
      const followed = safeRedirect(hostile);
      expect(new URL(followed, 'https://basera.pk').origin, hostile).toBe('https://basera.pk');
    }
    expect(safeRedirect('/\t/evil.example')).toBe('/');
    expect(safeRedirect('/sale/12?tab=map#gallery')).toBe('/sale/12?tab=map#gallery');
    expect(safeRedirect('/my-properties?status=draft&q=ref%20862')).toBe('/my-properties?status=draft&q=ref%20862');
  });
});
