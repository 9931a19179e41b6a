import { expect, test, type Page } from '@playwright/test';
import { formatKb, measurePageJs } from './support/js-size';
import { DEMO_PASSWORD, submitSignIn, accountMenu, signedInPage } from './support/sign-in';
import { PHONE } from './support/shell-pages';
import { database, notLikedByDemo, publishedListing, query } from './support/listing-data';
import { formatPriceIn, formatSize, type CurrencyCode, type SizeUnitId } from '../../src/lib/money';

// The listing page against the demo data of the test server, checked against its database.
const JS_BUDGET_BYTES = 90 * 1024;

/** Waits until the like buttons' script has taken the button over. */
async function likeReady(button: ReturnType<Page['locator']>) {
  await expect(button).toHaveAttribute('data-like-live', '');
}

async function fact(page: Page, label: string) {
  return page.locator('[data-facts] .fact').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
}

test('the page shows the listing as stored: title, price, facts, pictures and structured data', async ({ page }) => {
  const listing = publishedListing();
  const res = await page.goto(`/${listing.purpose}/${listing.id}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  await expect(page.locator('[data-listing-price]')).toContainText(formatPriceIn(listing.price, 'PKR', []));
  await expect(await fact(page, 'Size')).toHaveText(formatSize(listing.size_value, listing.size_unit));
  await expect(await fact(page, 'Beds')).toHaveText(String(listing.beds));
  await expect(await fact(page, 'Baths')).toHaveText(String(listing.baths));
  await expect(await fact(page, 'City')).toHaveText(listing.city);
  await expect(await fact(page, 'Area')).toHaveText(listing.area);
  await expect(await fact(page, 'Purpose')).toHaveText(listing.purpose === 'sale' ? 'For sale' : 'For rent');
  // The first picture comes with the HTML, not after a script.
  const first = page.locator('[data-gallery-track] img').first();
  await expect(first).toHaveAttribute('loading', 'eager');
  expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(data).toMatchObject({ '@type': 'RealEstateListing', name: listing.title, offers: { price: listing.price, priceCurrency: 'PKR' } });
});

test('the gallery moves with the arrow keys and its buttons', async ({ page }) => {
  const listing = publishedListing();
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const count = page.locator('[data-gallery-count]');
  await expect(count).toHaveText(/^1 \/ \d+$/);
  await page.locator('[data-gallery-track]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(count).toHaveText(/^2 \/ \d+$/);
  await page.getByRole('button', { name: 'Previous picture' }).click();
  await expect(count).toHaveText(/^1 \/ \d+$/);
});

test('a wrong purpose or an id with leading zeros moves to the one address, and a listing that is not published is a 404', async ({ page }) => {
  const listing = publishedListing();
  const other = listing.purpose === 'sale' ? 'rent' : 'sale';
  const moved = await page.request.get(`/${other}/${listing.id}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/${listing.purpose}/${listing.id}`);
  const padded = await page.request.get(`/${listing.purpose}/000${listing.id}?currency=USD`, { maxRedirects: 0 });
  expect(padded.status()).toBe(301);
  expect(padded.headers().location).toBe(`/${listing.purpose}/${listing.id}?currency=USD`);
  const draft = query<{ id: number; purpose: string }>(`select id, purpose from listings where status in ('draft', 'in_review', 'removed') limit 1`)!;
  expect((await page.request.get(`/${draft.purpose}/${draft.id}`)).status()).toBe(404);
  expect((await page.request.get('/sale/999999999')).status()).toBe(404);
});

test('a person known by e-mail before their first sign-in sees their own listing and their name on the first page', async ({ browser }) => {
  // The demo rows (like an account moved from another system) exist before their person's identity does:
  // the first action takes the row over. Until then, the pages read it by e-mail.
  const agent = query<{ id: number; subject: string | null; name: string }>("select id, subject, name from users where email = 'agent@basera.pk'")!;
  const own = query<{ id: number; purpose: string; status: string }>(
    "select id, purpose, status from listings where user_id = ? and status != 'published' order by id limit 1",
    agent.id,
  );
  expect(own, "the demo agent's listing that is not published").toBeDefined();
  const db = database();
  try {
    db.prepare('update users set subject = null where id = ?').run(agent.id);
  } finally {
    db.close();
  }
  try {
    const page = await signedInPage(browser, 'agent@basera.pk', `/${own!.purpose}/${own!.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Only you can see this listing' })).toBeVisible();
    await expect(accountMenu(page)).toHaveAccessibleName(`Account menu (${agent.name})`);
    await page.context().close();
  } finally {
    const restore = database();
    try {
      if (agent.subject) restore.prepare('update users set subject = ? where id = ? and subject is null').run(agent.subject, agent.id);
    } finally {
      restore.close();
    }
  }
});

test('the currency choice is remembered and prices are converted with the stored rate', async ({ page }) => {
  const listing = publishedListing();
  const rates = (query<{ r: string }>(`select json_group_array(json_object('currency', currency, 'exchangeRate', pkr_per_unit)) r from exchange_rates`)?.r ?? '[]');
  const parsed = JSON.parse(rates) as { currency: CurrencyCode; exchangeRate: number }[];
  expect(parsed.some((r) => r.currency === 'USD')).toBe(true);
  await page.goto(`/${listing.purpose}/${listing.id}`);
  await page.getByLabel('Currency').selectOption('USD');
  await expect(page.locator('[data-listing-price]')).toContainText(formatPriceIn(listing.price, 'USD', parsed));
  expect((await page.context().cookies()).find((c) => c.name === 'currency')?.value).toBe('USD');
  await page.reload();
  await expect(page.locator('[data-listing-price]')).toContainText(formatPriceIn(listing.price, 'USD', parsed));
  // The nearby listings, fetched after the page, show the same currency.
  const nearby = page.getByRole('region', { name: 'Nearby properties' });
  await nearby.scrollIntoViewIfNeeded();
  const nearbyQuery = await nearby.getAttribute('data-nearby');
  const items = (await (await page.request.get(`/api/data/property/nearbyProperties?${nearbyQuery}`)).json()) as { price: number; purpose: string }[];
  expect(items.length).toBeGreaterThan(0);
  await expect(nearby.locator('.compact-price').first()).toHaveText(`${formatPriceIn(items[0].price, 'USD', parsed)}${items[0].purpose === 'rent' ? ' /month' : ''}`);
  await page.getByLabel('Currency').selectOption('PKR');
  await expect(page.locator('[data-listing-price]')).toContainText(formatPriceIn(listing.price, 'PKR', parsed));
});

test('a sale shows its price per unit of its size, in the chosen currency; a rent does not', async ({ page }) => {
  const sale = query<{ id: number; price: number; size_value: number; size_unit: SizeUnitId }>(
    `select id, price, size_value, size_unit from listings where status = 'published' and purpose = 'sale' and size_unit = 'marla' and size_value > 1 order by id limit 1`,
  )!;
  const rates = JSON.parse(query<{ r: string }>(`select json_group_array(json_object('currency', currency, 'exchangeRate', pkr_per_unit)) r from exchange_rates`)!.r) as {
    currency: CurrencyCode;
    exchangeRate: number;
  }[];
  const perMarla = Math.round(sale.price / sale.size_value);
  await page.goto(`/sale/${sale.id}`);
  const perUnit = page.locator('[data-price-per-unit]');
  await expect(perUnit).toHaveText(`${formatPriceIn(perMarla, 'PKR', [])} per Marla`);
  await page.getByLabel('Currency').selectOption('USD');
  await expect(perUnit).toHaveText(`${formatPriceIn(perMarla, 'USD', rates)} per Marla`);
  await page.getByLabel('Currency').selectOption('PKR');
  await expect(perUnit).toHaveText(`${formatPriceIn(perMarla, 'PKR', [])} per Marla`);

  const rent = query<{ id: number }>(`select id from listings where status = 'published' and purpose = 'rent' and size_value > 1 order by id limit 1`)!;
  await page.goto(`/rent/${rent.id}`);
  await expect(page.locator('[data-listing-price]')).toBeVisible();
  await expect(perUnit).toHaveCount(0);
});

test("the listing's area links to its guide, where its prices and trends are", async ({ page }) => {
  const listing = publishedListing(2);
  const place = query<{ city: string; area: string; name: string }>(
    'select c.slug city, a.slug area, a.name name from listings l join cities c on c.id = l.city_id join areas a on a.id = l.area_id where l.id = ?',
    listing.id,
  )!;
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const guide = page.getByRole('link', { name: `Prices and trends in ${place.name}` });
  await expect(guide).toHaveAttribute('href', `/area-guides/${place.city}/${place.area}`);
  await guide.click();
  await expect(page).toHaveURL(new RegExp(`/area-guides/${place.city}/${place.area}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(place.name);
});

test('on a phone the page does not move when its script arrives; without script the currency has its Show button', async ({ browser }) => {
  const listing = publishedListing();
  const path = `/${listing.purpose}/${listing.id}`;
  const titleTop = async (page: Page) => (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;

  // The page as a slow phone shows it before its scripts have arrived, and once they have run.
  const waiting = await browser.newContext({ viewport: PHONE });
  const before = await waiting.newPage();
  // (Its scripts taken out of the page: small ones are written into the page and run when it has all arrived.)
  await before.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '') });
  });
  await before.goto(path);
  // Nothing stands there that the script takes away (the currency's Show button is for no script at all).
  await expect(before.getByRole('button', { name: 'Show', exact: true })).toHaveCount(0);
  const ready = await browser.newContext({ viewport: PHONE });
  const after = await ready.newPage();
  await after.goto(path, { waitUntil: 'networkidle' });
  expect(await titleTop(after)).toBe(await titleTop(before));

  const noScript = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(path);
  await expect(plain.getByRole('button', { name: 'Show', exact: true })).toBeVisible();
  await expect(after.getByRole('button', { name: 'Show', exact: true })).toHaveCount(0);
  await Promise.all([waiting.close(), ready.close(), noScript.close()]);
});

test('on a phone the nearby places are in before the visitor scrolls to them, so nothing below them jumps', async ({ browser }) => {
  const listing = publishedListing(2);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const section = page.getByRole('region', { name: 'Location and nearby places' });
  const placeholder = section.getByText('Places within 1 km appear here.');
  // Far enough down a phone's page that the places are not asked for as it opens (LocationMap.astro
  // asks for them 1,200 px ahead of the screen).
  const top = await section.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeGreaterThan(PHONE.height + 1200);
  await expect(placeholder).toHaveCount(1);
  // A screen above the section: not yet in view, nor near enough for the map to load.
  await page.evaluate((y) => window.scrollTo(0, y), top - 2 * PHONE.height);
  await expect(placeholder).toHaveCount(0);
  await expect(section).not.toBeInViewport();
  await expect(section.locator('.leaflet-container')).toHaveCount(0);
  await context.close();
});

test('signed out, like asks to sign in; after signing in the like is applied, and can be taken back', async ({ page }) => {
  const listing = notLikedByDemo(4);
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const like = page.locator(`[data-like-button="${listing.id}"]`);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await likeReady(like);
  await like.click();
  await submitSignIn(page, 'demo@basera.pk', DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  // Applied on return by the page's like script; the button shows it.
  const liked = () => query('select 1 from listing_likes k join users u on u.id = k.user_id where u.email = ? and k.listing_id = ?', 'demo@basera.pk', listing.id);
  await expect.poll(liked).toBeTruthy();
  await likeReady(like);
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/liked-properties');
  await expect(page.locator(`[data-listing-card="${listing.id}"]`)).toBeVisible();

  await page.goto(`/${listing.purpose}/${listing.id}`);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await likeReady(like);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(liked).toBeFalsy();
});

test('a like given up on (the sign-in dialog closed) is not applied at a later sign-in', async ({ page }) => {
  const listing = notLikedByDemo(12);
  const liked = () => query('select 1 from listing_likes k join users u on u.id = k.user_id where u.email = ? and k.listing_id = ?', 'demo@basera.pk', listing.id);
  expect(liked()).toBeFalsy();
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const like = page.locator(`[data-like-button="${listing.id}"]`);
  await likeReady(like);
  await like.click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('basera:pending-like'))).toBeNull();

  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await submitSignIn(page, 'demo@basera.pk', DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  await likeReady(like);
  await page.waitForLoadState('networkidle');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  expect(liked()).toBeFalsy();
});

test("a plot's last breadcrumb names it a plot", async ({ page }) => {
  const plot = query<{ id: number; purpose: string }>(
    "select id, purpose from listings where status = 'published' and type = 'residential-plot' order by id limit 1",
  )!;
  await page.goto(`/${plot.purpose}/${plot.id}`);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem').last()).toHaveText(`Residential Plot for ${plot.purpose}`);
});

test('liked properties asks a signed-out visitor to sign in and come back', async ({ page }) => {
  const res = await page.request.get('/liked-properties', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/?signin=1&redirect=%2Fliked-properties');
});

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`at ${viewport.width}px the page loads at most 90 KB of JavaScript (gzipped) before any interaction`, async ({ page }) => {
    const listing = publishedListing();
    await page.setViewportSize(viewport);
    const size = await measurePageJs(page, `/${listing.purpose}/${listing.id}`);
    console.log(`JS on the listing page at ${viewport.width}px: ${formatKb(size.totalGzipped)} gzipped (${size.files.length} files)`);
    expect(size.totalGzipped).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });
}
