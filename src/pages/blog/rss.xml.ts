import type { APIRoute } from 'astro';
import { allPosts, postPath } from '@/lib/blog/posts.server';
import { rssXml } from '@/lib/blog';
import { settings } from '@/lib/config/settings.server';

// The blog's RSS 2.0 feed. Not an API endpoint (no JSON, no OpenAPI entry): a document for feed readers.
export const GET: APIRoute = async () => {
  const site = settings().PUBLIC_SITE_URL;
  const posts = await allPosts();
  const xml = rssXml({
    title: 'Basera blog',
    link: new URL('/blog', site).href,
    selfLink: new URL('/blog/rss.xml', site).href,
    description: 'Guides to buying, renting and investing in property in Pakistan.',
    items: posts.map((post) => ({
      title: post.title,
      link: new URL(postPath(post.slug), site).href,
      description: post.description,
      date: post.date,
      category: post.category,
      author: post.author,
    })),
  });
  return new Response(xml, {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  });
};
