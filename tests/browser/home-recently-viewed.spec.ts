import { expect, test } from '@playwright/test';
import { publishedListing, query } from './support/listing-data';
import { formatPrice } from '../../src/lib/money';
import { STORAGE_KEYS } from '../../src/lib/storage';

// The home page's recently viewed (docs/decisions/089): the listings this browser opened, newest first,
// with their prices as they are now; a listing gone since drops out; the visitor can clear the list.

const viewed = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Recently viewed' });

test('listings opened show on the home page, newest first, and can be cleared', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toBeHidden();

  const first = publishedListing(0);
  const second = publishedListing(1);
  for (const listing of [first, second]) {
    await page.goto(`/${listing.purpose}/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  }

  await page.goto('/');
  const links = viewed(page).getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveAttribute('href', `/${second.purpose}/${second.id}`);
  await expect(links.nth(1)).toHaveAttribute('href', `/${first.purpose}/${first.id}`);
  const month = (listing: typeof first) => (listing.purpose === 'rent' ? ' /month' : '');
  await expect(links.nth(0)).toContainText(`${formatPrice(second.price)}${month(second)}`);
  await expect(links.nth(0)).toContainText(second.title);
  await expect(links.nth(1)).toContainText(`${formatPrice(first.price)}${month(first)}`);

  await viewed(page).getByRole('button', { name: 'Clear recently viewed' }).click();
  await expect(viewed(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toBeHidden();
});

test('a listing no longer published drops out of the list', async ({ page }) => {
  const shown = publishedListing(2);
  const gone = query<{ id: number }>("select id from listings where status != 'published' order by id limit 1")!;
  await page.goto('/');
  await page.evaluate(
    ([key, ids]) => localStorage.setItem(key, JSON.stringify({ value: ids, expiry: Date.now() + 86_400_000 })),
    [STORAGE_KEYS.recentlyViewed, [gone.id, shown.id]] as const,
  );
  await page.reload();
  await expect(viewed(page).getByRole('link')).toHaveCount(1);
  await expect(viewed(page).getByRole('link')).toHaveAttribute('href', `/${shown.purpose}/${shown.id}`);
  const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.value, STORAGE_KEYS.recentlyViewed);
  expect(kept).toEqual([shown.id]);
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.recentlyViewed);
});
