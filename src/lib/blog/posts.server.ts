/**
 * The published blog posts, read from the content collection, with reading time worked out once.
 * Server-only: it reads astro:content.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { byNewest, readingMinutes } from './rules';

export type BlogEntry = CollectionEntry<'blog'>;

export interface BlogPost {
  entry: BlogEntry;
  slug: string;
  title: string;
  description: string;
  author: string;
  date: Date;
  updated?: Date;
  category: BlogEntry['data']['category'];
  tags: string[];
  lang: 'en' | 'ur';
  readingMinutes: number;
}

let cache: Promise<BlogPost[]> | undefined;

/** Every published post, newest first. The collection is fixed at build time, so it is read once. */
export function allPosts(): Promise<BlogPost[]> {
  cache ??= getCollection('blog', (entry) => !entry.data.draft).then((entries) =>
    entries
      .map((entry) => ({
        entry,
        slug: entry.id,
        title: entry.data.title,
        description: entry.data.description,
        author: entry.data.author,
        date: entry.data.date,
        updated: entry.data.updated,
        category: entry.data.category,
        tags: entry.data.tags,
        lang: entry.data.lang,
        readingMinutes: readingMinutes(entry.body ?? '', entry.data.lang),
      }))
      .sort(byNewest),
  );
  return cache;
}

export async function findPost(slug: string): Promise<BlogPost | undefined> {
  return (await allPosts()).find((post) => post.slug === slug);
}

export function postPath(slug: string): string {
  return `/blog/${slug}`;
}
