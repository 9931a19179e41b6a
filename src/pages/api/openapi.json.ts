import type { APIRoute } from 'astro';
import { collectRoutes } from '../../lib/http/routes';
import { settings } from '../../lib/config/settings.server';
import { openApiDocument } from '../../lib/http/openapi';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(openApiDocument(collectRoutes(), settings().PUBLIC_SITE_URL), null, 2), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
