import { expect, test } from '@playwright/test';
import { withTestDb } from './support/db';
import { DEMO_PASSWORD, accountMenu, signInByEmail } from './support/sign-in';

// A Wanted request is shown for 30 days. After that it leaves the list, phone number and all, and its
// poster is told on the Wanted page that it has expired.

const DAY = 86_400_000;
// A city the demo set posts no requests in, so this test's requests are the list's.
const CITY = 6;
const MARK = 'expiry-test';

test('an expired request leaves the list, and its poster sees that it expired', async ({ page }) => {
  await page.goto(`/wanted?cityId=${CITY}`);
  await signInByEmail(page, 'demo@basera.pk', DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  // The demo person's row takes their identity on the first page that needs it (posting does too).
  await page.goto('/projects');
  const posterId = withTestDb((db) => (db.prepare("select id from users where email = 'demo@basera.pk'").get() as { id: number }).id);
  const insert = (daysAgo: number, purpose: 'sale' | 'rent') =>
    withTestDb((db) =>
      Number(
        db
          .prepare(
            `insert into wanted_requests (user_id, name, phone, purpose, category, type, city_id, message, status, created_at, open_until)
             values (?, 'Demo Seeker', '+923001234567', ?, 'residential', 'house', ?, ?, 'open', ?, ?)`,
          )
          .run(posterId, purpose, CITY, MARK, new Date(Date.now() - daysAgo * DAY).toISOString(), new Date(Date.now() - (daysAgo - 30) * DAY).toISOString()).lastInsertRowid,
      ),
    );
  const expired = insert(31, 'rent');
  const current = insert(2, 'sale');
  try {
    const cityName = withTestDb((db) => (db.prepare('select name from cities where id = ?').get(CITY) as { name: string }).name);
    await page.goto(`/wanted?cityId=${CITY}`);
    const list = page.getByTestId('wanted-list');
    await expect(list.locator(`[data-wanted-id="${current}"]`)).toBeVisible();
    await expect(list.locator(`[data-wanted-id="${expired}"]`)).toHaveCount(0);
    // One's own open request says until when it is shown.
    await expect(list.locator(`[data-wanted-id="${current}"]`).getByText(/^Shown until \d+\w\w \w{3} \d{4}$/)).toBeVisible();

    const notice = page.getByRole('region', { name: 'Your requests that have expired' });
    await expect(notice).toContainText('Requests are shown for 30 days. Owners and agents no longer see these, or your phone number.');
    await expect(notice.getByRole('listitem').filter({ hasText: `House to rent in ${cityName}` })).toContainText(/posted \d+\w\w \w{3} \d{4}, expired \d+\w\w \w{3} \d{4}/);
    await notice.getByRole('link', { name: 'post your request again' }).click();
    await expect(page.locator('#post')).toBeInViewport();

    // Signed out, neither the notice nor the expired request shows, and the city count leaves it out.
    await page.context().clearCookies();
    await page.goto(`/wanted?cityId=${CITY}`);
    await expect(page.getByRole('region', { name: 'Your requests that have expired' })).toHaveCount(0);
    await expect(page.getByTestId('wanted-list').locator('[data-wanted-id]')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Requests by city' }).getByRole('link', { name: new RegExp(`^${cityName} 1$`) })).toBeVisible();
  } finally {
    withTestDb((db) => db.prepare('delete from wanted_requests where message = ?').run(MARK));
  }
});
