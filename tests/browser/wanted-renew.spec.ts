import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { withTestDb } from './support/db';
import { accountMenu, signInAsDemo } from './support/sign-in';
import { formatOrdinalDate } from '../../src/lib/text/dates';

// A poster keeps their own Wanted request open for another 30 days: one in its last week from its card,
// one that expired from the box beside the form; with script and without.

const DAY = 86_400_000;
// A city the demo set posts no requests in, and no other test uses, so the list is this file's own.
const CITY = 7;
const MARK = 'renew-test';
const iso = (ms: number) => new Date(ms).toISOString();

/** Signs the demo person in and answers their id (their row is made on the first page that needs it). */
async function signInDemo(page: Page): Promise<number> {
  await page.goto(`/wanted?cityId=${CITY}`);
  await signInAsDemo(page);
  await page.goto('/projects');
  return withTestDb((db) => (db.prepare("select id from users where email = 'demo@basera.pk'").get() as { id: number }).id);
}

/** A request of `userId` posted `daysAgo` days ago, shown for 30 days from then. */
function insert(userId: number, daysAgo: number, type: string): number {
  const created = Date.now() - daysAgo * DAY;
  const openUntil = created + 30 * DAY;
  return withTestDb((db) =>
    Number(
      db
        .prepare(
          `insert into wanted_requests (user_id, name, phone, purpose, category, type, city_id, message, status, created_at, open_until)
           values (?, 'Demo Seeker', '+923001234567', 'sale', 'residential', ?, ?, ?, ?, ?, ?)`,
        )
        .run(userId, type, CITY, MARK, openUntil <= Date.now() ? 'expired' : 'open', iso(created), iso(openUntil)).lastInsertRowid,
    ),
  );
}

const openUntilOf = (id: number) => withTestDb((db) => (db.prepare('select open_until from wanted_requests where id = ?').get(id) as { open_until: string }).open_until);
/** Serious or critical accessibility problems of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
const forget = () => withTestDb((db) => db.prepare('delete from wanted_requests where message = ?').run(MARK));

test.afterEach(() => forget());

test('a poster keeps a request open from its card, and brings back one that expired', async ({ page }) => {
  const userId = await signInDemo(page);
  const fresh = insert(userId, 2, 'house');
  const due = insert(userId, 26, 'flat');
  const expired = insert(userId, 33, 'upper-portion');
  await page.goto(`/wanted?cityId=${CITY}`);
  const list = page.getByTestId('wanted-list');
  const card = (id: number) => list.locator(`[data-wanted-id="${id}"]`);
  const keepOpen = { name: 'Keep open for 30 more days' };

  expect(await seriousViolations(page)).toEqual([]);

  // Not yet in its last week: no button, but the date from which it can be kept open.
  await expect(card(fresh).getByRole('button', keepOpen)).toHaveCount(0);
  await expect(card(fresh)).toContainText(`Can be kept open for longer from ${formatOrdinalDate(Date.parse(openUntilOf(fresh)) - 7 * DAY)}; we will remind you then`);

  await expect(card(due)).toContainText(`Shown until ${formatOrdinalDate(openUntilOf(due))}`);
  // With script the API keeps it open, and the page goes where the form's redirect would.
  const called = page.waitForResponse((res) => res.url().endsWith(`/api/data/wanted/${due}/renew`));
  await card(due).getByRole('button', keepOpen).click();
  expect((await called).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/wanted\\?cityId=${CITY}&renewed=${due}#request-${due}$`));
  await expect(card(due).getByRole('status')).toHaveText('Your request is open for another 30 days.');
  const kept = openUntilOf(due);
  expect(Date.parse(kept)).toBeGreaterThan(Date.now() + 29 * DAY);
  await expect(card(due)).toContainText(`Shown until ${formatOrdinalDate(kept)}`);
  await expect(card(due)).toContainText(/kept open just now|kept open 1 minute ago/);
  await expect(card(due).getByRole('button', keepOpen)).toHaveCount(0);
  // The most recently posted or kept open come first.
  await expect(list.locator('[data-wanted-id]').first()).toHaveAttribute('data-wanted-id', String(due));

  // The expired one is named beside the form, with the same button; kept open, it is back in the list.
  const box = page.getByRole('region', { name: 'Your requests that have expired' });
  await expect(card(expired)).toHaveCount(0);
  await box.getByRole('listitem').filter({ hasText: 'Upper Portion to buy' }).getByRole('button', keepOpen).click();
  await expect(page).toHaveURL(new RegExp(`renewed=${expired}#request-${expired}$`));
  await expect(card(expired).getByRole('status')).toHaveText('Your request is open for another 30 days.');
  await expect(card(expired)).toContainText(`Shown until ${formatOrdinalDate(openUntilOf(expired))}`);
  await expect(page.getByRole('region', { name: 'Your requests that have expired' })).toHaveCount(0);

  // Anyone signed out sees it again too, with the city's count.
  await page.context().clearCookies();
  await page.goto(`/wanted?cityId=${CITY}`);
  await expect(page.getByTestId('wanted-list').locator('[data-wanted-id]')).toHaveCount(3);
  await expect(page.getByTestId('wanted-list').getByRole('button', keepOpen)).toHaveCount(0);
});

/** A page of the demo person's session in a browser that runs no script. */
async function withoutScript(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  return context.newPage();
}

test('without script, the button posts to the page and comes back to the request kept open, or says why not', async ({ browser, page }) => {
  const userId = await signInDemo(page);
  const due = insert(userId, 25, 'house');
  const other = insert(userId, 27, 'flat');
  const plain = await withoutScript(browser, page);
  try {
    await plain.goto(`/wanted?cityId=${CITY}`);
    await expect(accountMenu(plain)).toBeVisible();
    const card = (id: number) => plain.getByTestId('wanted-list').locator(`[data-wanted-id="${id}"]`);
    await card(due).getByRole('button', { name: 'Keep open for 30 more days' }).click();
    // Post/Redirect/Get: a reload asks for the page again and keeps nothing open twice.
    await expect(plain).toHaveURL(new RegExp(`renewed=${due}#request-${due}$`));
    await expect(card(due).getByRole('status')).toHaveText('Your request is open for another 30 days.');
    await expect(card(due)).toContainText(`Shown until ${formatOrdinalDate(openUntilOf(due))}`);

    // Kept open meanwhile (another tab): pressing again is refused, and the page says why at the request.
    await plain.goto(`/wanted?cityId=${CITY}`);
    withTestDb((db) => db.prepare('update wanted_requests set open_until = ? where id = ?').run(iso(Date.now() + 30 * DAY), other));
    const answered = plain.waitForResponse((res) => res.request().method() === 'POST');
    await card(other).getByRole('button', { name: 'Keep open for 30 more days' }).click();
    expect((await answered).status()).toBe(409);
    await expect(card(other).getByRole('alert')).toHaveText(/^Your request is shown until .+\. You can keep it open for longer from .+\.$/);
  } finally {
    await plain.context().close();
  }
});

test("the reminder's link opens the list at the request, though a request in its last week sorts last", async ({ page }) => {
  const userId = await signInDemo(page);
  for (let i = 0; i < 10; i++) insert(userId, 1, 'house');
  const due = insert(userId, 26, 'flat');
  await page.goto(`/wanted?cityId=${CITY}`);
  await expect(page.getByTestId('wanted-list').locator(`[data-wanted-id="${due}"]`)).toHaveCount(0);

  await page.goto(`/wanted?request=${due}#request-${due}`);
  await expect(page.getByRole('navigation', { name: 'Request pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByTestId('wanted-list').locator(`[data-wanted-id="${due}"]`);
  await expect(card.getByRole('button', { name: 'Keep open for 30 more days' })).toBeVisible();
  await expect(card).toBeInViewport();
});
