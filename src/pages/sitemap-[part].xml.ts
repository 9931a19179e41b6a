import type { APIRoute } from 'astro';
import { getDb } from '@/lib/db';
import { settings } from '@/lib/config/settings.server';
import { sitemapPart, urlsetXml } from '@/lib/search/sitemap.server';

/** One sitemap file: pages, places-{n}, listings-{n} or projects. */
export const GET: APIRoute = async ({ params }) => {
  // Read only for the pages part: the blog collection is loaded on demand.
  const blogPaths = async () => {
    const { allPosts, postPath } = await import('@/lib/blog/posts.server');
    return (await allPosts()).map((post) => ({ loc: postPath(post.slug), lastmod: (post.updated ?? post.date).toISOString().slice(0, 10) }));
  };
  const urls = await sitemapPart(getDb(), params.part ?? '', blogPaths);
  if (!urls) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(urlsetXml(settings().PUBLIC_SITE_URL, urls), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};
