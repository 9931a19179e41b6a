import { expect, test, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { accountMenu, signedInPage } from './support/sign-in';
import { slugify } from '../../src/lib/text/slug';
import { manageMessages } from '../../src/lib/listings/manage';

// The whole management loop as people do it: an owner's listing in review, rejected by an operator
// with PRICE feedback in the console, fixed in the wizard and resubmitted, published from the
// console, found on the results page of its area and on its detail page, renewed, removed as sold,
// found under 'removed', and deleted again. The listing is put in review in the server's database
// (the wizard's own tests submit new listings); every step after that goes through the pages.

// The server's data directory: the one playwright.config.ts gives it, unless a run says otherwise.
const DB_PATH = `${process.env.BROWSER_TEST_DATA_DIR ?? '.data/browser-tests'}/basera.sqlite`;

/**
 * Makes sure the operator account is in the moderators group (idempotent): the pool keeps its
 * accounts between runs, and the group membership is what this test depends on.
 */
const signedIn = (browser: Browser, email: string, path: string) => signedInPage(browser, email, path);

function count(page: Page, status: string) {
  return page.locator(`[data-count="${status}"]`);
}

async function countOf(page: Page, status: string): Promise<number> {
  return Number(await count(page, status).textContent());
}

interface Place {
  cityId: number;
  cityName: string;
  areaId: number;
  areaName: string;
}

/** A listing of the demo owner, in review, with three photos borrowed from the demo set. */
function listingInReview(title: string, submittedAt = new Date().toISOString()): { id: number; place: Place } {
  const db = new Database(DB_PATH);
  try {
    const owner = db.prepare("select id from users where email = 'demo@basera.pk' and subject is not null").get() as { id: number };
    const place = db
      .prepare('select a.id as areaId, a.name as areaName, c.id as cityId, c.name as cityName from areas a join cities c on c.id = a.city_id order by a.id limit 1')
      .get() as Place;
    const now = submittedAt;
    const { lastInsertRowid } = db
      .prepare(
        `insert into listings (purpose, category, type, city_id, area_id, lat, lng, title, description, price, size_value, size_unit, size_sqft,
          beds, baths, condition, features, availability, owner_name, owner_code, owner_phone, user_id, status, created_at, updated_at)
         values ('sale', 'residential', 'house', ?, ?, null, null, ?, ?, 950000000, 10, 'marla', 2250, 4, 4, 'good', '{}',
          null, 'Demo User', '92', '3001234567', ?, 'in_review', ?, ?)`,
      )
      .run(place.cityId, place.areaId, title, 'A bright family house with a lawn, close to schools and the main market.', owner.id, now, now);
    const id = Number(lastInsertRowid);
    const keys = db.prepare('select distinct storage_key from listing_images limit 3').all() as Array<{ storage_key: string }>;
    keys.forEach((k, position) =>
      db
        .prepare('insert into listing_images (listing_id, storage_key, is_cover, position, width, height, user_id, created_at) values (?, ?, ?, ?, 840, 525, ?, ?)')
        .run(id, k.storage_key, position === 0 ? 1 : 0, position, owner.id, now),
    );
    return { id, place };
  } finally {
    db.close();
  }
}

/** Removes a listing a test made, whatever state the test left it in. */
function forget(id: number) {
  const db = new Database(DB_PATH);
  try {
    db.prepare('delete from listings where id = ?').run(id);
  } finally {
    db.close();
  }
}

/** The results page of houses and other homes for sale in one area. */
function areaResultsPath(place: Place): string {
  return `/sale/residential-properties-for-sale-${slugify(place.areaName)}-${slugify(place.cityName)}-${place.cityId}-${place.areaId}`;
}

/** The wizard, apart from the site's own header and panels. */
const wizard = (page: Page) => page.locator('.wz-shell');

test('an owner and an operator take a listing from review to sold', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Family house near the park ${Date.now().toString(36)}`;
  const priceNote = 'The price is far above similar houses in this area.';

  const owner = await signedIn(browser, 'demo@basera.pk', '/my-properties?status=in_review');
  await expect(owner.getByRole('heading', { name: 'My properties', level: 1 })).toBeVisible();
  const inReviewBefore = await countOf(owner, 'in_review');
  const rejectedBefore = await countOf(owner, 'rejected');
  const { id, place } = listingInReview(title);
  try {
    await owner.reload();
    await expect(owner.getByRole('article', { name: title })).toBeVisible();
    await expect(count(owner, 'in_review')).toHaveText(String(inReviewBefore + 1));

    // The operator rejects it with PRICE feedback in the console.
    const operator = await signedIn(browser, 'moderator@basera.pk', `/moderation?listing=${id}`);
    const item = operator.getByRole('article', { name: title });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: /Reject or ask to improve/ }).click();
    await item.getByRole('textbox', { name: 'Price' }).fill(priceNote);
    await item.getByRole('button', { name: 'Reject with feedback' }).click();
    await expect(operator.getByText('Listing rejected and the owner told')).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(operator.getByText('Nothing waiting for review. Well done.')).toBeVisible();

    // The owner sees the feedback under 'rejected'.
    await owner.goto('/my-properties?status=rejected');
    await expect(count(owner, 'rejected')).toHaveText(String(rejectedBefore + 1));
    await expect(count(owner, 'in_review')).toHaveText(String(inReviewBefore));
    const rejected = owner.getByRole('article', { name: title });
    const feedback = rejected.getByRole('region', { name: 'Feedback from Basera' });
    await expect(feedback).toContainText(priceNote);
    await expect(feedback.getByText('Price', { exact: true })).toBeVisible();

    // ... fixes the price in the wizard, where the note stands beside the price, and resubmits.
    // 'Fix and resubmit' opens at the step the note is about.
    await rejected.getByRole('link', { name: 'Fix and resubmit' }).click();
    await expect(owner).toHaveURL(new RegExp(`/add-property\\?id=${id}&step=price`));
    await expect(owner.locator('.wz-eyebrow')).toHaveText('Edit your property');
    const price = wizard(owner).getByLabel('Price (PKR)');
    await expect(price).toHaveValue('950000000');
    await expect(wizard(owner).getByRole('note')).toContainText(priceNote);
    await price.fill('52000000');
    await expect(wizard(owner).getByText('PKR 5.2 Crore')).toBeVisible();
    await wizard(owner).getByRole('button', { name: /^Step \d+: Review$/ }).click();
    await expect(owner.locator('.wz-summary')).toContainText('PKR 5.2 Crore');
    await wizard(owner).getByRole('button', { name: 'Submit for review' }).click();
    await expect(wizard(owner).getByRole('heading', { name: 'Your property details have been submitted' })).toBeVisible();
    await owner.goto('/my-properties?status=in_review');
    await expect(owner.getByRole('article', { name: title })).toBeVisible();
    await expect(count(owner, 'in_review')).toHaveText(String(inReviewBefore + 1));
    await expect(count(owner, 'rejected')).toHaveText(String(rejectedBefore));

    // The operator publishes it from the console.
    await operator.goto(`/moderation?listing=${id}`);
    const again = operator.getByRole('article', { name: title });
    await expect(again).toContainText('PKR 5.2 Crore');
    await again.getByRole('button', { name: /^Publish/ }).click();
    await expect(operator.getByText('Listing published')).toBeVisible();
    await expect(again).toHaveCount(0);

    // A visitor finds it on the results page of its area, and opens its detail page from there.
    const visitor = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await visitor.goto(areaResultsPath(place));
    const card = visitor.getByRole('article').filter({ has: visitor.getByRole('link', { name: title }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('5.2 Crore');
    await card.getByRole('link', { name: title }).first().click();
    await expect(visitor).toHaveURL(new RegExp(`/sale/${id}$`));
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
    // A house for sale is sold, not rented out.
    await expect(dialog.locator('option', { hasText: 'Rented out on Basera' })).toBeDisabled();
    await expect(dialog.locator('option', { hasText: 'Sold elsewhere' })).toBeEnabled();
    await dialog.getByLabel('Why are you removing it?').selectOption({ label: 'Sold on Basera' });
    await dialog.getByLabel('Selling price in PKR (optional)').fill('51000000');
    await dialog.getByRole('button', { name: 'Remove property' }).click();
    await expect(owner.getByText('Your property has been removed')).toBeVisible();
    await expect(published).toHaveCount(0);
    await expect(count(owner, 'published')).toHaveText(String(publishedBefore - 1));
    await expect(count(owner, 'removed')).toHaveText(String(removedBefore + 1));

    await owner.getByRole('link', { name: /^Removed/ }).click();
    await expect(owner).toHaveURL(/status=removed/);
    const removed = owner.getByRole('article', { name: title });
    await expect(removed).toContainText('Sold on Basera');
    await expect(removed).toContainText('PKR 5.1 Crore');

    // Deleting it (after the question) leaves the tab as it was before, empty state and all.
    await removed.getByRole('button', { name: 'Delete' }).click();
    await owner.getByRole('dialog', { name: 'Delete this property?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(owner.getByText('Your property has been deleted')).toBeVisible();
    await expect(removed).toHaveCount(0);
    await expect(count(owner, 'removed')).toHaveText(String(removedBefore));
    const empty = owner.getByText('You have no removed properties');
    if (removedBefore === 0) await expect(empty).toBeVisible();
    else await expect(empty).toBeHidden();
    const gone = await visitor.goto(`/sale/${id}`);
    expect(gone?.status()).toBe(404);
  } finally {
    forget(id);
  }
});

test('an operator works the queue from the keyboard alone', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Corner house for the keyboard ${Date.now().toString(36)}`;
  const { id } = listingInReview(title);
  try {
    const operator = await signedIn(browser, 'moderator@basera.pk', `/moderation?listing=${id}`);
    const item = operator.getByRole('article', { name: title });
    await expect(item).toBeVisible();
    // The console's script marks the first listing current once it listens for keys.
    await expect(item).toHaveClass(/is-current/);
    // Nothing has the focus yet: j moves to the first listing.
    await operator.locator('body').focus();
    await operator.keyboard.press('j');
    await expect(item).toBeFocused();

    // v marks it verified, and again takes the mark off.
    const verified = item.getByRole('button', { name: /^Verified/ });
    await operator.keyboard.press('v');
    await expect(operator.getByText('Listing marked verified')).toBeVisible();
    await expect(verified).toHaveAttribute('aria-pressed', 'true');
    await operator.keyboard.press('v');
    await expect(operator.getByText('Verified mark removed')).toBeVisible();
    await expect(verified).toHaveAttribute('aria-pressed', 'false');

    // r opens the feedback form in the first note; typing there is not taken as keys; Esc closes it.
    await operator.keyboard.press('r');
    const note = item.getByRole('textbox', { name: 'Price' });
    await expect(note).toBeFocused();
    await operator.keyboard.type('prj');
    await expect(note).toHaveValue('prj');
    await expect(item).toBeVisible();
    await operator.keyboard.press('Escape');
    await expect(note).toBeHidden();
    await expect(item).toBeFocused();

    // p publishes it: it leaves the queue, the count goes down and the empty queue says so.
    const queued = Number(await operator.locator('[data-count="queue"]').textContent());
    await operator.keyboard.press('p');
    await expect(operator.getByText('Listing published')).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(operator.locator('[data-count="queue"]')).toHaveText(String(queued - 1));
    await expect(operator.getByText('Nothing waiting for review. Well done.')).toBeVisible();
  } finally {
    forget(id);
  }
});

test('the keys act on the listing reached with Tab, and marking it verified keeps its place in the queue', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  // Submitted long ago, so both are at the head of the queue, in this order.
  const first = listingInReview(`First in the queue ${stamp}`, '2001-01-01T00:00:00.000Z');
  const second = listingInReview(`Second in the queue ${stamp}`, '2001-01-01T00:00:01.000Z');
  try {
    const operator = await signedIn(browser, 'moderator@basera.pk', '/moderation');
    const items = operator.locator('[data-review]');
    const one = operator.getByRole('article', { name: `First in the queue ${stamp}` });
    const two = operator.getByRole('article', { name: `Second in the queue ${stamp}` });
    await expect(items.nth(0)).toHaveAttribute('data-review', String(first.id));
    await expect(items.nth(1)).toHaveAttribute('data-review', String(second.id));
    await expect(one).toHaveClass(/is-current/);

    // Tab reaches the second listing's Publish button: v now marks that one, not the first.
    await two.getByRole('button', { name: /^Publish/ }).focus();
    await expect(two).toHaveClass(/is-current/);
    await operator.keyboard.press('v');
    await expect(operator.getByText('Listing marked verified')).toBeVisible();
    await expect(two.getByRole('button', { name: /^Verified/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(one.getByRole('button', { name: /^Verified/ })).toHaveAttribute('aria-pressed', 'false');

    await operator.reload();
    await expect(items.nth(1)).toHaveAttribute('data-review', String(second.id));
    await expect(two.getByRole('button', { name: /^Verified/ })).toHaveAttribute('aria-pressed', 'true');

    // A link to a listing that is not in review says so, not that the whole queue is empty.
    await operator.goto('/moderation?listing=999999999');
    await expect(operator.getByText('Listing 999999999 is not waiting for review.')).toBeVisible();
    await expect(operator.getByText('Nothing waiting for review. Well done.')).toBeHidden();
    await expect(operator.getByRole('link', { name: 'Show the whole queue' })).toBeVisible();

    // An audit page past the end shows the last page, where that action is, not 'No actions yet'.
    await operator.goto('/moderation/audit?page=999');
    await expect(operator).toHaveURL(/\/moderation\/audit\?page=\d+$/);
    expect(new URL(operator.url()).searchParams.get('page')).not.toBe('999');
    await expect(operator.getByText('No actions yet.')).toBeHidden();
    await expect(operator.getByRole('row').nth(1)).toBeVisible();
  } finally {
    forget(first.id);
    forget(second.id);
  }
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
  // A page past the end of a tab with properties shows its last page, not the empty state.
  await owner.goto('/my-properties?status=draft&page=99');
  await expect(owner).toHaveURL(/\/my-properties\?status=draft$/);
  await expect(owner.getByText(messages.draft)).toBeHidden();
  await expect(owner.locator('[data-property]').first()).toBeVisible();
});

test('an owner finds a listing in a tab by a word of its title', async ({ browser }) => {
  const owner = await signedIn(browser, 'demo@basera.pk', '/my-properties?status=draft');
  const cards = owner.locator('[data-property]');
  const all = await cards.count();
  expect(all).toBeGreaterThan(1);
  const title = (await cards.first().getByRole('heading', { level: 2 }).textContent())!.trim();
  const word = title.split(/\s+/).find((w) => w.length > 4)!;
  const search = owner.getByRole('search', { name: 'Find in your properties' });

  await search.getByRole('searchbox', { name: 'Title, area or reference' }).fill(word.toUpperCase());
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(owner).toHaveURL(new RegExp(`status=draft&q=${word.toUpperCase()}`));
  const found = await cards.count();
  expect(found).toBeGreaterThan(0);
  for (const heading of await cards.getByRole('heading', { level: 2 }).allTextContents()) expect(heading.toLowerCase()).toContain(word.toLowerCase());
  await expect(search.getByRole('status')).toContainText(`${found} of ${all}`);

  await search.getByRole('searchbox').fill('no listing is called this');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(owner.getByText('None of your draft properties match “no listing is called this”.')).toBeVisible();
  await expect(cards).toHaveCount(0);

  await search.getByRole('link', { name: 'Show all' }).click();
  await expect(cards).toHaveCount(all);
  await owner.context().close();
});

/** A published listing of the demo owner (signed in once, so the account has its row). */
function publishedOfDemo(title: string): number {
  const db = new Database(DB_PATH);
  try {
    const owner = db.prepare("select id from users where email = 'demo@basera.pk' and subject is not null").get() as { id: number };
    const area = db.prepare('select id, city_id from areas order by id limit 1').get() as { id: number; city_id: number };
    const now = new Date().toISOString();
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `insert into listings (purpose, category, type, city_id, area_id, title, description, price, size_value, size_unit, size_sqft,
          features, owner_name, owner_code, owner_phone, user_id, status, created_at, updated_at, published_at, expires_at)
         values ('sale', 'residential', 'house', ?, ?, ?, 'A house.', 30000000, 5, 'marla', 1125, '{}', 'Demo User', '92', '3001234567', ?,
          'published', ?, ?, ?, ?)`,
      )
      .run(area.city_id, area.id, title, owner.id, now, now, now, expires);
    return Number(lastInsertRowid);
  } finally {
    db.close();
  }
}

test('removing the last card a search found does not say the whole tab is empty', async ({ browser }) => {
  const owner = await signedIn(browser, 'demo@basera.pk', '/my-properties?status=published');
  const title = `Lone villa ${Date.now().toString(36)}`;
  const ids = [publishedOfDemo(title), publishedOfDemo(`Other flat ${Date.now().toString(36)}`)];
  try {
    await owner.goto(`/my-properties?status=published&q=${encodeURIComponent(title)}`);
    const card = owner.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Remove' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Remove this property' });
    await dialog.getByLabel('Why are you removing it?').selectOption({ label: 'No longer available' });
    await dialog.getByRole('button', { name: 'Remove property' }).click();
    await expect(card).toHaveCount(0);
    // The tab still holds the other listing: the page says this page is empty, not the tab.
    const left = await countOf(owner, 'published');
    expect(left).toBeGreaterThan(0);
    // The search's count agrees with the tab's.
    await expect(owner.getByRole('search', { name: 'Find in your properties' }).getByRole('status')).toContainText(`0 of ${left} published properties match “${title}”.`);
    await expect(owner.getByText(manageMessages.pageEmptied)).toBeVisible();
    await expect(owner.getByText('You have no published properties')).toBeHidden();
    await expect(owner.locator('[data-empty]')).toBeFocused();
  } finally {
    ids.forEach(forget);
    await owner.context().close();
  }
});

test("tracking details lead back to the tab, search and page they were opened from", async ({ browser }) => {
  const owner = await signedIn(browser, 'demo@basera.pk', '/my-properties?status=published');
  const title = `Tracked villa ${Date.now().toString(36)}`;
  const id = publishedOfDemo(title);
  try {
    const list = `/my-properties?status=published&q=${encodeURIComponent(title)}`;
    await owner.goto(list);
    await owner.getByRole('article', { name: title }).getByRole('link', { name: 'Tracking details' }).click();
    await expect(owner.getByRole('heading', { name: 'Tracking details', level: 1 })).toBeVisible();
    await owner.getByRole('link', { name: '← My properties' }).click();
    await expect(owner).toHaveURL(new RegExp(`/my-properties\\?status=published&q=${encodeURIComponent(title).replace(/%20/g, '(\\+|%20)')}$`));
    await expect(owner.getByRole('article', { name: title })).toBeVisible();
    // A way back to anywhere else is not taken.
    await owner.goto(`/my-properties/${id}/tracking?from=${encodeURIComponent('https://example.com/')}`);
    await expect(owner.getByRole('link', { name: '← My properties' })).toHaveAttribute('href', '/my-properties?status=published');
  } finally {
    forget(id);
    await owner.context().close();
  }
});

test('the console is not there for people who are not operators', async ({ browser }) => {
  const owner = await signedIn(browser, 'demo@basera.pk', '/my-properties');
  await accountMenu(owner).click();
  await expect(owner.getByRole('banner').getByRole('link', { name: 'Liked Properties' })).toBeVisible();
  await expect(owner.getByRole('banner').getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  const page = await owner.goto('/moderation');
  expect(page?.status()).toBe(404);
  const api = await owner.request.get('/api/moderation/queue');
  expect(api.status()).toBe(404);
  await owner.context().close();
});

test("an operator reaches the console from the account menu", async ({ browser }) => {
  const operator = await signedIn(browser, 'moderator@basera.pk', '/my-properties');
  await accountMenu(operator).click();
  await operator.getByRole('banner').getByRole('link', { name: 'Moderation' }).click();
  await expect(operator).toHaveURL(/\/moderation$/);
  await expect(operator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await operator.context().close();
});
