import { expect, test } from '@playwright/test';

// Area guides: a city's price index and an area's figures, charts, listings and neighbours.

test('an area guide shows figures, charts with their tables, listings and nearby areas', async ({ page }) => {
  await page.goto('/area-guides/islamabad/f-7');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('F-7, Islamabad');
  await expect(page.getByTestId('total-sale')).toHaveText(/^\d+$/);
  const charts = page.locator('figure[data-chart] svg[role="img"]:visible');
  await expect(charts).toHaveCount(2);
  await expect(charts.first().locator(':scope > title')).toContainText('price per square foot');
  await page.getByText('Show the numbers').first().click();
  await expect(page.locator('figure[data-chart] table').first().locator('tbody tr')).toHaveCount(24);
  await expect(page.getByRole('heading', { name: 'About F-7' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nearby areas' })).toBeVisible();

  await page.goto('/area-guides/islamabad');
  await expect(page.getByRole('heading', { name: 'Islamabad price index' })).toBeVisible();
  await expect(page.getByText('How the index is worked out')).toBeVisible();
});

test("an area guide's counts are the counts of the pages they link to", async ({ page }) => {
  await page.goto('/area-guides/islamabad/f-7');
  for (const [list, total] of [['Properties for sale', 'total-sale'], ['Properties for rent', 'total-rent']] as const) {
    const links = await page.getByRole('list', { name: list }).getByRole('link').evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href')!, count: Number(/^\d+/.exec(a.textContent ?? '')![0]) })),
    );
    expect(links.length, list).toBeGreaterThan(0);
    const sum = links.reduce((n, l) => n + l.count, 0);
    await expect(page.getByTestId(total)).toHaveText(String(sum));
    const guide = page.url();
    for (const link of links) {
      await page.goto(link.href);
      await expect(page.locator('.results-head .count')).toHaveText(new RegExp(`^\\s*${link.count} propert(y|ies)`));
    }
    await page.goto(guide);
  }
});
