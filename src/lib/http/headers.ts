import { BoundedCache } from '../cache/bounded';
import { servedOverTls } from './tls';

/**
 * Headers every answer carries. HSTS only when the site is served over TLS (./tls.ts).
 *
 * Content-Security-Policy: pages get theirs from Astro (experimental.csp in astro.config.mjs), which
 * lists the hashes of the scripts it writes into the page, so scripts run only from this origin or
 * when Astro itself wrote them: no 'unsafe-inline' for scripts. `pagePolicy` completes that header
 * with what Astro cannot know at build time (the map tile origin, a setting). Answers that are not
 * Astro pages (JSON, XML, files) get `NON_PAGE_POLICY`, which lets nothing run at all.
 * docs/decisions/070-hostile-input-and-access.md.
 */
export function securityHeaders(url: URL, publicSiteUrl = ''): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (servedOverTls(url, publicSiteUrl)) headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/**
 * For files whose address changes whenever their content does (a hash in the name, or a key never reused):
 * browsers, proxies and CDNs keep them a year without asking again.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** For answers that are not HTML pages: nothing may load, run or frame them. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export interface PolicySources {
  /** MAP_TILE_URL: a provider's template (https://tile.openstreetmap.org/{z}/{x}/{y}.png), or a path on this origin. */
  mapTileUrl: string;
  /** COGNITO_ENDPOINT when set (cognito-local), else empty: the browser signs in with the provider directly. */
  identityEndpoint: string | undefined;
  identityRegion: string;
}

/** The origin of a URL or URL template, or null (a path: this origin); a {s} subdomain (a, b, c in Leaflet) becomes a wildcard. */
export function tileOrigin(template: string): string | null {
  try {
    const origin = new URL(template.replace(/\{s\}/g, 'any-subdomain').replace(/\{[a-z]\}/g, '0')).origin;
    return origin === 'null' ? null : origin.replace('any-subdomain', '*');
  } catch {
    return null;
  }
}

/**
 * Astro's page policy (script-src with hashes, style-src with hashes, and the directives from the
 * config) completed for this server:
 * - img-src: this origin, data: and blob: (picture previews before upload) and the map tile origin;
 * - style-src: 'unsafe-inline'. Server-rendered React islands and Leaflet write style attributes,
 *   which no hash can allow; Astro's style hashes are dropped because a browser that sees a hash
 *   ignores 'unsafe-inline'. Styles cannot run code; scripts stay hash-only.
 * - font-src: this origin and data: (fonts inlined into the bundled CSS);
 * - connect-src: this origin, for the islands' fetches, and the identity provider, which the sign-in
 *   dialog calls from the browser.
 */
export function pagePolicy(astroPolicy: string, sources: PolicySources): string {
  // Every page of one kind carries the same Astro policy and the sources are settings, so the policy is
  // worked out once per kind of page rather than split, parsed and joined again for every page sent.
  const key = `${sources.mapTileUrl}\n${sources.identityEndpoint ?? ''}\n${sources.identityRegion}\n${astroPolicy}`;
  let policy = completedPolicies.get(key);
  if (policy === undefined) {
    policy = completePolicy(astroPolicy, sources);
    completedPolicies.set(key, policy, Infinity);
  }
  return policy;
}

/** Completed policies by their inputs: one per distinct set of a page's scripts, bounded all the same. */
const completedPolicies = new BoundedCache<string>(100);

function completePolicy(astroPolicy: string, sources: PolicySources): string {
  const tiles = tileOrigin(sources.mapTileUrl);
  const identity = sources.identityEndpoint ? tileOrigin(sources.identityEndpoint) : `https://cognito-idp.${sources.identityRegion}.amazonaws.com`;
  const directives = astroPolicy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !/^(img-src|style-src|font-src|connect-src)\b/.test(d));
  directives.push(
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    `connect-src 'self'${identity ? ` ${identity}` : ''}`,
  );
  if (!directives.some((d) => d.startsWith('frame-ancestors'))) directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}
