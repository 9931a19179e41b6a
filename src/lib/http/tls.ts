/**
 * Whether the site is served over TLS: the request itself came over https, or the site's public
 * address is https (TLS ends at a proxy or load balancer in front, which talks plain http to this
 * server). HSTS and the Secure flag on cookies follow this one rule.
 */
export function servedOverTls(requestUrl: URL, publicSiteUrl: string): boolean {
  return requestUrl.protocol === 'https:' || publicSiteUrl.startsWith('https:');
}
