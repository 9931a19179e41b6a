import { expect, test } from '@playwright/test';
import { accountMenu, codeFromOutbox, freshNationalPhone, islandsLive, signInByEmail, signUpAndSignIn, signOutFromBar } from './support/sign-in';

// Profile settings: a person's details, picture, password and phone number.

test('profile settings: details, image and password', async ({ page }) => {
  const { email } = await signUpAndSignIn(page);
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await islandsLive(page);
  await expect(page.getByLabel('Name')).toHaveValue('Profile Person');

  await page.getByLabel('Name').fill('Bilal Ahmed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Bilal Ahmed');

  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 120, b: 90 } } }).png().toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Profile Image Added')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();

  await page.getByLabel('Current password').fill('Wrong@2026');
  await page.getByLabel('New password', { exact: true }).fill('Changed@2027');
  await page.getByLabel('Confirm new password').fill('Changed@2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await page.getByLabel('Current password').fill('Basera@2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password has been changed successfully')).toBeVisible();

  // Signing out on a page for signed-in people lands on the home page with no sign-in prompt.
  await signOutFromBar(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0);
  // The new password works.
  await signInByEmail(page, email, 'Changed@2027');
  await expect(accountMenu(page)).toBeVisible();
  await page.goto('/my-account');
  await expect(page.getByLabel('Name')).toHaveValue('Bilal Ahmed');
});

test('profile settings: a new phone number takes effect after its code', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/my-account');
  await islandsLive(page);
  const next = freshNationalPhone().replace(/.$/, '3');
  await page.getByLabel('New phone number').fill(next);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.locator('#profile-otp').fill(await codeFromOutbox(page, `+92${next}`));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByTestId('current-phone')).toHaveText(`+92 ${next.slice(0, 3)} ${next.slice(3)} · Verified`);
});

test('profile settings: change password with no provider session in this browser signs in again with the current password', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/my-account');
  await islandsLive(page);
  // The server's cookie is good; the identity library's storage is gone (as for a social sign-in).
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('CognitoIdentityServiceProvider')) localStorage.removeItem(key);
  });
  await page.getByLabel('Current password').fill('Wrong@2026');
  await page.getByLabel('New password', { exact: true }).fill('Changed@2027');
  await page.getByLabel('Confirm new password').fill('Changed@2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await page.getByLabel('Current password').fill('Basera@2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password has been changed successfully')).toBeVisible();
});

test('profile settings: a picture over 5 MB or of another type is refused before it is sent, in the spec\'s words', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/my-account');
  await islandsLive(page);
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/data/images')) uploads += 1;
  });
  await page.locator('input[type="file"]').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5_000_001, 1) });
  await expect(page.getByText('Max image file size is 5 mb')).toBeVisible();
  await expect(page.getByText('Profile Image Not Added')).toHaveCount(0);
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Please choose a JPEG, PNG or WebP image')).toBeVisible();
  expect(uploads).toBe(0);
});

test('profile settings: an e-mail address another account has is named under the field', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/my-account');
  await islandsLive(page);
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Email').fill('demo@basera.pk');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByText('User Already Exists')).toBeVisible();
  await expect(details.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});
