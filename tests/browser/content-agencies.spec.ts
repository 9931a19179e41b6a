import { expect, test } from '@playwright/test';

// The agency directory and an agency's own page.

test('the agency directory leads to an agency page with its listings and areas', async ({ page }) => {
  await page.goto('/agencies?cityId=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property agencies in Lahore');
  const first = page.getByTestId('agency-list').locator('article').first();
  const count = Number((await first.getByTestId('agency-listing-count').textContent())!.match(/\d+/)![0]);
  // Each card's call link says whom it calls (a list of links would otherwise read 'Call, Call, Call').
  const agencyName = (await first.getByRole('heading').textContent())!.trim();
  await expect(first.getByRole('link', { name: `Call ${agencyName}`, exact: true })).toHaveAttribute('href', /^tel:\+92\d{10}$/);
  expect(count).toBeGreaterThan(0);
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/agencies\/[a-z0-9-]+-\d+$/);
  await expect(page.getByTestId('agency-total')).toContainText(String(count));
  await expect(page.getByRole('heading', { name: 'Areas they work in' })).toBeVisible();
  expect(await page.locator('.listing-grid article').count()).toBe(Math.min(count, 30));
  // The number reads as people write it and dials from any phone (the agency's is stored without +92 or 0).
  const call = page.getByRole('link', { name: /^Call \+92 \d{3} \d{7}$/ });
  await expect(call).toHaveAttribute('href', /^tel:\+92\d{10}$/);

  // Their listings for rent alone: the counts add up, and every card is a rental.
  const purposes = page.getByRole('navigation', { name: 'Their properties for sale or for rent' });
  const countOf = async (name: RegExp) => Number((await purposes.getByRole('link', { name }).textContent())!.match(/\d+/)![0]);
  const [forSale, forRent] = [await countOf(/^For sale/), await countOf(/^For rent/)];
  expect(forSale + forRent).toBe(count);
  await purposes.getByRole('link', { name: /^For rent/ }).click();
  await expect(page).toHaveURL(/\?purpose=rent$/);
  await expect(purposes.getByRole('link', { name: /^For rent/ })).toHaveAttribute('aria-current', 'page');
  const shown = await page.locator('.listing-grid article').getByRole('heading').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(shown.length).toBe(Math.min(forRent, 30));
  for (const href of shown) expect(href).toMatch(/^\/rent\/\d+$/);
  // A page of its own: its own title and description, not the all-listings page's.
  const allTitle = await page.evaluate(() => document.title);
  expect(allTitle).toMatch(/: properties for rent · Basera$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`: ${forRent} propert(y|ies) for rent listed on Basera`));
  await purposes.getByRole('link', { name: /^All/ }).click();
  await expect(page).not.toHaveTitle(/for rent/);
});
