import { expect, test, type Page } from '@playwright/test';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { adminClient } from '../../scripts/identity.mjs';

interface IdentityConfig {
  userPoolId: string;
  endpoint: string;
}

async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
}

async function signInByEmail(page: Page, email: string, password: string) {
  await openSignIn(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/** What the server renders for this browser's cookies, before any script runs. */
async function serverRendered(page: Page, path = '/') {
  return (await page.request.get(path)).text();
}

test('sign in and sign out, with the server-rendered state right before and after', async ({ page }) => {
  await page.goto('/');
  expect(await serverRendered(page)).not.toContain('Profile Settings');
  await signInByEmail(page, 'demo@basera.pk', 'Basera@2026');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile Settings' })).toBeVisible();
  const html = await serverRendered(page);
  expect(html).toContain('Profile Settings');
  expect(html).toContain('data-signed-in');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'basera_auth');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await serverRendered(page)).not.toContain('Profile Settings');
  expect((await page.context().cookies()).find((c) => c.name === 'basera_auth')).toBeUndefined();
});

test('a wrong password says so', async ({ page }) => {
  await page.goto('/');
  await signInByEmail(page, 'demo@basera.pk', 'Wrong@2026');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
  expect(await serverRendered(page)).not.toContain('Profile Settings');
});

test('a role that may not sign in gets the incorrect-login result', async ({ page }) => {
  await page.goto('/');
  const config = (await (await page.request.get('/api/auth/config')).json()) as IdentityConfig;
  const admin = adminClient(config.endpoint);
  const email = `staff-${Date.now()}@basera.pk`;
  await admin.send(
    new AdminCreateUserCommand({
      UserPoolId: config.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: email }, { Name: 'custom:user_role', Value: 'admin' }],
    }),
  );
  await admin.send(new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: email, Password: 'Basera@2026', Permanent: true }));

  await signInByEmail(page, email, 'Basera@2026');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
  expect(await serverRendered(page)).not.toContain('Profile Settings');
});

test('a page for signed-in people sends a visitor to sign in and back', async ({ page }) => {
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/\?signin=1&redirect=%2Fmy-account/);
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('demo@basera.pk');
  await dialog.getByLabel('Password', { exact: true }).fill('Basera@2026');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
});
