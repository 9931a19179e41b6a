import { expect, type Page } from '@playwright/test';

// What the results pages' browser tests share: the address they start from, the listings a page shows,
// the search API's answer for the same filter (the database's view), and the filter form.

export const ISLAMABAD_SALE = '/sale/residential-properties-for-sale-islamabad-1';

export interface ApiPage {
  listings: Array<{ id: number; price: number; beds: number | null; verified: boolean; areaId: number; type: string }>;
  total: number;
  pageCount: number;
}

/** The listing ids the page shows, in order. */
export async function shownIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

/** What the search API answers for a query: the database's view of the same filter. */
export async function api(page: Page, query: string): Promise<ApiPage> {
  const res = await page.request.get(`/api/search/listings?${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiPage;
}

export const filters = (page: Page) => page.getByRole('search', { name: 'Filter listings' });

/** Wakes the filter island as a visitor's pointer would, and waits for it (its area box only exists then). */
export async function filtersReady(page: Page) {
  await filters(page).getByRole('button', { name: 'Search' }).hover();
  await expect(page.getByRole('combobox', { name: 'Search areas', exact: true })).toBeVisible();
}
