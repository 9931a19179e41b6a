import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { BLOG_CATEGORIES } from '@/lib/blog/categories';

/**
 * Editorial content: blog posts (MDX, one file each, hero image beside them) and the editorial part
 * of area guides (Markdown, keyed by city and area slug). Figures on guide pages come from listings;
 * these files hold only what a writer knows.
 */
const blog = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './src/content/blog' }),
  schema: ({ image }) =>
    z.object({
      title: z.string().min(5).max(110),
      description: z.string().min(30).max(260),
      author: z.string(),
      date: z.coerce.date(),
      updated: z.coerce.date().optional(),
      category: z.enum(BLOG_CATEGORIES),
      tags: z.array(z.string()).min(1),
      hero: image(),
      heroAlt: z.string().min(5),
      /** 'ur' posts are set right to left with an Urdu font stack. */
      lang: z.enum(['en', 'ur']).default('en'),
      draft: z.boolean().default(false),
    }),
});

const areaGuides = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './src/content/area-guides' }),
  schema: z.object({
    city: z.string(),
    area: z.string(),
    title: z.string(),
    summary: z.string().min(40),
    author: z.string(),
    updated: z.coerce.date(),
    highlights: z.array(z.string()).default([]),
  }),
});

export const collections = { blog, 'area-guides': areaGuides };
