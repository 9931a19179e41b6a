import { expect, test, type Browser, type Page } from '@playwright/test';
import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import Database from 'better-sqlite3';
import { adminClient } from '../../scripts/identity.mjs';

// The whole management loop: an owner's listing in review, rejected by an operator with PRICE
// feedback, fixed and resubmitted, published, renewed, removed as sold, found under 'removed'.
// The listing is made in the server's database directly (the wizard has its own tests); every
// step after that goes through the pages and the API as a person would.

// The server's data directory: the one playwright.config.ts gives it, unless a run says otherwise.
const DB_PATH = `${process.env.BROWSER_TEST_DATA_DIR ?? '.data/browser-tests'}/basera.sqlite`;
const PASSWORD = 'Basera@2026';

/**
 * Makes sure the operator account is in the moderators group (idempotent): the pool keeps its
 * accounts between runs, and the group membership is what this test depends on.
 */
async function ensureOperator(page: Page) {
  const config = (await (await page.request.get('/api/auth/config')).json()) as { userPoolId: string; endpoint: string };
  await adminClient(config.endpoint).send(
    new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: 'moderator@basera.pk', GroupName: 'moderators' }),
  );
}

async function signedIn(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (email === 'moderator@basera.pk') await ensureOperator(page);
  // My Properties sends a visitor to sign in and back; the console (a 404 to visitors) is reached
  // through the same sign-in link.
  await page.goto(path.startsWith('/moderation') ? `/?signin=1&redirect=${encodeURIComponent(path)}` : path);
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  return page;
}

function count(page: Page, status: string) {
  return page.locator(`[data-count="${status}"]`);
}

async function countOf(page: Page, status: string): Promise<number> {
  return Number(await count(page, status).textContent());
}

/** A listing of the signed-in demo owner, in review, with three photos borrowed from the demo set. */
function listingInReview(title: string): number {
  const db = new Database(DB_PATH);
  try {
    const owner = db.prepare("select id from users where email = 'demo@basera.pk' and subject is not null").get() as { id: number };
    const area = db.prepare('select id, city_id from areas order by id limit 1').get() as { id: number; city_id: number };
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `insert into listings (purpose, category, type, city_id, area_id, lat, lng, title, description, price, size_value, size_unit, size_sqft,
          beds, baths, condition, features, availability, owner_name, owner_code, owner_phone, user_id, status, created_at, updated_at)
         values ('sale', 'residential', 'house', ?, ?, null, null, ?, ?, 950000000, 10, 'marla', 2250, 4, 4, 'good', '{}',
          null, 'Demo User', '92', '3001234567', ?, 'in_review', ?, ?)`,
      )
      .run(area.city_id, area.id, title, 'A bright family house with a lawn, close to schools and the main market.', owner.id, now, now);
    const id = Number(lastInsertRowid);
    const keys = db.prepare('select distinct storage_key from listing_images limit 3').all() as Array<{ storage_key: string }>;
    keys.forEach((k, position) =>
      db
        .prepare('insert into listing_images (listing_id, storage_key, is_cover, position, width, height, user_id, created_at) values (?, ?, ?, ?, 840, 525, ?, ?)')
        .run(id, k.storage_key, position === 0 ? 1 : 0, position, owner.id, now),
    );
    return id;
  } finally {
    db.close();
  }
}

test('an owner and an operator take a listing from review to sold', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Family house near the park ${Date.now().toString(36)}`;

  const owner = await signedIn(browser, 'demo@basera.pk', '/my-properties?status=in_review');
  await expect(owner.getByRole('heading', { name: 'My properties', level: 1 })).toBeVisible();
  const inReviewBefore = await countOf(owner, 'in_review');
  const id = listingInReview(title);
  await owner.reload();
  await expect(owner.getByRole('article', { name: title })).toBeVisible();
  await expect(count(owner, 'in_review')).toHaveText(String(inReviewBefore + 1));

  // The operator rejects it with PRICE feedback.
  const operator = await signedIn(browser, 'moderator@basera.pk', `/moderation?listing=${id}`);
  const item = operator.getByRole('article', { name: title });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: /Reject or ask to improve/ }).click();
  await item.getByRole('textbox', { name: 'Price' }).fill('The price is far above similar houses in this area.');
  await item.getByRole('button', { name: 'Reject with feedback' }).click();
  await expect(operator.getByText('Listing rejected and the owner told')).toBeVisible();
  await expect(item).toHaveCount(0);

  // The owner sees the feedback under 'rejected'.
  await owner.goto('/my-properties?status=rejected');
  const rejected = owner.getByRole('article', { name: title });
  await expect(rejected.getByRole('region', { name: 'Feedback from Basera' })).toContainText('The price is far above similar houses in this area.');
  await expect(rejected.getByText('Price', { exact: true })).toBeVisible();

  // The owner fixes the price and resubmits, through the wizard's API.
  const details = await owner.request.get(`/api/data/property/editDetails/${id}`);
  expect(details.status()).toBe(200);
  const { draft } = (await details.json()) as { draft: Record<string, unknown> };
  const saved = await owner.request.put(`/api/data/property/${id}`, { data: { ...draft, price: 52_000_000, intent: 'submit' } });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(((await saved.json()) as { status: string }).status).toBe('in_review');

  // The operator publishes it from the keyboard.
  await operator.goto(`/moderation?listing=${id}`);
  const again = operator.getByRole('article', { name: title });
  await again.click({ position: { x: 10, y: 10 } });
  await operator.keyboard.press('p');
  await expect(operator.getByText('Listing published')).toBeVisible();
  await expect(again).toHaveCount(0);

  // It is on its detail page for everyone.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/sale/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(title);

  // The owner renews it, then removes it as sold with a selling price.
  await owner.goto('/my-properties?status=published');
  const published = owner.getByRole('article', { name: title });
  const publishedBefore = await countOf(owner, 'published');
  const removedBefore = await countOf(owner, 'removed');
  await published.getByRole('button', { name: 'Renew' }).click();
  await expect(owner.getByText('Your property has been renewed')).toBeVisible();

  await published.getByRole('button', { name: 'Remove' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Remove this property' });
  await dialog.getByLabel('Why are you removing it?').selectOption({ label: 'Sold on Basera' });
  await dialog.getByLabel('Selling price in PKR (optional)').fill('51000000');
  await dialog.getByRole('button', { name: 'Remove property' }).click();
  await expect(owner.getByText('Your property has been removed')).toBeVisible();
  await expect(published).toHaveCount(0);
  await expect(count(owner, 'published')).toHaveText(String(publishedBefore - 1));
  await expect(count(owner, 'removed')).toHaveText(String(removedBefore + 1));

  await owner.getByRole('link', { name: /^Removed/ }).click();
  const removed = owner.getByRole('article', { name: title });
  await expect(removed).toContainText('Sold on Basera');
  await expect(removed).toContainText('PKR 5.1 Crore');

  // Deleting it (after the question) leaves the tab as it was before.
  await removed.getByRole('button', { name: 'Delete' }).click();
  await owner.getByRole('dialog', { name: 'Delete this property?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(owner.getByText('Your property has been deleted')).toBeVisible();
  await expect(count(owner, 'removed')).toHaveText(String(removedBefore));
  if (removedBefore === 0) await expect(owner.getByText('You have no removed properties')).toBeVisible();
});

test('each tab has its empty-state message and a way to add a property', async ({ browser }) => {
  const owner = await signedIn(browser, 'demo@basera.pk', '/my-properties?status=draft');
  const messages: Record<string, string> = {
    draft: "You haven't drafted any properties yet",
    in_review: 'You have no properties in review',
    published: 'You have no published properties',
    removed: 'You have no removed properties',
    rejected: 'You have no rejected properties',
  };
  for (const [status, message] of Object.entries(messages)) {
    await owner.goto(`/my-properties?status=${status}`);
    const n = await countOf(owner, status);
    const empty = owner.getByText(message);
    if (n === 0) {
      await expect(empty).toBeVisible();
      await expect(owner.locator('[data-empty]').getByRole('link', { name: 'Add a property' })).toHaveAttribute('href', '/add-property?purpose=sell');
    } else {
      await expect(empty).toBeHidden();
      await expect(owner.locator('[data-property]')).toHaveCount(Math.min(n, 30));
    }
  }
});

test('the console is not there for people who are not operators', async ({ browser }) => {
  const owner = await signedIn(browser, 'demo@basera.pk', '/my-properties');
  const page = await owner.goto('/moderation');
  expect(page?.status()).toBe(404);
  const api = await owner.request.get('/api/moderation/queue');
  expect(api.status()).toBe(404);
});
