import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { AdminAddUserToGroupCommand, AdminCreateUserCommand, AdminDeleteUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { adminClient } from '../../../scripts/identity.mjs';

export const DEMO_PASSWORD = 'Basera@2026';
const OPERATOR = 'moderator@basera.pk';

/** The identity provider the server uses: its pool and its address, for the admin client. */
export async function identityConfig(page: Page): Promise<{ userPoolId: string; endpoint: string }> {
  return (await (await page.request.get('/api/auth/config')).json()) as { userPoolId: string; endpoint: string };
}

/** Puts the demo operator in the moderators group (the tests' identity provider may have started fresh). */
export async function ensureOperator(page: Page): Promise<void> {
  const config = await identityConfig(page);
  await adminClient(config.endpoint).send(new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: OPERATOR, GroupName: 'moderators' }));
}

/**
 * An account made straight at the test server's identity provider (as another app, or Basera before a
 * change, would have made it), confirmed with a permanent password; answers a way to delete it again.
 */
export async function createPoolAccount(page: Page, username: string, attributes: Record<string, string>, password: string): Promise<() => Promise<void>> {
  const config = await identityConfig(page);
  const admin = adminClient(config.endpoint);
  const UserAttributes = Object.entries(attributes).map(([Name, Value]) => ({ Name, Value }));
  await admin.send(new AdminCreateUserCommand({ UserPoolId: config.userPoolId, Username: username, MessageAction: 'SUPPRESS', UserAttributes }));
  await admin.send(new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: username, Password: password, Permanent: true }));
  return async () => {
    await admin.send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: username }));
  };
}

/**
 * A second operator (the demo has one): an account of its own at the test server's identity provider,
 * in the moderators group, signing in with the demo password. Answers a way to delete it again.
 */
export async function createOperatorAccount(page: Page, email: string, name: string): Promise<() => Promise<void>> {
  const remove = await createPoolAccount(page, email, { email, email_verified: 'true', name, 'custom:user_role': 'webUser' }, DEMO_PASSWORD);
  const config = await identityConfig(page);
  await adminClient(config.endpoint).send(new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: email, GroupName: 'moderators' }));
  return remove;
}

/**
 * A page in a browser context of its own, signed in as `email` through the sign-in dialog and sent on
 * to `path` as a person following a sign-in link would be. `prepare` runs on the page before anything
 * loads (to listen for events from the first request on).
 */
export async function signedInPage(browser: Browser, email: string, path: string, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await prepare?.(page);
  if (email === OPERATOR) await ensureOperator(page);
  await page.goto(`/?signin=1&redirect=${encodeURIComponent(path)}`);
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL((url) => arrivedAt(url, path));
  return page;
}

/**
 * Whether `url` is `path`: the same path and every query value `path` gives. A page may add state of its
 * own to the query once its script runs (the wizard adds its step), so more values do not matter.
 */
function arrivedAt(url: URL, path: string): boolean {
  const wanted = new URL(path, url);
  return url.pathname === wanted.pathname && [...wanted.searchParams].every(([key, value]) => url.searchParams.getAll(key).includes(value));
}

/** The signed-in person's menu button in the top bar (its name says whose account it is). */
export function accountMenu(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Account menu/ });
}

/** Signs out through the top bar's account menu. */
export async function signOutFromBar(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
}

export async function openSignIn(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
}

/** Signs in through the Sign In dialog, already open or about to open (a sign-in link, a page that asks). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/** The same by phone: the dialog's Phone tab, the national number as typed ('03001234567' or '3001234567'). */
export async function submitPhoneSignIn(page: Page, phone: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await dialog.getByText('Phone', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

export async function signInByEmail(page: Page, email: string, password: string): Promise<void> {
  await openSignIn(page);
  await submitSignIn(page, email, password);
}

/** Signs the demo user in through the Sign In dialog, and waits for the account menu. */
export async function signInAsDemo(page: Page): Promise<void> {
  await signInByEmail(page, 'demo@basera.pk', DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
}

/** Astro drops an island's ssr mark once it is hydrated: typing earlier can be lost to hydration. */
export async function islandsLive(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** What the server renders for this browser's cookies, before any script runs. */
export async function serverRendered(page: Page, path = '/'): Promise<string> {
  return (await page.request.get(path)).text();
}

/** A phone number this run has not used: 3 and nine digits from the clock. */
export function freshNationalPhone(): string {
  return `3${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
}

/**
 * The six-digit code last sent to `to` (a +92 phone or an e-mail address), read from the development
 * outbox. The code is sent while the page that asked for it waits for the answer, so the outbox is read
 * again until the message is there.
 */
export async function codeFromOutbox(page: Page, to: string): Promise<string> {
  const outbox = await page.context().newPage();
  let code = '';
  await expect(async () => {
    await outbox.goto('/dev/outbox');
    const text = await outbox.locator(`tr[data-to="${to}"] .text`).first().textContent({ timeout: 1_000 });
    code = text?.match(/\d{6}/)?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 15_000 });
  await outbox.close();
  return code;
}

/** A new account made through the API, signed in through the dialog. */
export async function signUpAndSignIn(page: Page): Promise<{ email: string; phone: string }> {
  const email = `profile${Date.now()}@basera.pk`;
  const phone = freshNationalPhone();
  const created = await page.request.post('/api/auth/sign-up', {
    data: { name: 'Profile Person', email, code: '92', phone, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  });
  expect(created.status()).toBe(200);
  await page.goto('/');
  await signInByEmail(page, email, DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  return { email, phone };
}

/**
 * Makes a test a client of its own: the test server trusts one proxy (TRUST_PROXY=1), so an address
 * in X-Forwarded-For is the client its limits count. The suite makes more accounts and codes than one
 * person may in an hour; each test that makes them counts on its own, as separate people would.
 */
export async function ownClientAddress(context: BrowserContext): Promise<void> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${part()}.${part()}.${part()}` });
}
