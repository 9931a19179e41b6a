import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { contactMessages, inquiryMessages } from '../../src/lib/listings/messages';

// What a person sees when the connection drops after a page has loaded (a phone going through a
// tunnel): every action says it did not go through, keeps what was typed, and works again once the
// connection is back. The dropped connection is played by failing the requests the action needs,
// code loaded on first use included.

const DB_PATH = `${process.env.BROWSER_TEST_DATA_DIR ?? '.data/browser-tests'}/basera.sqlite`;

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(DB_PATH);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** A published listing of someone else with a phone number, for a visitor to contact. */
function listingToContact(): { id: number; purpose: string } {
  return withDb((db) =>
    db
      .prepare(
        `select l.id, l.purpose from listings l join users u on u.id = l.user_id
         where l.status = 'published' and l.owner_phone is not null and u.email not like '%@basera.pk' order by l.id desc limit 1`,
      )
      .get() as { id: number; purpose: string },
  );
}

/** Fails every request whose address contains `part`, as a dropped connection does; returns the undo. */
async function cut(page: Page, part: string): Promise<() => Promise<void>> {
  const pattern = (url: URL) => url.href.includes(part);
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(pattern);
}

test('a failed "Show phone" says why, even when the toast code cannot load, and works once back', async ({ page }) => {
  const listing = listingToContact();
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const restoreToasts = await cut(page, '/_astro/toast-render');
  const restoreApi = await cut(page, '/api/data/propertyContact');
  const card = page.locator('[data-contact]').first();
  const show = card.getByRole('button', { name: 'Show phone' });
  await show.click();
  await expect(page.getByRole('alert').filter({ hasText: contactMessages.failed })).toBeVisible();
  // The button keeps the focus and is ready again.
  await expect(show).toBeFocused();
  await expect(show).not.toHaveAttribute('aria-busy', 'true');

  await restoreApi();
  await restoreToasts();
  await show.click();
  await expect(card.getByRole('link', { name: /^\+92/ })).toBeVisible();
});

test('an inquiry whose form code cannot load says it was not sent, keeps what was typed, and is sent once back', async ({ page }) => {
  const listing = listingToContact();
  const name = `Offline inquirer ${Date.now()}`;
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const restore = await cut(page, '/_astro/mount-inquiry');
  const form = page.getByRole('form', { name: 'Send an inquiry' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('offline@example.pk');
  await form.getByLabel('Phone').fill('3001234567');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.getByRole('alert')).toHaveText(inquiryMessages.notSent);
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await expect(form.getByRole('button', { name: 'Send inquiry' })).not.toHaveAttribute('aria-busy', 'true');
  expect(withDb((db) => db.prepare('select id from inquiries where name = ?').get(name))).toBeUndefined();

  await restore();
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByRole('status').filter({ hasText: inquiryMessages.sent }).first()).toBeVisible();
  expect(withDb((db) => db.prepare('select listing_id from inquiries where name = ?').get(name))).toEqual({ listing_id: listing.id });
  withDb((db) => db.prepare('delete from inquiries where name = ?').run(name));
});
