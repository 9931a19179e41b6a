import { expect, test } from '@playwright/test';
import { ownClientAddress, signUpAndSignIn } from './support/sign-in';

test.beforeEach(({ context }) => ownClientAddress(context));

// Saving a search as a family would: from the results page, to the list of saved searches, back to the
// results, and deleting it. A visitor is asked to sign in first and brought back to the search.

const search = '/rent/residential-properties-for-rent-islamabad-1';
const heading = 'Residential properties for rent in Islamabad';

test('a signed-in person saves a search, finds it in their saved searches, opens and deletes it', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto(`${search}?bed=3`);
  await page.getByRole('button', { name: 'Save search' }).click();

  await expect(page).toHaveURL(/\/saved-searches\?saved=\d+$/);
  await expect(page.getByRole('heading', { name: 'Saved searches', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Search saved. We will tell you of new listings on it once a day.');
  const saved = page.getByRole('listitem', { name: `${heading} · 1 more filter` });
  await expect(saved).toBeVisible();
  await expect(page.getByText('1 of 10')).toBeVisible();

  // Every page of the search says it is saved, and leads to the list.
  await page.goto(`${search}?bed=3&page=2`);
  await expect(page.getByRole('button', { name: 'Save search' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Search saved' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You have saved this search already.');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);

  await saved.getByRole('link', { name: `${heading} · 1 more filter` }).click();
  await expect(page).toHaveURL(`${search}?bed=3`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();

  await page.goto('/saved-searches');
  await saved.getByRole('button', { name: `Delete the saved search ${heading} · 1 more filter` }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved search deleted.');
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
  await page.goto(`${search}?bed=3`);
  await expect(page.getByRole('button', { name: 'Save search' })).toBeVisible();
});

test('a visitor who chooses Save search is asked to sign in and comes back to the search', async ({ page }) => {
  await page.goto(search);
  await page.getByRole('link', { name: 'Save search' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(search);
});

test('saved searches asks a visitor to sign in and come back', async ({ page }) => {
  const res = await page.request.get('/saved-searches', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/?signin=1&redirect=%2Fsaved-searches');
});
