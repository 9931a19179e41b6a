import { expect, test } from '@playwright/test';
import { withTestDb } from './support/db';
import { signInAsDemo } from './support/sign-in';

// The Wanted form in a browser that runs no script: posted to the page, it comes back with each field's
// message and everything typed, and once right it lands on the request, as the script does; the request
// is then closed from its card.

// A city the demo set posts no requests in; the renewal tests' own city is 7.
const CITY = 8;

test('without script, a Wanted request is refused field by field as typed, then posted, then closed', async ({ browser, page }) => {
  await page.goto(`/wanted?cityId=${CITY}`);
  await signInAsDemo(page);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  let posted: string | null = null;
  try {
    await plain.goto(`/wanted?cityId=${CITY}`);
    const form = plain.locator('#wanted-form');
    await form.getByLabel('Rent').check();
    await form.getByLabel('Category').selectOption('commercial');
    // Without script every type is offered, grouped by category; a shop is one of the commercial ones.
    const commercialTypes = form.getByLabel('Type (optional)').locator('optgroup[label="Commercial"]');
    await expect(commercialTypes).toHaveJSProperty('hidden', false);
    await expect(commercialTypes).toHaveJSProperty('disabled', false);
    await form.getByLabel('Type (optional)').selectOption('shop');
    await form.getByLabel('Max budget (PKR)').fill('900000000');
    await form.getByLabel('Your name').fill('Plain Seeker');
    await form.getByLabel('Phone').fill('03001234567');
    await form.getByLabel('Anything else (optional)').fill('Ground floor, near a main road');
    await form.getByRole('button', { name: 'Post request' }).click();

    await expect(form.getByRole('alert')).toHaveText('Some values are missing or not valid.');
    const budget = form.getByRole('textbox', { name: /Max budget/ });
    await expect(budget).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('.field-error')).toHaveText(['Budget is above the highest price']);
    await expect(form.getByLabel('Rent')).toBeChecked();
    await expect(form.getByLabel('Category')).toHaveValue('commercial');
    await expect(form.getByLabel('Type (optional)')).toHaveValue('shop');
    await expect(form.getByLabel('Your name')).toHaveValue('Plain Seeker');
    await expect(form.getByLabel('Anything else (optional)')).toHaveValue('Ground floor, near a main road');

    await budget.fill('150000');
    await form.getByRole('button', { name: 'Post request' }).click();
    await expect(plain).toHaveURL(new RegExp(`/wanted\\?cityId=${CITY}&posted=\\d+#posted$`));
    posted = new URL(plain.url()).searchParams.get('posted');
    await expect(plain.getByRole('status').filter({ hasText: 'Your request is posted.' })).toBeVisible();
    const request = plain.locator(`[data-wanted-id="${posted}"]`);
    await expect(request.locator('.request-head h3')).toHaveText(/^Shop to rent in /);
    await expect(request.getByText('Ground floor, near a main road')).toBeVisible();

    // Closed without script too: no question asked, the list says so and the request is gone.
    await request.getByRole('button', { name: 'Close this request' }).click();
    await expect(plain).toHaveURL(new RegExp(`/wanted\\?cityId=${CITY}&closed=${posted}#wanted-list-title$`));
    await expect(plain.getByRole('status').filter({ hasText: 'Your request is closed. Owners and agents no longer see it.' })).toBeVisible();
    await expect(plain.locator(`[data-wanted-id="${posted}"]`)).toHaveCount(0);

    // Signed out between loading the form and sending it: the page says why, where the form was.
    await plain.goto(`/wanted?cityId=${CITY}`);
    await context.clearCookies();
    await plain.locator('#wanted-form').getByRole('button', { name: 'Post request' }).click();
    await expect(plain.getByRole('alert')).toHaveText('Please sign in to post your request.');
    await expect(plain.getByRole('button', { name: 'Sign in to post' })).toBeVisible();
  } finally {
    await context.close();
    if (posted) withTestDb((db) => db.prepare('delete from wanted_requests where id = ?').run(Number(posted)));
  }
});
