import { expect, test } from '@playwright/test';

// The building-materials price panel in the top bar.

test('the materials panel shows prices with their dates and follows the chosen city', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /Building Materials/ }).first().click();
  const panel = page.locator('#materials-panel');
  await expect(panel).toBeVisible();
  const cement = panel.locator('tr[data-material="cement-opc"]');
  await expect(cement).toContainText('per bag');
  await expect(cement.locator('time')).toHaveText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/);
  const before = await cement.locator('.price').textContent();
  await panel.getByLabel('City').selectOption({ label: 'Karachi' });
  await expect(cement.locator('.price')).not.toHaveText(before!);
  const api = await (await page.request.get('/api/data/materials?cityId=3')).json();
  await expect(panel.locator('tr[data-material="cement-opc"] .price')).toContainText(api.materials[0].labels.price);
  // The table's name and the history link follow the city.
  await expect(panel.getByRole('table', { name: 'Building material prices in Karachi' })).toBeAttached();
  await expect(panel.getByRole('link', { name: 'Price history by city' })).toHaveAttribute('href', '/building-materials?cityId=3');
  // The choice is remembered for the next page, and its history link opens that city.
  await page.goto('/blog');
  await expect(page.locator('#materials-panel [data-materials-city]')).toHaveValue('3');
  await page.getByRole('banner').getByRole('button', { name: /Building Materials/ }).first().click();
  await panel.getByRole('link', { name: 'Price history by city' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building material prices in Karachi');
});
