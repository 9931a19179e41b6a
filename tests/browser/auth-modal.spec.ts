import { expect, test, type Page } from '@playwright/test';
import { codeFromOutbox, DEMO_PASSWORD, accountMenu, islandsLive, openSignIn, ownClientAddress, signInByEmail, signOutFromBar } from './support/sign-in';
import { expectThumbSized } from './support/tap-size';

test.beforeEach(({ context }) => ownClientAddress(context));

// The sign-in dialog as a keyboard and phone user meets it: where focus goes, what sits on top, and
// which messages a new attempt leaves behind.

const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign In' });

test('focus: the first field of each screen, and back to the opener on Escape and ×', async ({ page }) => {
  const email = `focus${Date.now()}@basera.pk`;
  const created = await page.request.post('/api/auth/sign-up', {
    data: { name: 'Focus Person', email, code: '92', phone: '', password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  });
  expect(created.status()).toBe(200);
  await page.goto('/');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Sign In' });

  await openSignIn(page);
  await expect(signInDialog(page).getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(signInDialog(page)).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await signInDialog(page).getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign Up' }).getByLabel('Name')).toBeFocused();
  await page.getByRole('dialog', { name: 'Sign Up' }).getByRole('button', { name: 'Already have an account? Sign In' }).click();
  await expect(signInDialog(page).getByRole('textbox', { name: 'Email' })).toBeFocused();

  await signInDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(forgot.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const code = page.getByRole('dialog', { name: 'Enter the code' });
  await expect(code.getByLabel('Code')).toBeFocused();
  await page.keyboard.type(await codeFromOutbox(page, email));
  await page.keyboard.press('Enter');
  const reset = page.getByRole('dialog', { name: 'Set a new password' });
  await expect(reset.getByLabel('New password')).toBeFocused();

  await reset.getByRole('button', { name: 'Close' }).click();
  await expect(reset).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a new attempt or a new sign-in method clears the last answer', async ({ page }) => {
  await page.goto('/');
  await openSignIn(page);
  const dialog = signInDialog(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill('demo@basera.pk');
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong@2026');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect email or password');

  await dialog.getByText('Phone', { exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('12');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText('Incorrect Phone Format')).toBeVisible();
  await expect(dialog.getByText('Incorrect email or password')).toHaveCount(0);

  // Resubmitting a form the rules stop also drops the old answer.
  await dialog.getByText('Email', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('demo@basera.pk');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect email or password');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText('Incorrect Email Format')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('Sign In in the drawer closes the drawer and puts the sign-in dialog on top, focused', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Sign In' }).click();
    await expect(drawer).toBeHidden();
    const dialog = signInDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Taps reach the form: it signs in.
    await menuButton.click();
    await drawer.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).tap();
    await page.keyboard.type('demo@basera.pk');
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await menuButton.click();
    await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('signing out from the drawer on a page for signed-in people lands home, signed out, with no prompt', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await signInByEmail(page, 'demo@basera.pk', DEMO_PASSWORD);
    await expect(accountMenu(page)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/my-account');
    await islandsLive(page);
    await page.evaluate(() => localStorage.setItem('basera:draftProperty', JSON.stringify({ value: { title: 'Half done' }, expiry: Date.now() + 60_000 })));
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(signInDialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('basera:draftProperty'))).toBeNull();
  });
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the dialogs' ×, links and buttons each take a thumb", async ({ page }) => {
    await page.goto('/?signin=1');
    const dialog = signInDialog(page);
    await expect(dialog).toBeVisible();
    const buttons = ['Close', 'Sign In', 'Forgot password?', 'Create an account'].map((name) => dialog.getByRole('button', { name, exact: true }));
    await expectThumbSized([...buttons, dialog.getByText('Phone', { exact: true })], 'Sign In');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const signUp = page.getByRole('dialog', { name: 'Sign Up' });
    await expectThumbSized(['Close', 'Sign Up', 'Already have an account? Sign In'].map((name) => signUp.getByRole('button', { name, exact: true })), 'Sign Up');
  });
});

test('signing out from the account menu on a page visitors may see stays there', async ({ page }) => {
  await page.goto('/projects');
  await signInByEmail(page, 'demo@basera.pk', DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  await signOutFromBar(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
});
