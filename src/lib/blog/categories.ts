/** Blog categories: the words on the index's filter chips and in each post's front matter. */
export const BLOG_CATEGORIES = ['Buying', 'Renting', 'Legal', 'Investing', 'Finance', 'Safety', 'Guides'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/** The category a query value names, in any case ('finance', 'FINANCE'), or null. */
export function blogCategoryOf(value: string | null | undefined): BlogCategory | null {
  const wanted = value?.trim().toLowerCase();
  return BLOG_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? null;
}
