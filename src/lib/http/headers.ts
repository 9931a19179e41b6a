/** Headers every answer carries. HSTS only when the site is served over TLS. */
export function securityHeaders(url: URL): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (url.protocol === 'https:') headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
