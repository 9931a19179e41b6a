import { defineMiddleware } from 'astro:middleware';
import { randomUUID } from 'node:crypto';
import { log } from './lib/observability/log.server';
import { reportError } from './lib/observability/report.server';
import { problem } from './lib/http/problem';
import { securityHeaders } from './lib/http/headers';
import { isCrossOriginWrite } from './lib/http/origin';
import { settings } from './lib/config/settings.server';
import { userFromRequest } from './lib/auth/session.server';
import { getDb } from './lib/db';
import { startExpirySchedule } from './lib/listings/expiry.server';
import { startMediaCleanupSchedule } from './lib/media/cleanup.server';
import { mediaStore } from './lib/media/store.server';

export const onRequest = defineMiddleware(async (context, next) => {
  // The listing expiry job runs in every server process; the first request starts it (not the build).
  if (!context.isPrerendered) {
    startExpirySchedule(getDb);
    // So does the clean-up of uploaded pictures no listing uses.
    startMediaCleanupSchedule(getDb, mediaStore);
  }
  const started = performance.now();
  const { request, url } = context;
  context.locals.requestId = request.headers.get('x-request-id') ?? randomUUID();
  context.locals.user = await userFromRequest(request, context.cookies, url);
  const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');

  let response: Response;
  try {
    if (isApi && isCrossOriginWrite(request, settings().PUBLIC_SITE_URL)) {
      response = problem(403, 'This request came from another site and was refused.');
    } else {
      response = await next();
    }
  } catch (error) {
    await reportError(error, { requestId: context.locals.requestId, method: request.method, path: url.pathname });
    response = isApi
      ? problem(500, 'Something went wrong on our side. Please try again in a moment.')
      : await context.rewrite('/500');
  }

  for (const [name, value] of Object.entries(securityHeaders(url))) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  log.info({
    method: request.method,
    path: url.pathname,
    status: response.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    requestId: context.locals.requestId,
  }, 'request');
  return response;
});
