import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/sign-in';
import { withTestDb } from './support/db';
import { forget, publishedOfDemo } from './support/owner-listings';
import { expectThumbSized } from './support/tap-size';
import { inboxMessages, markedText } from '../../src/lib/inquiries/inbox';

// Every inquiry about an owner's listings in one list (docs/decisions/097).

const PHONE = { width: 390, height: 844 };

/** Two new inquiries about a listing of the demo owner, and the demo owner's other unread ones, to put back after. */
function leadsOn(listingId: number, tag: string): { unreadBefore: number[] } {
  return withTestDb((db) => {
    const unreadBefore = (db
      .prepare('select i.id from inquiries i join listings l on l.id = i.listing_id join users u on u.id = l.user_id where u.email = ? and i.seen_at is null')
      .all('demo@basera.pk') as { id: number }[]).map((r) => r.id);
    const insert = db.prepare('insert into inquiries (listing_id, name, phone, email, message, created_at) values (?, ?, ?, ?, ?, ?)');
    insert.run(listingId, `Hina ${tag}`, '+923214445555', 'hina@example.pk', 'Can I visit on Sunday?', new Date().toISOString());
    insert.run(listingId, `Omar ${tag}`, '+923009998888', null, 'Is the price final?', new Date(Date.now() - 60_000).toISOString());
    return { unreadBefore };
  });
}

function cleanUp(listingId: number, unreadBefore: number[]): void {
  withTestDb((db) => {
    db.prepare('delete from inquiries where listing_id = ?').run(listingId);
    const unread = db.prepare('update inquiries set seen_at = null where id = ?');
    for (const id of unreadBefore) unread.run(id);
  });
  forget(listingId);
}

test('an owner opens every inquiry from My Properties, answers one, downloads them and marks them read', async ({ browser }) => {
  const tag = Date.now().toString(36);
  const title = `Inbox flat ${tag}`;
  const listingId = publishedOfDemo(title);
  const { unreadBefore } = leadsOn(listingId, tag);
  const owner = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=published');
  try {
    await owner.getByRole('link', { name: /^All inquiries/ }).click();
    await expect(owner).toHaveURL(/\/my-inquiries$/);
    await expect(owner.getByRole('heading', { level: 1, name: inboxMessages.title })).toBeVisible();

    const hina = owner.getByRole('listitem', { name: `Hina ${tag} about ${title}` });
    await expect(hina).toContainText(inboxMessages.newBadge);
    await expect(hina).toContainText('Can I visit on Sunday?');
    await expect(hina.getByRole('link', { name: `Call Hina ${tag}` })).toHaveAttribute('href', 'tel:+923214445555');
    await expect(hina.getByRole('link', { name: `WhatsApp Hina ${tag}` })).toHaveAttribute('href', /^https:\/\/wa\.me\/923214445555\?text=.*Property%20ID%20/);
    await expect(hina.getByRole('link', { name: title })).toHaveAttribute('href', `/sale/${listingId}`);
    // Newest first: Hina asked after Omar.
    const names = await owner.getByRole('listitem').filter({ hasText: tag }).allInnerTexts();
    expect(names.map((text) => text.split('\n')[0].replace(/\s*New.*$/, '').trim())).toEqual([`Hina ${tag}`, `Omar ${tag}`]);

    await owner.getByRole('link', { name: /^New/ }).click();
    await expect(owner).toHaveURL(/\/my-inquiries\?show=unread$/);
    await expect(owner.getByRole('listitem', { name: `Omar ${tag} about ${title}` })).toBeVisible();

    const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('link', { name: inboxMessages.download }).click()]);
    expect(download.suggestedFilename()).toMatch(/^basera-inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = readFileSync((await download.path())!, 'utf8');
    expect(file).toContain(`,${listingId},${title},Hina ${tag},0321 4445555,hina@example.pk,Can I visit on Sunday?,No\r\n`);

    const unread = unreadBefore.length + 2;
    await owner.getByRole('button', { name: inboxMessages.markAllRead }).click();
    await expect(owner).toHaveURL(/\/my-inquiries\?marked=\d+$/);
    await expect(owner.getByRole('status').filter({ hasText: markedText(unread) })).toBeVisible();
    await expect(owner.getByRole('button', { name: inboxMessages.markAllRead })).toHaveCount(0);
    await expect(owner.getByRole('listitem', { name: `Hina ${tag} about ${title}` })).not.toContainText(inboxMessages.newBadge);
    expect(withTestDb((db) => db.prepare('select count(*) as n from inquiries where listing_id = ? and seen_at is null').get(listingId))).toEqual({ n: 0 });
    await owner.getByRole('link', { name: /^New/ }).click();
    await expect(owner.getByText(inboxMessages.noneUnread)).toBeVisible();
  } finally {
    await owner.context().close();
    cleanUp(listingId, unreadBefore);
  }
});

test('on a touch phone, calling, writing back and marking read each take a thumb', async ({ browser }) => {
  const tag = Date.now().toString(36);
  const title = `Inbox phone flat ${tag}`;
  const listingId = publishedOfDemo(title);
  const { unreadBefore } = leadsOn(listingId, tag);
  const signedIn = await signedInPage(browser, 'demo@basera.pk', '/my-inquiries');
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, storageState: await signedIn.context().storageState() });
  try {
    const page = await phone.newPage();
    await page.goto('/my-inquiries');
    const hina = page.getByRole('listitem', { name: `Hina ${tag} about ${title}` });
    await expectThumbSized(
      [
        hina.getByRole('link', { name: `Call Hina ${tag}` }),
        hina.getByRole('link', { name: `WhatsApp Hina ${tag}` }),
        page.getByRole('button', { name: inboxMessages.markAllRead }),
        page.getByRole('link', { name: inboxMessages.download }),
      ],
      'inquiries',
    );
  } finally {
    await phone.close();
    await signedIn.context().close();
    cleanUp(listingId, unreadBefore);
  }
});

test('an owner without inquiries is told where they will show, and a visitor is asked to sign in', async ({ browser, page }) => {
  // The demo operator lists no property of their own.
  const operator = await signedInPage(browser, 'moderator@basera.pk', '/my-inquiries');
  try {
    await expect(operator.getByRole('heading', { name: inboxMessages.emptyHeading })).toBeVisible();
    await expect(operator.getByText(inboxMessages.empty)).toBeVisible();
    await expect(operator.getByRole('button', { name: inboxMessages.markAllRead })).toHaveCount(0);
  } finally {
    await operator.context().close();
  }
  const res = await page.request.get('/my-inquiries', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toMatch(/signin=1/);
});
