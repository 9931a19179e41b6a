import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD, serverRendered, signInByEmail, submitSignIn, accountMenu, signOutFromBar, ownClientAddress, openSignIn,
  freshNationalPhone, createPoolAccount, submitPhoneSignIn,
} from './support/sign-in';
import { noteGivenBack, timesGivenBack, withBackForwardCache } from './support/back-forward-cache';

// Signing in and out, and the pages that need it: the account flows of the sign-in dialog (sign-up and
// recovery are in sign-up-and-recovery.spec.ts).

test.beforeEach(({ context }) => ownClientAddress(context));

test('sign in and sign out, with the server-rendered state right before and after', async ({ page }) => {
  await page.goto('/');
  expect(await serverRendered(page)).not.toContain('Profile Settings');
  await signInByEmail(page, 'demo@basera.pk', 'Basera@2026');
  await expect(accountMenu(page)).toBeVisible();
  const html = await serverRendered(page);
  expect(html).toContain('Profile Settings');
  expect(html).toContain('data-signed-in');
  // The phone menu is kept between anonymous pages; a signed-in page draws its own.
  const drawerAt = html.indexOf('id="site-drawer"');
  const drawer = html.slice(drawerAt, html.indexOf('</dialog>', drawerAt));
  expect(drawer).toContain('Profile Settings');
  expect(drawer).not.toContain('Sign In');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'basera_auth');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect((await page.context().cookies()).find((c) => c.name === 'basera_refresh')).toMatchObject({ httpOnly: true });

  await signOutFromBar(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await serverRendered(page)).not.toContain('Profile Settings');
  expect((await page.context().cookies()).filter((c) => c.name.startsWith('basera_'))).toEqual([]);
});

test('signed in, the bar has one account menu: it opens the person\'s pages by mouse and keyboard and leaves the menus room', async ({ page }) => {
  await page.goto('/');
  await signInByEmail(page, 'demo@basera.pk', DEMO_PASSWORD);
  const button = accountMenu(page);
  const bar = page.getByRole('banner');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(bar.getByRole('link', { name: 'Profile Settings' })).toBeHidden();

  await button.click();
  const menu = bar.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link')).toHaveText(['Profile Settings', 'My Properties', 'Inquiries', 'Liked Properties', 'Saved Searches']);
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'Profile Settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'My Properties' })).toBeFocused();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();

  // From a tablet to a wide screen, the menus, Wanted and the account menu sit side by side.
  for (const width of [620, 700, 820, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const nav = (await bar.getByRole('navigation', { name: 'Main' }).getByRole('listitem').last().boundingBox())!;
    const wanted = (await bar.getByRole('link', { name: 'Wanted' }).boundingBox())!;
    const account = (await button.boundingBox())!;
    expect(nav.x + nav.width, `menus end before Wanted at ${width}px`).toBeLessThanOrEqual(wanted.x);
    expect(wanted.x + wanted.width, `Wanted ends before the account menu at ${width}px`).toBeLessThanOrEqual(account.x);
    expect(account.x + account.width, `the account menu fits at ${width}px`).toBeLessThanOrEqual(width);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await button.click();
  await menu.getByRole('link', { name: 'Liked Properties' }).click();
  await expect(page).toHaveURL(/\/liked-properties$/);
});

test('a wrong password says so', async ({ page }) => {
  await page.goto('/');
  await signInByEmail(page, 'demo@basera.pk', 'Wrong@2026');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
  expect(await serverRendered(page)).not.toContain('Profile Settings');
});

test('a role that may not sign in gets the incorrect-login result', async ({ page }) => {
  await page.goto('/');
  const email = `staff-${Date.now()}@basera.pk`;
  await createPoolAccount(page, email, { email, 'custom:user_role': 'admin' }, 'Basera@2026');

  await signInByEmail(page, email, 'Basera@2026');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
  expect(await serverRendered(page)).not.toContain('Profile Settings');
});

test('an account from before phones had to be verified no longer signs in by its unverified phone, and keeps it as not verified', async ({ page }) => {
  await page.goto('/');
  const email = `older-${Date.now()}@basera.pk`;
  const national = freshNationalPhone();
  // Made as accounts were before decision 063: the unverified phone in phone_number, a sign-in name to cognito-local.
  const remove = await createPoolAccount(
    page,
    email,
    { email, name: 'Older Account', 'custom:user_role': 'webUser', phone_number: `+92${national}`, phone_number_verified: 'false' },
    DEMO_PASSWORD,
  );
  try {
    await openSignIn(page);
    await submitPhoneSignIn(page, national, DEMO_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect phone number or password' })).toBeVisible();
    expect(await serverRendered(page)).not.toContain('Profile Settings');

    await page.getByRole('dialog', { name: 'Sign In' }).getByText('Email', { exact: true }).click();
    await submitSignIn(page, email, DEMO_PASSWORD);
    await expect(accountMenu(page)).toBeVisible();
    await page.goto('/my-account');
    await expect(page.getByText(`+92 ${national.slice(0, 3)} ${national.slice(3)} · Not verified`)).toBeVisible();
  } finally {
    await remove();
  }
});

test('a page for signed-in people sends a visitor to sign in and back', async ({ page }) => {
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/\?signin=1&redirect=%2Fmy-account/);
  await submitSignIn(page, 'demo@basera.pk', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/my-account$/);
});

withBackForwardCache('Back after signing in gives the page as drawn for the person, not as it was left signed out', async ({ page }) => {
  await noteGivenBack(page);
  await page.goto('/projects');
  await page.getByRole('banner').getByRole('link', { name: 'Basera' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await signInByEmail(page, 'demo@basera.pk', DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();

  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/projects$/);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  expect(await timesGivenBack(page), 'the browser gave the page back whole, and it was loaded afresh').toBe(1);
});
