import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, accountMenu, signInAsDemo, submitSignIn } from './support/sign-in';
import { withTestDb } from './support/db';

// Wanted: requests people post for what they are looking for, and the listings that match them.

test('a signed-in person posts a Wanted request and sees the listings that match it', async ({ page }) => {
  await page.goto('/wanted?cityId=2');
  await expect(page.getByRole('button', { name: 'Sign in to post' })).toBeVisible();
  await signInAsDemo(page);
  await page.reload();
  const form = page.locator('[data-wanted-form]');
  await form.getByLabel('Category').selectOption('residential');
  // With script only the chosen category's types are offered.
  await expect(form.getByLabel('Type (optional)').locator('optgroup[label="Commercial"]')).toHaveJSProperty('disabled', true);
  await expect(form.getByLabel('Type (optional)').locator('optgroup[label="Residential"]')).toHaveJSProperty('hidden', false);
  await form.getByLabel('Type (optional)').selectOption('house');
  await form.getByLabel('Max budget (PKR)').fill('2000000000');
  await form.getByLabel('Your name').fill('Demo Buyer');
  await form.getByLabel('Phone').fill('03001234567');
  await form.getByRole('button', { name: 'Post request' }).click();
  await expect(form.locator('.field-error')).toHaveText(['Budget is above the highest price']);
  // No exponent or sign in a budget: '9e8' would be read as 900,000,000, '-' as a negative budget.
  await form.getByLabel('Max budget (PKR)').fill('');
  await form.getByLabel('Max budget (PKR)').pressSequentially('-9e00000000');
  await expect(form.getByLabel('Max budget (PKR)')).toHaveValue('900000000');
  await form.getByRole('button', { name: 'Post request' }).click();
  await expect(page).toHaveURL(/posted=\d+/);
  await expect(page.getByRole('status').filter({ hasText: 'Your request is posted. Matching listings are shown with it below.' })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('posted');
  const request = page.locator(`[data-wanted-id="${id}"]`);
  await expect(request.locator('.request-head h3')).toHaveText('House to buy in Lahore');
  // Signed in, others' numbers show as people write them and dial from any phone.
  const others = page.locator('[data-wanted-id]').filter({ hasNot: page.getByRole('button', { name: 'Close this request' }) });
  const call = others.first().getByRole('link', { name: /^Call \+92 \d{3} \d{7}$/ });
  await expect(call).toHaveAttribute('href', /^tel:\+92\d{10}$/);
  // A mobile number (the demo posters' all are) can be answered on WhatsApp, the request and its poster named.
  const otherId = Number(await others.first().getAttribute('data-wanted-id'));
  const poster = withTestDb((db) => db.prepare('select name from wanted_requests where id = ?').get(otherId) as { name: string });
  const chat = others.first().getByRole('link', { name: `WhatsApp ${poster.name}` });
  const href = new URL((await chat.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${(await call.getAttribute('href'))!.replace('tel:+', '')}`);
  expect(href.searchParams.get('text')).toBe(`Hi ${poster.name}, about your request on Basera: ${await others.first().locator('.request-head h3').textContent()}.`);
  await expect(request.getByTestId('match-count')).toHaveText(/\d+\+? matching listings?/);
  expect(await request.locator('.listing-grid article').count()).toBeGreaterThan(0);
  for (const facts of await request.locator('.listing-grid article .facts').allTextContents()) expect(facts).toContain('House');
  // More match than the few shown: the same search's results are a link away.
  await request.getByRole('link', { name: 'See listings like these' }).click();
  await expect(page).toHaveURL(/\/sale\/residential-properties-for-sale-lahore-2\?(?=.*type=house)(?=.*maxPrice=900000000)/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/house/i);
  await page.goBack();

  // One's own request has no call button but a way to close it; closed, it leaves the list.
  await expect(request.getByRole('link', { name: /^(Call|WhatsApp)/ })).toHaveCount(0);
  page.once('dialog', (dialog) => void dialog.accept());
  await request.getByRole('button', { name: 'Close this request' }).click();
  await expect(page.locator('[data-toast-area]')).toContainText('Your request is closed. Owners and agents no longer see it.');
  await expect(request).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What people want in Lahore' })).toBeFocused();
  await page.reload();
  await expect(page.locator(`[data-wanted-id="${id}"]`)).toHaveCount(0);
});

/** The Wanted form of a signed-in person, filled in part (nothing is posted). */
async function fillWantedForm(page: Page) {
  const form = page.locator('[data-wanted-form]');
  await form.getByLabel('Rent').check();
  await form.getByLabel('Category').selectOption('commercial');
  await form.getByLabel('Type (optional)').selectOption('shop');
  await form.getByLabel('Max budget (PKR)').fill('150000');
  await form.getByLabel('Anything else (optional)').fill('Ground floor, near a main road');
  return form;
}

async function expectWantedFormFilled(page: Page) {
  const form = page.locator('[data-wanted-form]');
  await expect(form.getByLabel('Rent')).toBeChecked();
  await expect(form.getByLabel('Category')).toHaveValue('commercial');
  await expect(form.getByLabel('Type (optional)')).toHaveValue('shop');
  await expect(form.getByLabel('Max budget (PKR)')).toHaveValue('150000');
  await expect(form.getByLabel('Anything else (optional)')).toHaveValue('Ground floor, near a main road');
}

test("the thanks for a posted Wanted request is not shown for an address's made-up request", async ({ page }) => {
  for (const posted of ['abc', '999999999', '-1']) {
    await page.goto(`/wanted?cityId=1&posted=${posted}`);
    await expect(page.getByRole('heading', { name: 'What people want in Islamabad' })).toBeVisible();
    await expect(page.getByText('Your request is posted.')).toHaveCount(0);
  }
});

test('choosing another city in the Wanted form keeps what was typed', async ({ page }) => {
  await page.goto('/wanted?cityId=1');
  await signInAsDemo(page);
  const form = await fillWantedForm(page);
  await form.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'Lahore' });
  await expect(page).toHaveURL(/\/wanted\?cityId=2#post$/);
  await expect(page.getByRole('heading', { name: 'What people want in Lahore' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'City', exact: true })).toHaveValue('2');
  await expectWantedFormFilled(page);
  // Kept once: a later visit starts from an empty form.
  await page.reload();
  await expect(form.getByLabel('Max budget (PKR)')).toHaveValue('');
});

test('a Wanted request sent after the session ran out asks for a sign-in and keeps what was typed', async ({ page }) => {
  await page.goto('/wanted?cityId=1');
  await signInAsDemo(page);
  await fillWantedForm(page);
  await page.context().clearCookies();
  await page.locator('[data-wanted-form]').getByRole('button', { name: 'Post request' }).click();
  await submitSignIn(page, 'demo@basera.pk', DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  await expectWantedFormFilled(page);
});
