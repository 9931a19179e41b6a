import { expect, type Browser, type Page } from '@playwright/test';
import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { adminClient } from '../../../scripts/identity.mjs';

export const DEMO_PASSWORD = 'Basera@2026';
const OPERATOR = 'moderator@basera.pk';

/** Puts the demo operator in the moderators group (the tests' identity provider may have started fresh). */
export async function ensureOperator(page: Page): Promise<void> {
  const config = (await (await page.request.get('/api/auth/config')).json()) as { userPoolId: string; endpoint: string };
  await adminClient(config.endpoint).send(new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: OPERATOR, GroupName: 'moderators' }));
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
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  return page;
}
