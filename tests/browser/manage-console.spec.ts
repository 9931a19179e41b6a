import { expect, test } from '@playwright/test';
import { accountMenu, signedInPage } from './support/sign-in';
import { forget, listingInReview } from './support/owner-listings';

// The operators' moderation console: who reaches it, and working its queue from the keyboard.

test('an operator works the queue from the keyboard alone', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Corner house for the keyboard ${Date.now().toString(36)}`;
  const { id } = listingInReview(title);
  try {
    const operator = await signedInPage(browser, 'moderator@basera.pk', `/moderation?listing=${id}`);
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
    const operator = await signedInPage(browser, 'moderator@basera.pk', '/moderation');
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
    // The state before and after each action reads in words, not as the JSON it is kept as.
    await expect(operator.getByRole('table').getByRole('listitem').filter({ hasText: /^(Status|Verified): \S/ }).first()).toBeVisible();
    await expect(operator.getByRole('table')).not.toContainText('{"');
  } finally {
    forget(first.id);
    forget(second.id);
  }
});

test('the console is not there for people who are not operators', async ({ browser }) => {
  const owner = await signedInPage(browser, 'demo@basera.pk', '/my-properties');
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
  const operator = await signedInPage(browser, 'moderator@basera.pk', '/my-properties');
  await accountMenu(operator).click();
  await operator.getByRole('banner').getByRole('link', { name: 'Moderation' }).click();
  await expect(operator).toHaveURL(/\/moderation$/);
  await expect(operator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await operator.context().close();
});
