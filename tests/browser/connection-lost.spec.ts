import { expect, test, type Page } from '@playwright/test';
import { withTestDb } from './support/db';
import { signedInPage } from './support/sign-in';
import { openReportDialog } from './support/listing-page';
import { contactMessages, inquiryMessages, reportMessages } from '../../src/lib/listings/messages';
import { manageMessages } from '../../src/lib/listings/manage';
import { UNREACHABLE } from '../../src/lib/stores/toast-events';

// What a person sees when the connection drops after a page has loaded (a phone going through a
// tunnel): every action says it did not go through, keeps what was typed, and works again once the
// connection is back. The dropped connection is played by failing the requests the action needs,
// code loaded on first use included.


/** A published listing of someone else with a phone number, for a visitor to contact. */
function listingToContact(): { id: number; purpose: string } {
  return withTestDb((db) =>
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
  expect(withTestDb((db) => db.prepare('select id from inquiries where name = ?').get(name))).toBeUndefined();

  await restore();
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  // The send waits for the form's code (React and its checks) to arrive and start: seconds on a busy machine.
  await expect(page.getByRole('status').filter({ hasText: inquiryMessages.sent }).first()).toBeVisible({ timeout: 15_000 });
  expect(withTestDb((db) => db.prepare('select listing_id from inquiries where name = ?').get(name))).toEqual({ listing_id: listing.id });
  withTestDb((db) => db.prepare('delete from inquiries where name = ?').run(name));
});

test('the live inquiry form keeps the focus: on its button when the send fails, on the message once sent', async ({ page }) => {
  const listing = listingToContact();
  const name = `Keyboard inquirer ${Date.now()}`;
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const form = page.getByRole('form', { name: 'Send an inquiry' });
  await form.getByLabel('Name').click();
  await expect(page.locator('[data-inquiry][data-live]')).toHaveCount(1);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('keys@example.pk');
  await form.getByLabel('Phone').fill('3001234567');
  const send = form.getByRole('button', { name: 'Send inquiry' });

  const restore = await cut(page, '/api/data/inquiry');
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText(inquiryMessages.notSent);
  await expect(send).toBeFocused();

  await restore();
  await page.keyboard.press('Enter');
  const sent = page.locator('.inquiry-sent');
  await expect(sent).toContainText(inquiryMessages.sent);
  await expect(sent).toBeFocused();
  await sent.getByRole('button', { name: 'Send another inquiry' }).click();
  await expect(form.getByLabel('Name')).toBeFocused();
  withTestDb((db) => db.prepare('delete from inquiries where name = ?').run(name));
});

test('a report sent while the connection is down says so in its dialog, keeps what was chosen, and is sent once back', async ({ page }) => {
  const listing = listingToContact();
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const dialog = await openReportDialog(page);
  await dialog.getByLabel('Wrong price').check();
  await dialog.getByLabel('Comments (optional)').fill('The price is per Marla.');
  const restore = await cut(page, '/api/data/propertyReport');
  const send = dialog.getByRole('button', { name: 'Send report' });
  await send.click();
  await expect(dialog.getByRole('alert')).toHaveText(UNREACHABLE);
  await expect(send).toBeFocused();
  await expect(dialog.getByLabel('Wrong price')).toBeChecked();
  await expect(dialog.getByLabel('Comments (optional)')).toHaveValue('The price is per Marla.');
  await restore();
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(reportMessages.sent)).toBeVisible();
  withTestDb((db) => db.prepare("delete from reports where listing_id = ? and comments = 'The price is per Marla.'").run(listing.id));
});

/** A listing with a place on the map, opened with `cutPath` cut off, scrolled to its location section. */
async function openLocationWithout(page: Page, cutPath: string) {
  const listing = withTestDb((db) =>
    db.prepare("select id, purpose from listings where status = 'published' and lat is not null order by id limit 1").get() as { id: number; purpose: string },
  );
  const restore = await cut(page, cutPath);
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const section = page.getByRole('region', { name: 'Location and nearby places' });
  await section.scrollIntoViewIfNeeded();
  return { section, restore };
}

test("the listing's nearby places show when the map's code cannot load, and the map comes once the connection is back", async ({ page }) => {
  const { section, restore } = await openLocationWithout(page, '/_astro/leaflet');
  const mapFailed = section.getByRole('status').filter({ hasText: 'The map could not be loaded. It will show once the connection is back.' });
  await expect(mapFailed).toBeVisible();
  await expect(section.getByText('Places within 1 km appear here.')).toHaveCount(0);
  await expect(section.locator('.leaflet-container')).toHaveCount(0);
  await expect(section.getByRole('link', { name: 'Open the map' })).toBeVisible();

  await restore();
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(section.locator('.leaflet-container')).toHaveCount(1);
  await expect(mapFailed).toBeHidden();
});

test("the listing's nearby places say so when they cannot load, and come once the connection is back", async ({ page }) => {
  const { section, restore } = await openLocationWithout(page, '/api/search/google/nearbyPlaces');
  await expect(section.getByText('The places around could not be loaded. They will show once the connection is back.')).toBeVisible();
  await expect(section.locator('.leaflet-container')).toHaveCount(1);

  await restore();
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(section.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(section.getByText(/places around could not be loaded/)).toHaveCount(0);
  // The places that came are on the map too, beside the listing's own pin.
  await expect.poll(() => section.locator('.leaflet-interactive').count()).toBeGreaterThan(1);
});

test('signed out, a Like says so when the sign-in cannot load, shows it is busy while it loads, and opens sign-in once back', async ({ page }) => {
  const listing = listingToContact();
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const like = page.locator(`[data-like-button="${listing.id}"]`);
  await expect(like).toHaveAttribute('data-like-live', '');
  const signInCode = /\/_astro\/mount\.[^/]*\.js$/;

  await page.route(signInCode, (route) => route.abort('internetdisconnected'));
  await like.click();
  await expect(page.getByRole('alert').filter({ hasText: UNREACHABLE })).toBeVisible();
  await expect(like).not.toHaveAttribute('aria-busy', 'true');
  await expect(like).toBeFocused();
  // The like asked for is not kept for a later sign-in the person never connected with it.
  expect(await page.evaluate(() => sessionStorage.getItem('basera:pending-like'))).toBeNull();
  await page.unroute(signInCode);

  // On a slow connection the button is busy until the dialog is there.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(signInCode, async (route) => {
    await held;
    await route.continue();
  });
  await like.click();
  await expect(like).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await expect(like).not.toHaveAttribute('aria-busy', 'true');
});

/** Two published listings of the demo owner, newest first at the top of the Published tab. */
function twoPublished(stamp: string): number[] {
  return withTestDb((db) => {
    const owner = db.prepare("select id from users where email = 'demo@basera.pk' and subject is not null").get() as { id: number };
    const place = db.prepare('select a.id as areaId, a.city_id as cityId from areas a order by a.id limit 1').get() as { areaId: number; cityId: number };
    const ids: number[] = [];
    for (const [i, title] of [`Corner house ${stamp}`, `Garden flat ${stamp}`].entries()) {
      const at = new Date(Date.now() + i * 1000).toISOString();
      const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const { lastInsertRowid } = db
        .prepare(
          `insert into listings (purpose, category, type, city_id, area_id, title, description, price, size_value, size_unit, size_sqft,
            beds, baths, features, owner_name, owner_code, owner_phone, user_id, status, created_at, updated_at, published_at, expires_at)
           values ('sale', 'residential', 'house', ?, ?, ?, 'A house.', 30000000, 5, 'marla', 1125, 3, 3, '{}', 'Demo User', '92', '3001234567', ?,
            'published', ?, ?, ?, ?)`,
        )
        .run(place.cityId, place.areaId, title, owner.id, at, at, at, expires);
      ids.push(Number(lastInsertRowid));
    }
    return ids.reverse();
  });
}

test('My Properties: a failed remove keeps the dialog and what was typed; the focus stays where the owner works', async ({ browser }) => {
  const page = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=published');
  const [top, next] = twoPublished(Date.now().toString(36));
  try {
    await page.reload();
    const topCard = page.locator(`[data-property="${top}"]`);
    const nextCard = page.locator(`[data-property="${next}"]`);

    // Renewing keeps the focus on the button pressed (a disabled button would drop it to the page).
    const renew = topCard.getByRole('button', { name: 'Renew' });
    await renew.click();
    await expect(page.getByText('Your property has been renewed')).toBeVisible();
    await expect(renew).toBeFocused();

    // Keeping a listing after all puts the focus back on the button that asked.
    const del = topCard.getByRole('button', { name: 'Delete' });
    await del.click();
    await page.getByRole('dialog', { name: 'Delete this property?' }).getByRole('button', { name: 'Keep it' }).click();
    await expect(del).toBeFocused();

    // The connection drops while removing: the dialog says so and keeps the reason and the note.
    const restore = await cut(page, '/api/data/property/remove/');
    await topCard.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this property' });
    await dialog.getByLabel('Why are you removing it?').selectOption({ label: 'No longer available' });
    await dialog.getByLabel('Anything else? (optional)').fill('The owner is keeping it for family.');
    await dialog.getByRole('button', { name: 'Remove property' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: manageMessages.unreachable })).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Why are you removing it?')).toHaveValue('not-available');
    await expect(dialog.getByLabel('Anything else? (optional)')).toHaveValue('The owner is keeping it for family.');
    await expect(topCard).toBeVisible();

    // Back online, the same press removes it, and the focus goes to the card that took its place.
    await restore();
    await dialog.getByRole('button', { name: 'Remove property' }).click();
    await expect(dialog).toBeHidden();
    await expect(topCard).toHaveCount(0);
    await expect(nextCard).toBeFocused();
    expect(withTestDb((db) => db.prepare('select status, removed_other from listings where id = ?').get(top))).toEqual({
      status: 'removed',
      removed_other: 'The owner is keeping it for family.',
    });

    // A dialog closed (Escape) while its request is under way still hears how it ended.
    let fail = () => {};
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/api/data/property/remove/', async (route) => {
      await failing;
      await route.abort('internetdisconnected');
    });
    await nextCard.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByLabel('Why are you removing it?').selectOption({ label: 'No longer available' });
    await dialog.getByRole('button', { name: 'Remove property' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    fail();
    await expect(page.getByRole('alert').filter({ hasText: manageMessages.unreachable })).toBeVisible();
    await expect(nextCard).toBeVisible();
  } finally {
    withTestDb((db) => db.prepare(`delete from listings where id in (${top}, ${next})`).run());
    await page.context().close();
  }
});
