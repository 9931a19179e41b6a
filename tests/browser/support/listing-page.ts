import { expect, type Page } from '@playwright/test';

/**
 * Opens the listing page's report dialog once the page has settled. The nearby places fill in
 * above the report button after the page loads (growing their section by a few hundred pixels),
 * and a click whose press and release straddle that growth lands on the page, not the button.
 * The page asks for the places well before a person scrolls to them; a test, which jumps, waits.
 */
export async function openReportDialog(page: Page) {
  const button = page.getByRole('button', { name: 'Report this listing' });
  await button.scrollIntoViewIfNeeded();
  await expect(page.getByText('Places within 1 km appear here.')).toHaveCount(0);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await expect(dialog).toBeVisible();
  return dialog;
}
