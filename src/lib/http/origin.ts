const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request whose Origin names another site. Browsers send Origin on every
 * cross-site write, including JSON ones that Astro's own check lets through; API clients
 * that send no Origin are judged by their bearer token instead. The Origin is compared with
 * the Host the request was sent to and with the site's public address.
 */
export function isCrossOriginWrite(request: Request, siteUrl: string): boolean {
  if (SAFE.has(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const allowed = [request.headers.get('host'), new URL(siteUrl).host];
  return !allowed.includes(originHost);
}
