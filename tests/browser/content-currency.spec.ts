import { expect, test } from '@playwright/test';

// The currency chosen in the top bar, across the reading pages that show prices.

test('with the currency set to dollars, projects, area guides and Wanted budgets show dollars, as listing cards do', async ({ page }) => {
  await page.goto('/projects?cityId=all');
  await page.context().addCookies([{ name: 'currency', value: 'USD', url: page.url() }]);
  await page.reload();
  const card = page.getByTestId('project-list').locator('article').first();
  await expect(card.getByTestId('project-price')).toContainText('$');
  await expect(card.getByTestId('project-price')).not.toContainText('PKR');
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('project-price-range')).toContainText('$');
  const unitPrices = await page.locator('.unit-price').allTextContents();
  expect(unitPrices.length).toBeGreaterThan(0);
  for (const price of unitPrices) expect(price).toMatch(/^\$/);

  await page.goto('/area-guides/islamabad/f-7');
  const figures = page.getByTestId('area-figures');
  await expect(figures).toContainText('$');
  await expect(figures).not.toContainText('PKR');
  await expect(page.locator('.listing-card .price').first()).toContainText('$');

  await page.goto('/area-guides/islamabad');
  await expect(page.getByTestId('city-areas')).not.toContainText('PKR');

  await page.goto('/wanted');
  const budgets = page.getByText(/^(Up to |From )?\$[\d,.]+( to \$[\d,.]+)?$/);
  await expect(budgets.first()).toBeVisible();
  const facts = await page.getByTestId('wanted-list').locator('.facts').allTextContents();
  expect(facts.filter((text) => text.includes('PKR'))).toEqual([]);
});
