import { expect, type Page } from '@playwright/test';

/**
 * The pages the shell serves on its own: home, the error page for unknown paths, and the pages that
 * started as coming-soon placeholders. A listing detail page needs a published listing: see firstListingPath.
 */
export const SHELL_PAGES: { name: string; path: string; status?: number }[] = [
  { name: 'home', path: '/' },
  { name: 'not found', path: '/this-page-does-not-exist', status: 404 },
  { name: 'projects', path: '/projects' },
  { name: 'wanted', path: '/wanted' },
  { name: 'blog', path: '/blog' },
  { name: 'agencies', path: '/agencies' },
  { name: 'area guides', path: '/area-guides' },
  { name: 'add property', path: '/add-property?purpose=sell' },
  { name: 'my properties', path: '/my-properties?status=draft' },
  { name: 'liked properties', path: '/liked-properties' },
  { name: 'compare, nothing kept', path: '/compare' },
  { name: 'find by property id, none found', path: '/find-property?id=999999999', status: 404 },
  { name: 'my account', path: '/my-account' },
  { name: 'building materials', path: '/building-materials' },
  { name: 'results', path: '/sale/residential-properties-for-sale-islamabad-1' },
];

/** The first published listing the results page links to: demo ids are not all published. */
export async function firstListingPath(page: Page): Promise<string> {
  await page.goto('/sale/residential-properties-for-sale-islamabad-1');
  const hrefs = await page.$$eval('main a[href]', (links) => links.map((link) => link.getAttribute('href')!));
  const listing = hrefs.find((href) => /^\/(sale|rent)\/\d+$/.test(href));
  expect(listing, 'a listing link on the results page').toBeTruthy();
  return listing!;
}

export const PHONE = { width: 390, height: 844 };
