import { describe, expect, it } from 'vitest';
import { NON_PAGE_POLICY, pagePolicy, securityHeaders, tileOrigin } from './headers';
import { OWN_TILES } from '@/lib/maps/tiles';

const astro = "default-src 'self';base-uri 'self';object-src 'none';form-action 'self';frame-ancestors 'none'; script-src 'self' 'sha256-abc=' 'sha256-def='; style-src 'self' 'sha256-xyz=';";
const sources = { mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', identityEndpoint: undefined, identityRegion: 'ap-south-1' };

describe('security headers', () => {
  it('sends HSTS only when the site is served over TLS, also when TLS ends at a proxy', () => {
    expect(securityHeaders(new URL('http://localhost:4321/'), 'http://localhost:4321')['strict-transport-security']).toBeUndefined();
    expect(securityHeaders(new URL('https://basera.pk/'))['strict-transport-security']).toContain('max-age=');
    expect(securityHeaders(new URL('http://10.0.0.5:4321/'), 'https://basera.pk')['strict-transport-security']).toContain('max-age=');
    expect(securityHeaders(new URL('http://localhost/'))).toMatchObject({ 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY' });
    expect(securityHeaders(new URL('http://localhost/'))['permissions-policy']).toContain('camera=()');
  });
});

describe('page policy', () => {
  const policy = pagePolicy(astro, sources);
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it("keeps Astro's script hashes and never allows inline scripts", () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allows map tiles from the tile origin only, and the identity provider for sign-in', () => {
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(directive('connect-src')).toBe("connect-src 'self' https://cognito-idp.ap-south-1.amazonaws.com");
    expect(pagePolicy(astro, { ...sources, identityEndpoint: 'http://127.0.0.1:9229' })).toContain("connect-src 'self' http://127.0.0.1:9229");
    expect(pagePolicy(astro, { ...sources, mapTileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' })).toContain('img-src \'self\' data: blob: https://*.tiles.example.com');
    // Basera's own tiles (the default) come from this origin: nothing is added.
    expect(pagePolicy(astro, { ...sources, mapTileUrl: OWN_TILES })).toMatch(/img-src 'self' data: blob:(;|$)/);
  });

  it("works a policy out once for each page's scripts and never gives one page another's", () => {
    const other = astro.replace("'sha256-def='", "'sha256-ghi='");
    const first = pagePolicy(astro, sources);
    expect(pagePolicy(astro, sources)).toBe(first);
    expect(pagePolicy(other, sources)).toContain("'sha256-ghi='");
    expect(pagePolicy(other, sources)).not.toContain("'sha256-def='");
    expect(pagePolicy(astro, sources)).toBe(first);
  });

  it('forbids framing, and styles allow the attributes islands write', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('font-src')).toBe("font-src 'self' data:");
    expect(pagePolicy("default-src 'self'", sources)).toContain("frame-ancestors 'none'");
  });

  it('lets nothing run in answers that are not pages', () => {
    expect(NON_PAGE_POLICY).toContain("default-src 'none'");
    expect(NON_PAGE_POLICY).toContain("frame-ancestors 'none'");
  });

  it('reads the origin of a tile template, and nothing from a bad one', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('not a url')).toBeNull();
    expect(tileOrigin(OWN_TILES)).toBeNull();
  });
});
