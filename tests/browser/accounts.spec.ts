import { expect, test, type Page } from '@playwright/test';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import Database from 'better-sqlite3';
import { adminClient } from '../../scripts/identity.mjs';
import { standInUrls } from '../support/stand-ins';

// The stand-ins playwright.config.ts starts: the legacy accounts system and the hosted domain.
const standIns = standInUrls(Number(process.env.BROWSER_TEST_PORT ?? 4390));
const DB_PATH = `${process.env.BROWSER_TEST_DATA_DIR ?? '.data/browser-tests'}/basera.sqlite`;

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

/** Astro drops an island's ssr mark once it is hydrated: typing earlier can be lost to hydration. */
async function islandsLive(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
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
  // The phone menu is kept between anonymous pages; a signed-in page draws its own.
  const drawerAt = html.indexOf('id="site-drawer"');
  const drawer = html.slice(drawerAt, html.indexOf('</dialog>', drawerAt));
  expect(drawer).toContain('Profile Settings');
  expect(drawer).not.toContain('Sign In');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'basera_auth');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect((await page.context().cookies()).find((c) => c.name === 'basera_refresh')).toMatchObject({ httpOnly: true });

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await serverRendered(page)).not.toContain('Profile Settings');
  expect((await page.context().cookies()).filter((c) => c.name.startsWith('basera_'))).toEqual([]);
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

/** A phone number this run has not used: 3 and nine digits from the clock. */
function freshNationalPhone(): string {
  return `3${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
}

async function codeFromOutbox(page: Page, phone: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  const text = await outbox.locator(`tr[data-to="${phone}"] .text`).first().textContent();
  await outbox.close();
  return text?.match(/\d{6}/)?.[0] ?? '';
}

test('sign up by e-mail, verify the phone with the code from the outbox, and be signed in', async ({ page }) => {
  const email = `new${Date.now()}@basera.pk`;
  const phone = freshNationalPhone();
  await page.goto('/');
  await openSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('Name').fill('Ayesha Khan');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Password', { exact: true }).fill('Basera@2026');
  await dialog.getByLabel('Confirm password').fill('Basera@2025');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByText('Password does not match')).toBeVisible();
  await dialog.getByLabel('Confirm password').fill('Basera@2026');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();

  const otp = page.getByRole('dialog', { name: 'Verify your phone' });
  await expect(otp).toBeVisible();
  expect(await serverRendered(page)).toContain('Profile Settings');
  await otp.getByLabel('Code').fill(await codeFromOutbox(page, `+92${phone}`));
  await otp.getByRole('button', { name: 'Verify', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Welcome to Basera' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile Settings' })).toBeVisible();

  // The same e-mail cannot sign up twice.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await openSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Name').fill('Someone Else');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Phone').fill(freshNationalPhone().replace(/.$/, '7'));
  await dialog.getByLabel('Password', { exact: true }).fill('Basera@2026');
  await dialog.getByLabel('Confirm password').fill('Basera@2026');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('User Already Exists');

  // The verified phone now signs in too.
  await page.goto('/');
  await openSignIn(page);
  const signIn = page.getByRole('dialog');
  await signIn.getByText('Phone', { exact: true }).click();
  await signIn.getByRole('textbox', { name: 'Phone' }).fill(`0${phone}`);
  await signIn.getByLabel('Password', { exact: true }).fill('Basera@2026');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile Settings' })).toBeVisible();
});

test('sign up by phone alone, verify it, and sign in again by phone', async ({ page }) => {
  const phone = freshNationalPhone();
  await page.goto('/');
  await openSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('Name').fill('Zara Phone');
  await dialog.getByLabel('Password', { exact: true }).fill('Basera@2026');
  await dialog.getByLabel('Confirm password').fill('Basera@2026');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByText('Email or phone is required')).toHaveCount(2);
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();

  const otp = page.getByRole('dialog', { name: 'Verify your phone' });
  await expect(otp).toBeVisible();
  expect(await serverRendered(page)).toContain('Profile Settings');
  await otp.getByLabel('Code').fill(await codeFromOutbox(page, `+92${phone}`));
  await otp.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByRole('dialog', { name: 'Welcome to Basera' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile Settings' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await openSignIn(page);
  const signIn = page.getByRole('dialog');
  await signIn.getByText('Phone', { exact: true }).click();
  await signIn.getByRole('textbox', { name: 'Phone' }).fill(`0${phone}`);
  await signIn.getByLabel('Password', { exact: true }).fill('Basera@2026');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile Settings' })).toBeVisible();
  // Profile Settings work without an e-mail.
  await page.goto('/my-account');
  await expect(page.getByLabel('Name')).toHaveValue('Zara Phone');
  await islandsLive(page);
  await page.getByLabel('Name').fill('Zara Khan');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Zara Khan');
});

test('forgot password: a code to the phone, a new password, and sign in with it', async ({ page }) => {
  const email = `reset${Date.now()}@basera.pk`;
  const phone = freshNationalPhone();
  const created = await page.request.post('/api/auth/sign-up', {
    data: { name: 'Reset Me', email, code: '92', phone, password: 'Basera@2026', confirmPassword: 'Basera@2026' },
  });
  expect(created.status()).toBe(200);

  await page.goto('/');
  await openSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByLabel('Phone').fill('3009999999');
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await expect(forgot.getByRole('alert')).toHaveText('This phone number is not registered');
  await forgot.getByLabel('Phone').fill(phone);
  await forgot.getByRole('button', { name: 'Send code' }).click();

  const otp = page.getByRole('dialog', { name: 'Enter the code' });
  await otp.getByLabel('Code').fill(await codeFromOutbox(page, `+92${phone}`));
  await otp.getByRole('button', { name: 'Verify', exact: true }).click();
  const reset = page.getByRole('dialog', { name: 'Set a new password' });
  await reset.getByLabel('New password').fill('Changed@2027');
  await reset.getByLabel('Confirm password').fill('Changed@2027');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  const done = page.getByRole('dialog', { name: 'Password changed' });
  await expect(done.getByText('Your password has been changed')).toBeVisible();
  await done.getByRole('button', { name: 'Sign In' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('Changed@2027');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile Settings' })).toBeVisible();
});

async function signUpAndSignIn(page: Page) {
  const email = `profile${Date.now()}@basera.pk`;
  const phone = freshNationalPhone();
  const created = await page.request.post('/api/auth/sign-up', {
    data: { name: 'Profile Person', email, code: '92', phone, password: 'Basera@2026', confirmPassword: 'Basera@2026' },
  });
  expect(created.status()).toBe(200);
  await page.goto('/');
  await signInByEmail(page, email, 'Basera@2026');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile Settings' })).toBeVisible();
  return { email, phone };
}

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

  // Signing out on a page for signed-in people leads to sign in and back; the new password works.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('Changed@2027');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
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
  await expect(page.getByTestId('current-phone')).toHaveText(`+92${next} · Verified`);
});

test('an account with a temporary password is taken through the new-password step', async ({ page }) => {
  await page.goto('/');
  const config = (await (await page.request.get('/api/auth/config')).json()) as IdentityConfig;
  const email = `temp${Date.now()}@basera.pk`;
  await adminClient(config.endpoint).send(
    new AdminCreateUserCommand({
      UserPoolId: config.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: 'Temp@2026',
      UserAttributes: [{ Name: 'email', Value: email }, { Name: 'custom:user_role', Value: 'webUser' }],
    }),
  );
  await signInByEmail(page, email, 'Temp@2026');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('New password is required.')).toBeVisible();
  await dialog.getByLabel('New password').fill('Chosen@2026');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile Settings' })).toBeVisible();
});

test('legacy password-reset fallback: the old password signs a flagged account in, and keeps working', async ({ page }) => {
  const email = `flagged${Date.now()}@legacy.pk`;
  await page.request.post(`${standIns.legacy}test/accounts`, { data: { id: `l-${Date.now()}`, email, password: 'OldSecret1!', name: 'Old Timer' } });
  await page.goto('/');
  const config = (await (await page.request.get('/api/auth/config')).json()) as IdentityConfig;
  const admin = adminClient(config.endpoint);
  await admin.send(
    new AdminCreateUserCommand({
      UserPoolId: config.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'custom:user_role', Value: 'webUser' },
        { Name: 'custom:password_reset', Value: 'true' },
      ],
    }),
  );
  await admin.send(new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: email, Password: 'Unknown@9999', Permanent: true }));

  await signInByEmail(page, email, 'OldSecret1!');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile Settings' })).toBeVisible();
  expect(await serverRendered(page)).toContain('Profile Settings');

  // The password now lives at the provider: the next sign-in does not ask the legacy system.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await signInByEmail(page, email, 'OldSecret1!');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile Settings' })).toBeVisible();
  const calls = (await (await page.request.get(`${standIns.legacy}test/calls`)).json()) as { logins: string[] };
  expect(calls.logins.filter((login) => login === email)).toHaveLength(1);
});

/** A legacy user's row with one draft listing, as imported from the old system. */
function legacyListing(legacyUserId: string, title: string) {
  const db = new Database(DB_PATH);
  try {
    const now = new Date().toISOString();
    const area = db.prepare('select id, city_id from areas order by id limit 1').get() as { id: number; city_id: number };
    const owner = db.prepare('insert into users (legacy_user_id, created_at, updated_at) values (?, ?, ?)').run(legacyUserId, now, now);
    db.prepare(
      `insert into listings (purpose, category, type, city_id, area_id, title, price, size_value, size_unit, size_sqft, user_id, status, created_at, updated_at)
       values ('sale', 'residential', 'house', ?, ?, ?, 12500000, 5, 'marla', 1125, ?, 'draft', ?, ?)`,
    ).run(area.city_id, area.id, title, Number(owner.lastInsertRowid), now, now);
  } finally {
    db.close();
  }
}

test('social sign-in: Google through the hosted domain signs in, and the legacy data moves once', async ({ page }) => {
  const stamp = Date.now();
  const email = `social${stamp}@gmail.com`;
  const title = `Legacy house ${stamp}`;
  await page.request.post(`${standIns.legacy}test/accounts`, {
    data: { id: `s-${stamp}`, email, password: 'unused', name: 'Hina Social', provider: 'google', properties: 1 },
  });
  legacyListing(`s-${stamp}`, title);
  // The account the person picks at Google.
  await page.request.post(`${standIns.oidc}/test/next-account`, { data: { sub: `google_${stamp}`, email, name: 'Hina Social' } });

  await page.goto('/my-properties?status=draft');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByRole('link', { name: 'Facebook' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Apple' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Google' }).click();
  await expect(page).toHaveURL(/\/my-properties\?status=draft$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  expect(await serverRendered(page)).toContain('Profile Settings');
  expect((await page.context().cookies()).find((c) => c.name === 'basera_auth')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(((await (await page.request.get(`${standIns.oidc}/test/authorizations`)).json()) as string[]).at(-1)).toBe('Google');

  // Signed out and in again with Google: the stored flag keeps the legacy system out of it.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('link', { name: 'Google' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile Settings' })).toBeVisible();
  const calls = (await (await page.request.get(`${standIns.legacy}test/calls`)).json()) as { lookups: string[] };
  expect(calls.lookups.filter((lookup) => lookup === `${email} google`)).toHaveLength(1);
});
