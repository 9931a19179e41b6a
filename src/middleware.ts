import { defineMiddleware } from 'astro:middleware';
import { randomUUID } from 'node:crypto';
import { log } from './lib/observability/log.server';
import { reportError } from './lib/observability/report.server';
import { problem } from './lib/http/problem';
import { NON_PAGE_POLICY, pagePolicy, securityHeaders } from './lib/http/headers';
import { isServiceUnavailable, RETRY_AFTER_SECONDS } from './lib/http/unavailable';
import { isCrossOriginWrite } from './lib/http/origin';
import { addressHasNul, NUL_REFUSED } from './lib/http/nul';
import { methodNotAllowed } from './lib/http/method-not-allowed.server';
import { methodNotAllowedDetail, pageMethods } from './lib/http/methods';
import { settings } from './lib/config/settings.server';
import { userFromRequest } from './lib/auth/session.server';
import { getDb } from './lib/db';
import { startExpirySchedule } from './lib/listings/expiry.server';
import { startMediaCleanupSchedule } from './lib/media/cleanup.server';
import { mediaStore } from './lib/media/store.server';
import { configureCounterStore } from './lib/ratelimit/setup.server';
import {
  PageCache,
  compressedAnswer,
  pageCacheControl,
  pageCacheKey,
} from './lib/http/page-cache.server';
import { preferredEncoding } from './lib/http/accept-encoding.mjs';

const CROSS_SITE_REFUSED = 'This request came from another site and was refused.';

let pageCache: PageCache | undefined;
const pages = () => (pageCache ??= new PageCache(settings().PAGE_CACHE_SECONDS * 1000));

export const onRequest = defineMiddleware(async (context, next) => {
  // The listing expiry job runs in every server process; the first request starts it (not the build).
  if (!context.isPrerendered) {
    startExpirySchedule(getDb);
    // So does the clean-up of uploaded pictures no listing uses.
    startMediaCleanupSchedule(getDb, mediaStore);
    configureCounterStore();
  }
  const started = performance.now();
  const { request, url } = context;
  context.locals.requestId = request.headers.get('x-request-id') ?? randomUUID();
  context.locals.user = await userFromRequest(request, context.cookies, url);
  const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
  // Astro renders a page for any method; the methods it takes are decided here (the API's by its endpoints).
  const pageAllows = isApi ? null : pageMethods(context.routePattern);

  let response: Response;
  try {
    // Writes to pages too: a form posted to a page (an inquiry sent without script) is a write like the API's.
    if (isCrossOriginWrite(request, settings().PUBLIC_SITE_URL)) {
      response = refused(isApi, 403, CROSS_SITE_REFUSED);
    } else if (addressHasNul(url)) {
      response = refused(isApi, 400, NUL_REFUSED);
    } else if (pageAllows && !pageAllows.includes(request.method)) {
      response = refused(false, 405, methodNotAllowedDetail(request.method, pageAllows), { allow: pageAllows.join(', ') });
    } else {
      const key = isApi ? null : pageCacheKey(request, url);
      const encoding = preferredEncoding(request.headers.get('accept-encoding'));
      response =
        key === null
          ? await withPageCacheControl(request, next)
          : await pages().serve(key, () => withPageCacheControl(request, next), encoding);
      // Astro answers a method an endpoint does not export with a bare 404, which becomes the HTML 404 page.
      if (isApi && response.status === 404 && response.body === null) response = await methodNotAllowed(request.method, url.pathname);
      response = await compressedAnswer(response, encoding);
    }
  } catch (error) {
    if (isServiceUnavailable(error)) {
      // The database is down or locked: not a bug to report, a moment to wait (the next request retries it).
      log.warn({ err: error, requestId: context.locals.requestId, path: url.pathname }, 'database unavailable');
      response = isApi
        ? problem(503, 'Basera cannot reach its database right now. Please try again in a moment.', {}, {
          'retry-after': String(RETRY_AFTER_SECONDS),
        })
        : await context.rewrite('/503');
    } else {
      await reportError(error, { requestId: context.locals.requestId, method: request.method, path: url.pathname });
      response = isApi
        ? problem(500, 'Something went wrong on our side. Please try again in a moment.')
        : await context.rewrite('/500');
    }
  }

  for (const [name, value] of Object.entries(securityHeaders(url, settings().PUBLIC_SITE_URL))) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  setContentSecurityPolicy(response);
  log.info({
    method: request.method,
    path: url.pathname,
    status: response.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    requestId: context.locals.requestId,
  }, 'request');
  return response;
});

/** A request refused before anything reads it: a problem for the API, a line of text for a page. */
function refused(isApi: boolean, status: number, message: string, headers: Record<string, string> = {}): Response {
  return isApi
    ? problem(status, message, {}, headers)
    : new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}

/** Pages say how shared caches may keep them: briefly for anonymous reads, never when signed in or posted to. */
async function withPageCacheControl(request: Request, next: () => Promise<Response>): Promise<Response> {
  const response = await next();
  const control = pageCacheControl(request, response);
  if (control) response.headers.set('cache-control', control);
  return response;
}

/**
 * A page that answers a bare 404 or 500 (no body) is replaced by Astro with the error page, which passes
 * through here on its own; Astro then copies this answer's headers over the error page's, so a policy set
 * here would be the strict one and leave the error page without its styles and scripts.
 */
function becomesErrorPage(response: Response): boolean {
  return (response.status === 404 || response.status === 500) && response.body === null && response.headers.get('x-astro-reroute') !== 'no';
}

/** Astro pages carry Astro's policy (script hashes), completed here; every other answer the strict one. */
function setContentSecurityPolicy(response: Response): void {
  if (becomesErrorPage(response)) return;
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
  const astroPolicy = response.headers.get('content-security-policy');
  // `astro dev` sends no policy and injects its own inline scripts: pages there go without one.
  if (html && astroPolicy === null && import.meta.env.DEV) return;
  const s = settings();
  const sources = { mapTileUrl: s.MAP_TILE_URL, identityEndpoint: s.COGNITO_ENDPOINT, identityRegion: s.COGNITO_REGION };
  response.headers.set('content-security-policy', html ? pagePolicy(astroPolicy ?? "default-src 'self'", sources) : NON_PAGE_POLICY);
}
