import { expect, test, type Page } from '@playwright/test';
import { signedInPage } from './support/sign-in';
import { withTestDb } from './support/db';
import { forget, publishedOfDemo } from './support/owner-listings';
import { expiringSoonText, RENEW_AHEAD_DAYS, renewExpiringLabel } from '../../src/lib/listings/manage';
import { formatOrdinalDate } from '../../src/lib/text/dates';

// The published tab renews together what would lapse within RENEW_AHEAD_DAYS (docs/decisions/091).

/** The demo owner's published listings that expire within the window, as the server counts them. */
function demoExpiring(): number {
  const until = new Date(Date.now() + RENEW_AHEAD_DAYS * 86_400_000).toISOString();
  return withTestDb(
    (db) =>
      (db
        .prepare("select count(*) as n from listings l join users u on u.id = l.user_id where u.email = 'demo@basera.pk' and l.status = 'published' and l.expires_at < ?")
        .get(until) as { n: number }).n,
  );
}

const expiresOf = (id: number) => withTestDb((db) => (db.prepare('select expires_at from listings where id = ?').get(id) as { expires_at: string }).expires_at);
const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test('the listings about to lapse are renewed together, and their cards show the new date', async ({ browser }) => {
  const stamp = Date.now();
  const titles = [`Lapsing corner house ${stamp}`, `Lapsing garden flat ${stamp}`];
  const ids = [publishedOfDemo(titles[0]!, 2), publishedOfDemo(titles[1]!, RENEW_AHEAD_DAYS - 2)];
  try {
    const owner = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=published');
    const n = demoExpiring();
    expect(n).toBeGreaterThanOrEqual(2);
    await expect(owner.getByText(expiringSoonText(n))).toBeVisible();
    // Each card about to lapse has its date marked.
    await expect(card(owner, titles[0]!).getByText(/ \(soon\)$/)).toBeVisible();
    await owner.getByRole('button', { name: renewExpiringLabel(n) }).click();

    await expect(owner.getByText(/properties renewed\. They now expire on/)).toBeVisible();
    await expect(owner.getByText(expiringSoonText(n))).toBeHidden();
    const renewedUntil = expiresOf(ids[0]!);
    expect(new Date(renewedUntil).getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);
    expect(expiresOf(ids[1]!)).toBe(renewedUntil);
    for (const title of titles) {
      await expect(card(owner, title).getByText(formatOrdinalDate(renewedUntil))).toBeVisible();
      await expect(card(owner, title).getByText(/\(soon\)/)).toHaveCount(0);
    }
    expect(demoExpiring()).toBe(0);

    await owner.reload();
    await expect(owner.getByRole('button', { name: /^Renew (it|all)/ })).toHaveCount(0);
    await owner.context().close();
  } finally {
    ids.forEach(forget);
  }
});

test('a listing renewed on its own card leaves the line counting the rest', async ({ browser }) => {
  const stamp = Date.now();
  const titles = [`Lapsing shop ${stamp}`, `Lapsing office ${stamp}`];
  const ids = [publishedOfDemo(titles[0]!, 1), publishedOfDemo(titles[1]!, 3)];
  try {
    const owner = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=published');
    const n = demoExpiring();
    await expect(owner.getByText(expiringSoonText(n))).toBeVisible();
    await card(owner, titles[0]!).getByRole('button', { name: 'Renew', exact: true }).click();
    await expect(owner.getByText('Your property has been renewed')).toBeVisible();
    await expect(owner.getByText(expiringSoonText(n - 1))).toBeVisible();
    await expect(owner.getByRole('button', { name: renewExpiringLabel(n - 1) })).toBeVisible();
    await owner.context().close();
  } finally {
    ids.forEach(forget);
  }
});
