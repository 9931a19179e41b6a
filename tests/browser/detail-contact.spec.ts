import { expect, test } from '@playwright/test';
import { signedInPage } from './support/sign-in';
import { PHONE } from './support/shell-pages';
import { openReportDialog } from './support/listing-page';
import { publishedListing, query } from './support/listing-data';
import { withTestDb } from './support/db';
import { inquiredBeforeText, inquiryMessages, reportMessages } from '../../src/lib/listings/messages';
import { formatOrdinalDate } from '../../src/lib/text/dates';

// Reaching the people behind a listing from its page: the phone number (and WhatsApp), the phone's foot bar,
// the inquiry form and the report, each checked against the test server's database.

test('show phone reveals the number and counts the reveal; the view is counted once', async ({ page }) => {
  const listing = publishedListing(1);
  const day = new Date().toISOString().slice(0, 10);
  const before = query<{ views: number; contacts: number }>('select views, contacts from listing_daily_stats where listing_id = ? and day = ?', listing.id, day) ?? { views: 0, contacts: 0 };
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/data/propertyViews'));
  await page.goto(`/${listing.purpose}/${listing.id}`);
  expect((await (await counted).json()).counted).toBe(true);
  const card = page.getByRole('region', { name: /./ }).filter({ has: page.getByRole('heading', { name: 'Send an inquiry' }) });
  const whatsapp = card.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsapp).toBeHidden();
  await page.getByRole('button', { name: 'Show phone' }).click();
  const number = page.getByRole('link', { name: /^\+92 \d{3} \d{7}$/ });
  await expect(number).toBeVisible();
  // A mobile number (every demo number is one) also opens a WhatsApp chat, with the listing named in it.
  const dialled = (await number.getAttribute('href'))!.replace('tel:+', '');
  await expect(whatsapp).toBeVisible();
  const chat = new URL((await whatsapp.getAttribute('href'))!);
  expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${dialled}`);
  expect(chat.searchParams.get('text')).toBe(`Hi, I am interested in "${listing.title}" (Property ID ${listing.id}). Please contact me. ${new URL(page.url()).origin}/${listing.purpose}/${listing.id}`);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  const after = query<{ views: number; contacts: number }>('select views, contacts from listing_daily_stats where listing_id = ? and day = ?', listing.id, day)!;
  expect(after.contacts).toBe(before.contacts + 1);
  expect(after.views).toBe(before.views + 1);
  const again = page.waitForResponse((r) => r.url().endsWith('/api/data/propertyViews'));
  await page.reload();
  expect((await (await again).json()).counted).toBe(false);
});

test('on a phone, Call and Message stay at the foot of the screen: Call reveals the number once, then dials it', async ({ page }) => {
  const listing = publishedListing(5);
  const day = new Date().toISOString().slice(0, 10);
  const contacts = () => query<{ contacts: number }>('select contacts from listing_daily_stats where listing_id = ? and day = ?', listing.id, day)?.contacts ?? 0;
  const before = contacts();
  await page.setViewportSize(PHONE);
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const call = page.getByRole('link', { name: 'Call', exact: true });
  const message = page.getByRole('link', { name: 'Message', exact: true });
  await expect(call).toBeInViewport();
  await expect(message).toBeInViewport();

  await call.click();
  const number = page.getByRole('link', { name: /^\+92 \d{3} \d{7}$/ });
  await expect(number).toBeInViewport();
  // The bar took the visitor to the card, so the number sits high on the screen (a smooth scroll ended
  // short of the card: the places it passed loaded and pushed the card down, the number to its foot).
  expect((await number.boundingBox())!.y).toBeLessThan(PHONE.height / 2);
  expect(contacts()).toBe(before + 1);
  // With the card on screen the bar is out of the way, out of sight and out of the tab order.
  await expect(message).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(call).toHaveAttribute('href', /^tel:\+92\d{10}$/);
  await expect(message).toBeInViewport();
  await message.click();
  await expect(page.getByRole('form', { name: 'Send an inquiry' })).toBeInViewport();

  // Beside the listing on a wide screen, the card needs no bar.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(message).toBeHidden();
});

test('an inquiry is refused with the right messages when invalid, and sent when fixed', async ({ page }) => {
  const listing = publishedListing(2);
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const form = page.getByRole('form', { name: 'Send an inquiry' });
  const name = `Inquirer ${Date.now()}`;
  // The first touch swaps in the live form; wait for it so typing is not raced by the swap.
  await form.getByLabel('Name').click();
  await expect(page.locator('[data-inquiry][data-live]')).toHaveCount(1);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Phone').fill('12345');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.getByText('Incorrect Email Format')).toBeVisible();
  await expect(form.getByText('Incorrect Phone Format')).toBeVisible();
  expect(query('select id from inquiries where name = ?', name)).toBeUndefined();

  await form.getByLabel('Email').fill('inquirer@example.pk');
  await form.getByLabel('Phone').fill('0300 1234567');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByRole('status').filter({ hasText: inquiryMessages.sent }).first()).toBeVisible();
  expect(query('select listing_id, phone from inquiries where name = ?', name)).toEqual({ listing_id: listing.id, phone: '+923001234567' });
});

test("signed in, the inquiry form starts with the person's own name and phone from their account", async ({ browser }) => {
  const listing = publishedListing(6);
  const account = query<{ name: string; phone: string }>("select name, phone from users where email = ?", 'demo@basera.pk');
  expect(account?.name).toBeTruthy();
  const page = await signedInPage(browser, 'demo@basera.pk', `/${listing.purpose}/${listing.id}`);
  const form = page.getByRole('form', { name: 'Send an inquiry' });
  await expect(form.getByLabel('Name')).toHaveValue(account!.name);
  await expect(form.getByLabel('Email')).toHaveValue('demo@basera.pk');
  if (account!.phone) await expect(form.getByLabel('Phone')).toHaveValue(account!.phone.replace(/^\+?92/, ''));
  await page.context().close();
});

test('signed in, someone who already asked about a listing is told when, above the form, and may ask again', async ({ browser }) => {
  const listing = publishedListing(7);
  const demo = query<{ id: number }>("select id from users where email = 'demo@basera.pk'")!;
  const page = await signedInPage(browser, 'demo@basera.pk', `/${listing.purpose}/${listing.id}`);
  try {
    const form = page.getByRole('form', { name: 'Send an inquiry' });
    await expect(page.getByText(/^You sent an inquiry about this property on/)).toHaveCount(0);
    // The first touch swaps in the live form; wait for it so typing is not raced by the swap.
    await form.getByLabel('Phone').click();
    await expect(page.locator('[data-inquiry][data-live]')).toHaveCount(1);
    await form.getByLabel('Phone').fill('0300 7654321');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: inquiryMessages.sent })).toBeVisible();

    const sent = query<{ created_at: string }>('select created_at from inquiries where listing_id = ? and user_id = ? order by created_at desc limit 1', listing.id, demo.id)!;
    await page.reload();
    await expect(page.getByText(inquiredBeforeText(formatOrdinalDate(sent.created_at)))).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send inquiry' })).toBeVisible();
  } finally {
    await page.context().close();
    withTestDb((db) => db.prepare('delete from inquiries where listing_id = ? and user_id = ?').run(listing.id, demo.id));
  }
});

test('report this listing asks for a reason, then files the report', async ({ page }) => {
  const listing = publishedListing(3);
  const before = query<{ n: number }>('select count(*) n from reports where listing_id = ?', listing.id)!.n;
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const dialog = await openReportDialog(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(reportMessages.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Wrong price').check();
  await dialog.getByLabel('Comments (optional)').fill('The price is per Marla, not the total.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(reportMessages.sent)).toBeVisible();
  expect(query<{ n: number }>('select count(*) n from reports where listing_id = ?', listing.id)!.n).toBe(before + 1);
});
