import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { currentLane } from '../support/browser-lanes';
import { createPoolAccount, serverRendered, signInByEmail, accountMenu, openSignIn, signOutFromBar } from './support/sign-in';

// Accounts that come from elsewhere: the legacy accounts system and social sign-in through the hosted
// domain, against the stand-ins playwright.config.ts starts.
const { standIns, databasePath: DB_PATH } = currentLane();

test('legacy password-reset fallback: the old password signs a flagged account in, and keeps working', async ({ page }) => {
  const email = `flagged${Date.now()}@legacy.pk`;
  await page.request.post(`${standIns.legacy}test/accounts`, { data: { id: `l-${Date.now()}`, email, password: 'OldSecret1!', name: 'Old Timer' } });
  await page.goto('/');
  await createPoolAccount(page, email, { email, 'custom:user_role': 'webUser', 'custom:password_reset': 'true' }, 'Unknown@9999');

  await signInByEmail(page, email, 'OldSecret1!');
  await expect(accountMenu(page)).toBeVisible();
  expect(await serverRendered(page)).toContain('Profile Settings');

  // The password now lives at the provider: the next sign-in does not ask the legacy system.
  await signOutFromBar(page);
  await signInByEmail(page, email, 'OldSecret1!');
  await expect(accountMenu(page)).toBeVisible();
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
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  expect(await serverRendered(page)).toContain('Profile Settings');
  expect((await page.context().cookies()).find((c) => c.name === 'basera_auth')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(((await (await page.request.get(`${standIns.oidc}/test/authorizations`)).json()) as string[]).at(-1)).toBe('Google');

  // Signed out and in again with Google: the stored flag keeps the legacy system out of it.
  // Signing out on a page for signed-in people lands home, signed out and not asked to sign in.
  await signOutFromBar(page);
  await expect(page).toHaveURL(/\/$/);
  await openSignIn(page);
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('link', { name: 'Google' }).click();
  await expect(accountMenu(page)).toBeVisible();
  const calls = (await (await page.request.get(`${standIns.legacy}test/calls`)).json()) as { lookups: string[] };
  expect(calls.lookups.filter((lookup) => lookup === `${email} google`)).toHaveLength(1);
});
