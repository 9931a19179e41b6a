import { expect, test, type Browser, type Page } from '@playwright/test';
import { createOperatorAccount, signedInPage } from './support/sign-in';
import { withTestDb } from './support/db';
import { forgetListings, listingStatus, queuedListing } from './support/review-queue';

// Two operators on the review queue at once (docs/decisions/064-review-claims.md): each is shown
// listings the other is not, a listing opened from a link says who is reviewing it, and a lease that
// runs out hands the listing on. One operator's tabs each keep their own page, and a page can be handed back.

const OPERATOR = 'moderator@basera.pk';

const shown = (page: Page) => page.locator('[data-review]').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-review'))));
/** Each listing's claim: whose, and under which page load's hold. */
const holdsOf = (ids: number[]) =>
  withTestDb((db) => ids.map((id) => db.prepare('select c.hold, u.email from review_claims c join users u on u.id = c.operator_id where c.listing_id = ?').get(id) as { hold: string; email: string } | undefined));
/**
 * Lets go of every claim of the demo operator: pages other files' tests loaded by address are still held
 * (a page loaded afresh lets go of nothing, so another tab's page is not lost), and would be counted here.
 */
const forgetClaimsOf = (email: string) => withTestDb((db) => db.prepare('delete from review_claims where operator_id in (select id from users where email = ?)').run(email));
const claimOf = (id: number) =>
  withTestDb((db) => db.prepare('select c.expires_at, u.email from review_claims c join users u on u.id = c.operator_id where c.listing_id = ?').get(id) as { expires_at: string; email: string } | undefined);

test('two operators are shown different listings; one opened from a link says who is reviewing it; a lease run out hands it on', async ({ browser }) => {
  test.setTimeout(90_000); // two sign-ins, one of a new account
  const stamp = Date.now().toString(36);
  const titles = [1, 2, 3].map((n) => `Claimed ${n} ${stamp}`);
  // Submitted before anything else in the queue: the head of it.
  const ids = titles.map((title, i) => queuedListing(title, `1996-01-01T00:00:0${i}.000Z`));
  const secondEmail = `operator-${stamp}@basera.pk`;
  let removeAccount = async () => {};
  const pages: Page[] = [];
  const open = async (b: Browser, email: string, path: string) => {
    const page = await signedInPage(b, email, path);
    pages.push(page);
    return page;
  };
  forgetClaimsOf(OPERATOR);
  try {
    const first = await open(browser, OPERATOR, '/moderation');
    await expect(first.locator('[data-review]')).toHaveCount(20);
    const firstIds = await shown(first);
    expect(firstIds.slice(0, 3)).toEqual(ids);
    await expect(first.getByText('The listings below are held for you for 15 minutes from your last decision or reload')).toBeVisible();
    expect(claimOf(ids[0])?.email).toBe(OPERATOR);

    removeAccount = await createOperatorAccount(first, secondEmail, 'Sana Operator');
    const second = await open(browser, secondEmail, '/moderation');
    await expect(second.locator('[data-review]').first()).toBeVisible();
    const secondIds = await shown(second);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    await expect(second.getByText('20 being reviewed by other operators', { exact: true })).toBeVisible();
    // The team's count is the whole queue, whoever holds it.
    await expect(second.locator('[data-count="queue"]')).toHaveText((await first.locator('[data-count="queue"]').textContent())!);

    // From a link (a report, an owner's question): shown whoever holds it, with who that is.
    await second.goto(`/moderation?listing=${ids[0]}`);
    const theirs = second.getByRole('article', { name: titles[0] });
    await expect(theirs.getByRole('note')).toHaveText(/^Being reviewed by Basera Moderator since \d{1,2}:\d{2} [ap]m\./);
    expect(claimOf(ids[0])?.email).toBe(OPERATOR);
    await theirs.getByRole('button', { name: /^Publish/ }).click();
    await expect(second.getByText('Listing published')).toBeVisible();
    expect(listingStatus(ids[0])).toBe('published');
    expect(claimOf(ids[0])).toBeUndefined();
    // The first operator's card is told it was decided.
    const mine = first.getByRole('article', { name: titles[0] });
    await mine.getByRole('button', { name: /^Publish/ }).click();
    await expect(mine.getByRole('alert')).toContainText('This listing is published, so it cannot be published.');

    // The first operator's lease on the other two runs out (as if 15 minutes passed): the second is shown them.
    withTestDb((db) => db.prepare('update review_claims set expires_at = ? where listing_id in (?, ?)').run('2000-01-01T00:00:00.000Z', ids[1], ids[2]));
    await second.goto('/moderation');
    await expect(second.locator('[data-review]').first()).toHaveAttribute('data-review', String(ids[1]));
    expect((await shown(second)).slice(0, 2)).toEqual(ids.slice(1));
    expect(claimOf(ids[1])?.email).toBe(secondEmail);
  } finally {
    for (const page of pages) await page.context().close();
    forgetListings(...ids);
    // The second operator's claims and row go with them; the audit log keeps their decision without a name.
    withTestDb((db) => db.prepare('delete from users where email = ?').run(secondEmail));
    await removeAccount();
  }
});

test('an operator\'s two tabs keep their own pages; following a page\'s link lets go of that page alone; a page handed back is let go of', async ({ browser }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  // 45 listings submitted before anything else: pages 1 and 2 of the queue, and the head of page 3.
  const ids = Array.from({ length: 45 }, (_, i) => queuedListing(`Tab ${String(i + 1).padStart(2, '0')} ${stamp}`, `1995-01-01T00:00:${String(i).padStart(2, '0')}.000Z`));
  const pageOne = ids.slice(0, 20);
  const pageTwo = ids.slice(20, 40);
  let tabOne: Page | undefined;
  try {
    tabOne = await signedInPage(browser, OPERATOR, '/moderation');
    expect(await shown(tabOne)).toEqual(pageOne);
    const [holdOne] = holdsOf(pageOne).map((c) => c?.hold);
    expect(holdsOf(pageOne)).toEqual(pageOne.map(() => ({ hold: holdOne, email: OPERATOR })));

    // 'Next 20' opened in a second tab (a middle click): page 2 there, page 1 still held here.
    const next = (page: Page) => page.getByRole('navigation', { name: 'Queue pages' }).getByRole('link', { name: 'Next 20' });
    const [tabTwo] = await Promise.all([tabOne.context().waitForEvent('page'), next(tabOne).click({ button: 'middle' })]);
    await expect(tabTwo.locator('[data-review]').first()).toHaveAttribute('data-review', String(pageTwo[0]));
    expect(await shown(tabTwo)).toEqual(pageTwo);
    const holdTwo = holdsOf(pageTwo)[0]?.hold;
    expect(holdTwo).toBeDefined();
    expect(holdTwo).not.toBe(holdOne);
    expect(holdsOf(pageOne).map((c) => c?.hold)).toEqual(pageOne.map(() => holdOne));

    // The second tab goes on to page 3: it lets go of page 2, and the first tab keeps page 1.
    await next(tabTwo).click();
    await expect(tabTwo.locator('[data-review]').first()).toHaveAttribute('data-review', String(ids[40]));
    expect(holdsOf(pageTwo)).toEqual(pageTwo.map(() => undefined));
    expect(holdsOf(pageOne).map((c) => c?.hold)).toEqual(pageOne.map(() => holdOne));
    const holdThree = holdsOf([ids[40]])[0]?.hold;

    // The first tab stops reviewing: its page goes at once, and the queue it is sent to claims nothing.
    await tabOne.getByRole('button', { name: 'Hand these listings back' }).click();
    await expect(tabOne.getByRole('status')).toHaveText('Handed back 20 listings. Other operators are shown them now. Start reviewing again');
    await expect(tabOne.locator('[data-review]')).toHaveCount(0);
    expect(holdsOf(pageOne)).toEqual(pageOne.map(() => undefined));
    // The other tab's page is still its own.
    expect(holdsOf(ids.slice(40)).map((c) => c?.hold)).toEqual(ids.slice(40).map(() => holdThree));

    await tabOne.getByRole('link', { name: 'Start reviewing again' }).click();
    await expect(tabOne.locator('[data-review]').first()).toHaveAttribute('data-review', String(pageOne[0]));
  } finally {
    await tabOne?.context().close();
    forgetListings(...ids);
    forgetClaimsOf(OPERATOR);
  }
});

test('leaving a queue page lets go of its listings at once; coming back claims them again; a reload keeps them', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  // Submitted before anything else: the whole of the queue's first page.
  const titles = Array.from({ length: 20 }, (_, i) => `Left ${String(i + 1).padStart(2, '0')} ${stamp}`);
  const ids = titles.map((title, i) => queuedListing(title, `1994-01-01T00:00:${String(i).padStart(2, '0')}.000Z`));
  const held = () => holdsOf(ids).map((c) => c?.email);
  forgetClaimsOf(OPERATOR);
  let page: Page | undefined;
  try {
    page = await signedInPage(browser, OPERATOR, '/moderation');
    // What the page sends as it is left, noted where the next load of this tab can read it.
    await page.context().addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, body) => {
        sessionStorage.setItem('beacons', `${sessionStorage.getItem('beacons') ?? ''}${String(url)} ${String(body)}\n`);
        return send(url, body);
      };
    });
    await page.reload();
    expect(await shown(page)).toEqual(ids);
    expect(held()).toEqual(ids.map(() => OPERATOR));

    // A reload shows the same listings, held under the new load's hold. The page left hands back its own
    // hold as the new one replaces it, which takes none of them: sent once more here, to know it has arrived.
    const before = holdsOf(ids)[0]!.hold;
    await page.reload();
    expect(await page.evaluate(() => sessionStorage.getItem('beacons'))).toContain(`/moderation release=${before}`);
    const handBack = await page.request.post('/moderation', { form: { release: before }, headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
    expect(handBack.status()).toBe(303);
    const after = holdsOf(ids).map((c) => c?.hold);
    expect(after[0]).not.toBe(before);
    expect(after).toEqual(ids.map(() => after[0]));
    expect(held()).toEqual(ids.map(() => OPERATOR));

    // A listing's history in the same tab: the page is left, and its listings go to the others at once.
    await page.getByRole('link', { name: `History of ${titles[0]}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(held).toEqual(ids.map(() => undefined));

    // Back to the queue: its listings are claimed again.
    await page.goBack();
    await expect(page.locator('[data-review]').first()).toHaveAttribute('data-review', String(ids[0]));
    expect(held()).toEqual(ids.map(() => OPERATOR));
  } finally {
    await page?.context().close();
    forgetListings(...ids);
    forgetClaimsOf(OPERATOR);
  }
});
