import type { APIRoute } from 'astro';
import { settings } from '@/lib/config/settings.server';

/** Crawlers may read every public page; account pages, the API and the developer pages are not for them. */
export const GET: APIRoute = () => {
  const site = settings().PUBLIC_SITE_URL;
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /my-account',
    'Disallow: /my-properties',
    'Disallow: /liked-properties',
    'Disallow: /saved-searches',
    'Disallow: /my-inquiries',
    'Disallow: /compare',
    'Disallow: /find-property',
    'Disallow: /add-property',
    'Disallow: /dev/',
    'Disallow: /preview-listing/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
};
