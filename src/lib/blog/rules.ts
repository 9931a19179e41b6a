/**
 * Pure rules of the blog: reading time, paging, related posts, the RSS document and the Article
 * structured data. Pages pass plain values in; nothing here knows about Astro.
 */
import { slugify } from '@/lib/text/slug';
import { escapeXml } from '@/lib/text/xml';

/** Words a reader gets through in a minute; Urdu script is read a little slower. */
const WORDS_PER_MINUTE = { en: 220, ur: 160 } as const;

/** The MDX source without front matter, imports, tags and Markdown marks: what a reader reads. */
export function readableText(source: string): string {
  return source
    .replace(/^---[\s\S]*?---/, ' ')
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, at least 1. */
export function readingMinutes(source: string, lang: 'en' | 'ur' = 'en'): number {
  return Math.max(1, Math.round(wordCount(readableText(source)) / WORDS_PER_MINUTE[lang]));
}

export function readingTimeLabel(minutes: number, lang: 'en' | 'ur' = 'en'): string {
  return lang === 'ur' ? `${minutes} منٹ کا مطالعہ` : `${minutes} min read`;
}

export interface Paged<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of items; a page past the end gives the last page, so a stale link never shows nothing. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Paged<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount, total: items.length };
}

export interface PostSummary {
  slug: string;
  title: string;
  category: string;
  tags: readonly string[];
  date: Date;
}

/** Newest first; equal dates by title so the order is stable. */
export function byNewest<T extends Pick<PostSummary, 'date' | 'title'>>(a: T, b: T): number {
  return b.date.getTime() - a.date.getTime() || a.title.localeCompare(b.title);
}

/**
 * Posts a reader of `post` is likely to want next: shared tags count most, the same category
 * next, newer breaks ties. Posts with nothing in common come last but still fill the list.
 */
export function relatedPosts<T extends PostSummary>(post: T, all: readonly T[], count = 3): T[] {
  const tags = new Set(post.tags.map((t) => slugify(t)));
  const score = (other: T) =>
    other.tags.reduce((sum, t) => sum + (tags.has(slugify(t)) ? 2 : 0), 0) + (other.category === post.category ? 1 : 0);
  return all
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: score(other) }))
    .sort((a, b) => b.score - a.score || byNewest(a.other, b.other))
    .slice(0, count)
    .map(({ other }) => other);
}

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  date: Date;
  category: string;
  author: string;
}

export interface Feed {
  title: string;
  link: string;
  selfLink: string;
  description: string;
  items: readonly FeedItem[];
}

/** An RSS 2.0 document, every text escaped. */
export function rssXml(feed: Feed): string {
  const items = feed.items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.link)}</link>
      <guid isPermaLink="true">${escapeXml(item.link)}</guid>
      <description>${escapeXml(item.description)}</description>
      <category>${escapeXml(item.category)}</category>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
      <pubDate>${item.date.toUTCString()}</pubDate>
    </item>`,
    )
    .join('\n');
  const newest = feed.items.reduce<Date | null>((max, i) => (!max || i.date > max ? i.date : max), null);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.link)}</link>
    <atom:link href="${escapeXml(feed.selfLink)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(feed.description)}</description>
    <language>en-pk</language>
${newest ? `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
}

export interface ArticleData {
  title: string;
  description: string;
  url: string;
  image: string;
  author: string;
  date: Date;
  updated?: Date;
  lang: string;
  tags: readonly string[];
  category: string;
}

/** schema.org Article as JSON-LD, with '<' escaped so the text cannot close the script element. */
export function articleJsonLd(article: ArticleData, publisher: { name: string; url: string; logo: string }): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    image: [article.image],
    datePublished: article.date.toISOString(),
    dateModified: (article.updated ?? article.date).toISOString(),
    inLanguage: article.lang,
    articleSection: article.category,
    keywords: article.tags.join(', '),
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: publisher.name, url: publisher.url, logo: { '@type': 'ImageObject', url: publisher.logo } },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
