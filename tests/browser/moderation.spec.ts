import { expect, test, type Browser, type Page } from '@playwright/test';
import { ownClientAddress, signedInPage } from './support/sign-in';
import { withTestDb } from './support/db';
import { forgetListings as forget, listingStatus as statusOf, queuedListing as listing } from './support/review-queue';
import { moderationMessages } from '../../src/lib/moderation/schema';
import { UNREACHABLE } from '../../src/lib/stores/toast-events';

// The operators' console when things do not go one at a time: a key pressed twice, two operators on one
// listing, an owner changing a listing under review, a dropped connection, several reports about one
// listing, and a queue longer than a page.

const OPERATOR = 'moderator@basera.pk';

const operator = (browser: Browser, path: string) => signedInPage(browser, OPERATOR, path);
const queued = async (page: Page) => Number(await page.locator('[data-count="queue"]').textContent());

test('a key pressed twice publishes once and says nothing went wrong', async ({ browser }) => {
  const title = `Pressed twice ${Date.now().toString(36)}`;
  const id = listing(title, '2000-01-01T00:00:00.000Z');
  try {
    const page = await operator(browser, `/moderation?listing=${id}`);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/moderation/')) posts.push(r.url());
    });
    const item = page.getByRole('article', { name: title });
    await item.click({ position: { x: 4, y: 4 } });
    await page.keyboard.press('p');
    await page.keyboard.press('p');
    await expect(page.getByText('Listing published')).toBeVisible();
    await expect(item).toHaveCount(0);
    expect(posts).toEqual([expect.stringContaining('/api/moderation/publish')]);
    await expect(page.getByText(/cannot be published/)).toHaveCount(0);
    expect(statusOf(id)).toBe('published');
    await page.context().close();
  } finally {
    forget(id);
  }
});

test("the second of two operators on one listing is told it was decided, and the feedback form goes", async ({ browser }) => {
  test.setTimeout(60_000); // two sign-ins
  const title = `Two operators ${Date.now().toString(36)}`;
  const id = listing(title, '2000-01-01T00:00:01.000Z');
  try {
    const first = await operator(browser, `/moderation?listing=${id}`);
    const second = await signedInPage(browser, OPERATOR, '/moderation');
    await second.setViewportSize({ width: 390, height: 844 });
    const before = await queued(second);
    const theirs = second.getByRole('article', { name: title });
    await theirs.getByRole('button', { name: /Reject or ask to improve/ }).click();
    await theirs.getByRole('textbox', { name: 'Price' }).fill('Far above the area');

    await first.getByRole('article', { name: title }).getByRole('button', { name: /^Publish/ }).click();
    await expect(first.getByText('Listing published')).toBeVisible();

    await theirs.getByRole('button', { name: 'Reject with feedback' }).click();
    await expect(theirs.getByRole('alert')).toContainText('This listing is published, so it cannot be rejected.');
    await expect(theirs.getByRole('link', { name: 'Reload this listing' })).toHaveAttribute('href', `/moderation?listing=${id}`);
    await expect(theirs.getByRole('button', { name: /Reject|Publish|Verified/ })).toHaveCount(0);
    await expect(second.locator('[data-count="queue"]')).toHaveText(String(before - 1));
    // The keys do nothing on it now.
    await theirs.click({ position: { x: 4, y: 4 } });
    await second.keyboard.press('r');
    await expect(theirs.getByRole('textbox', { name: 'Price' })).toHaveCount(0);
    expect(statusOf(id)).toBe('published');
    await first.context().close();
    await second.context().close();
  } finally {
    forget(id);
  }
});

test('an owner changing the listing under review stops the decision and says to reload it', async ({ browser }) => {
  const title = `Changed under review ${Date.now().toString(36)}`;
  const id = listing(title, '2000-01-01T00:00:02.000Z');
  try {
    const page = await operator(browser, `/moderation?listing=${id}`);
    const item = page.getByRole('article', { name: title });
    await expect(item).toBeVisible();
    withTestDb((db) => db.prepare("update listings set title = 'Something else entirely', updated_at = ? where id = ?").run(new Date().toISOString(), id));
    await item.getByRole('button', { name: /^Publish/ }).click();
    await expect(item.getByRole('alert')).toContainText(moderationMessages.changedByOwner);
    expect(statusOf(id)).toBe('in_review');
    await item.getByRole('link', { name: 'Reload this listing' }).click();
    await expect(page.getByRole('article', { name: 'Something else entirely' })).toBeVisible();
    await page.getByRole('article', { name: 'Something else entirely' }).getByRole('button', { name: /^Publish/ }).click();
    await expect(page.getByText('Listing published')).toBeVisible();
    await page.context().close();
  } finally {
    forget(id);
  }
});

test('a rejection sent without a connection says so in the form and keeps the notes', async ({ browser }) => {
  const title = `Connection lost ${Date.now().toString(36)}`;
  const note = 'The photos show a different house.';
  const id = listing(title, '2000-01-01T00:00:03.000Z');
  try {
    const page = await operator(browser, `/moderation?listing=${id}`);
    const item = page.getByRole('article', { name: title });
    await item.getByRole('button', { name: /Reject or ask to improve/ }).click();
    await item.getByRole('textbox', { name: 'Description' }).fill(note);
    await page.route('**/api/moderation/reject', (route) => route.abort('internetdisconnected'));
    const send = item.getByRole('button', { name: 'Reject with feedback' });
    await send.click();
    await expect(item.getByRole('alert')).toHaveText(UNREACHABLE);
    await expect(item.getByRole('textbox', { name: 'Description' })).toHaveValue(note);
    await expect(send).toBeFocused();
    expect(statusOf(id)).toBe('in_review');

    await page.unroute('**/api/moderation/reject');
    await send.click();
    await expect(page.getByText('Listing rejected and the owner told')).toBeVisible();
    expect(statusOf(id)).toBe('rejected');
    await page.context().close();
  } finally {
    forget(id);
  }
});

test('reports from visitors: one card per listing; taking it down or dismissing closes the reports shown; one back in review is decided in the queue', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const live = listing(`Reported twice ${stamp}`, '2000-01-02T00:00:00.000Z', 'published');
  const noise = listing(`Reported by a rival ${stamp}`, '2000-01-02T00:00:00.000Z', 'published');
  const edited = listing(`Reported then edited ${stamp}`, '2000-01-02T00:00:00.000Z', 'published');
  const openReports = (id: number) => withTestDb((db) => (db.prepare("select count(*) as n from reports where listing_id = ? and status = 'open'").get(id) as { n: number }).n);
  try {
    // Visitors report them from the listing's API, as its page does.
    const visitor = await browser.newContext();
    await ownClientAddress(visitor); // reports are limited per client
    const report = async (propertyId: number, reason: string, comments: string) =>
      expect((await visitor.request.post('/api/data/propertyReport', { data: { propertyId, reason, comments } })).status()).toBe(200);
    await report(live, 'fake', 'Pictures from another city');
    await report(live, 'duplicate', 'Same as another listing');
    await report(noise, 'wrong-price', 'Too cheap to be true');
    await report(noise, 'wrong-price', '');
    await report(edited, 'wrong-price', '');
    // The owner edits the third one: back to review.
    withTestDb((db) => db.prepare("update listings set status = 'in_review', updated_at = ? where id = ?").run(new Date().toISOString(), edited));

    const page = await operator(browser, '/moderation?view=reports');
    const liveCard = page.locator(`[data-report][data-listing="${live}"]`);
    await expect(liveCard).toHaveCount(1);
    await expect(liveCard).toContainText('Pictures from another city');
    await expect(liveCard).toContainText('Same as another listing');
    const count = Number(await page.locator('[data-count="reports"]').textContent());

    const inReview = page.locator(`[data-report][data-listing="${edited}"]`);
    await expect(inReview.getByRole('button', { name: 'Take down' })).toHaveCount(0);
    await expect(inReview.getByRole('link', { name: 'Review it' })).toHaveAttribute('href', `/moderation?listing=${edited}`);

    await liveCard.getByRole('textbox', { name: 'Why take it down' }).fill('Pictures copied from another listing');
    await liveCard.getByRole('button', { name: 'Take down' }).click();
    await expect(page.getByText('Listing taken down')).toBeVisible();
    await expect(liveCard).toHaveCount(0);
    await expect(page.locator('[data-count="reports"]')).toHaveText(String(count - 2));
    expect(statusOf(live)).toBe('removed');
    expect(openReports(live)).toBe(0);

    // A third report on the rival's target arrives while the operator reads the two: it stays for someone to read.
    await report(noise, 'fake', 'Arrived later');
    await visitor.close();
    await page.locator(`[data-report][data-listing="${noise}"]`).getByRole('button', { name: 'Dismiss all 2' }).click();
    await expect(page.getByText('Report dismissed')).toBeVisible();
    await expect(page.locator(`[data-report][data-listing="${noise}"]`)).toHaveCount(0);
    await expect(page.locator('[data-count="reports"]')).toHaveText(String(count - 4));
    expect(statusOf(noise)).toBe('published');
    expect(openReports(noise)).toBe(1);

    // In the queue, the edited listing says it was reported and was live before.
    await page.goto(`/moderation?listing=${edited}`);
    const item = page.getByRole('article', { name: `Reported then edited ${stamp}` });
    await expect(item.getByRole('link', { name: '1 open report' })).toBeVisible();
    await expect(item.getByText('Edited after publishing')).toBeVisible();
    await page.context().close();
  } finally {
    forget(live, noise, edited);
  }
});

test('a queue longer than a page goes on from its last listing, and one city at a time, on a phone', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  // 21 listings submitted before any other: the first page of the queue and the head of the next.
  const ids = Array.from({ length: 21 }, (_, i) => listing(`Queue ${String(i + 1).padStart(2, '0')} ${stamp}`, `1999-01-01T00:00:${String(i).padStart(2, '0')}.000Z`));
  try {
    const page = await operator(browser, '/moderation');
    await page.setViewportSize({ width: 390, height: 844 });
    const items = page.locator('[data-review]');
    await expect(items).toHaveCount(20);
    await expect(items.first()).toHaveAttribute('data-review', String(ids[0]));
    const next = page.getByRole('navigation', { name: 'Queue pages' }).getByRole('link', { name: 'Next 20' });
    await next.click();
    await expect(items.first()).toHaveAttribute('data-review', String(ids[20]));
    await expect(page.getByRole('link', { name: 'Back to the oldest' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // One city: the listings above are all in the first area's city.
    const city = page.getByRole('combobox', { name: 'City' });
    await page.goto('/moderation');
    const cityId = withTestDb((db) => (db.prepare('select city_id from listings where id = ?').get(ids[0]) as { city_id: number }).city_id);
    await city.selectOption(String(cityId));
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`city=${cityId}`));
    await expect(items.first()).toHaveAttribute('data-review', String(ids[0]));
    const shown = await page.locator('[data-review]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-review')));
    expect(shown.slice(0, 20)).toEqual(ids.slice(0, 20).map(String));
    await page.context().close();
  } finally {
    forget(...ids);
  }
});

test('on a slow connection the operator moves on while a publish is sent, and stays where they went', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const ids = [0, 1, 2].map((i) => listing(`Slow ${i + 1} ${stamp}`, `1998-01-01T00:00:0${i}.000Z`));
  try {
    const page = await operator(browser, '/moderation');
    const [one, two, three] = ids.map((_, i) => page.getByRole('article', { name: `Slow ${i + 1} ${stamp}` }));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/moderation/publish', async (route) => {
      await held;
      await route.continue();
    });
    await expect(one).toHaveClass(/is-current/);
    await page.keyboard.press('p');
    // Busy: its label gives way to 'Working' (decision 081).
    await expect(one.getByRole('button', { name: 'Working' })).toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(three).toHaveClass(/is-current/);
    release();
    await expect(one).toHaveCount(0);
    await expect(three).toHaveClass(/is-current/);
    await expect(three).toBeFocused();
    await expect(two).not.toHaveClass(/is-current/);

    // A refusal that lands after the operator moved on is said in its card, and leaves them where they are.
    await page.unroute('**/api/moderation/publish');
    let answer = () => {};
    const refused = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/moderation/publish', async (route) => {
      await refused;
      await route.fulfill({ status: 409, contentType: 'application/problem+json', body: JSON.stringify({ status: 409, title: 'Conflict', detail: 'This listing is rejected, so it cannot be published.', errors: {} }) });
    });
    await page.keyboard.press('k');
    await expect(two).toHaveClass(/is-current/);
    await page.keyboard.press('p');
    await page.keyboard.press('j');
    await expect(three).toHaveClass(/is-current/);
    answer();
    await expect(two.getByRole('alert')).toHaveText('This listing is rejected, so it cannot be published.');
    await expect(three).toHaveClass(/is-current/);
    await expect(three).toBeFocused();
    await page.context().close();
  } finally {
    forget(...ids);
  }
});

test('a page of the queue worked through says more are waiting, not that the queue is empty', async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const ids = Array.from({ length: 21 }, (_, i) => listing(`Worked ${String(i + 1).padStart(2, '0')} ${stamp}`, `1997-01-01T00:00:${String(i).padStart(2, '0')}.000Z`));
  try {
    const page = await operator(browser, '/moderation');
    const items = page.locator('[data-review]');
    await expect(items).toHaveCount(20);
    await expect(items.first()).toHaveClass(/is-current/); // the console's keys are live
    for (let left = 19; left >= 0; left -= 1) {
      await page.keyboard.press('p');
      await expect(items).toHaveCount(left);
    }
    await expect(page.getByText('Every listing on this page is done, and more are waiting.')).toBeVisible();
    await expect(page.getByText('Nothing waiting for review. Well done.')).toHaveCount(0);
    await page.getByRole('link', { name: 'Show the next ones' }).click();
    await expect(items.first()).toHaveAttribute('data-review', String(ids[20]));
    await page.context().close();
  } finally {
    forget(...ids);
  }
});

test('a page of reports handled says more are waiting, not that there are none', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const id = listing(`Reported often ${stamp}`, '2000-01-03T00:00:00.000Z', 'published');
  // 51 reports older than any other: the page (50 reports) is all of them but the last, as one card.
  withTestDb((db) => {
    const add = db.prepare("insert into reports (listing_id, user_id, reason, comments, status, created_at) values (?, null, 'wrong-price', ?, 'open', '1990-01-01T00:00:00.000Z')");
    for (let i = 1; i <= 51; i += 1) add.run(id, `Report ${i}`);
  });
  try {
    const page = await operator(browser, '/moderation?view=reports');
    const card = page.locator(`[data-report][data-listing="${id}"]`);
    await card.getByRole('button', { name: 'Dismiss all 50' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('Every report on this page is handled, and more are waiting.')).toBeVisible();
    await expect(page.getByText('No open reports.')).toHaveCount(0);
    await page.getByRole('link', { name: 'Show the next ones' }).click();
    await expect(page.locator(`[data-report][data-listing="${id}"]`)).toContainText('Report 51');
    await page.context().close();
  } finally {
    forget(id);
  }
});
