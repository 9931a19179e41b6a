import type { APIRoute } from 'astro';
import { getDb } from '@/lib/db';
import { settings } from '@/lib/config/settings.server';
import { sitemapIndexXml, sitemapParts } from '@/lib/search/sitemap.server';

/** The sitemap index: one entry per sitemap file (see lib/search/sitemap.server.ts). */
export const GET: APIRoute = async () =>
  new Response(sitemapIndexXml(settings().PUBLIC_SITE_URL, await sitemapParts(getDb())), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
