import { expect, test } from '@playwright/test';
import { query } from './support/listing-data';
import { withTestDb } from './support/db';
import { signedInPage } from './support/sign-in';
import { areaResultsPath } from './support/owner-listings';
import { formatPrice } from '../../src/lib/money';
import { PRICE_CUT_SHOWN_DAYS } from '../../src/lib/listings/price-history';
import { formatOrdinalDate } from '../../src/lib/text/dates';

// A price cut as a visitor meets it: a badge on the listing's card in the results, the cut under the price
// on its page, and the prices it was published at. The demo set cuts some listings' prices; the test reads
// one from the server's database.

interface CutListing {
  id: number;
  title: string;
  price: number;
  price_cut_from: number;
  price_cut_at: string;
  areaId: number;
  areaName: string;
  cityId: number;
  cityName: string;
}

function cutListing(): CutListing {
  const since = new Date(Date.now() - (PRICE_CUT_SHOWN_DAYS - 1) * 86_400_000).toISOString();
  const row = query<CutListing>(
    `select l.id, l.title, l.price, l.price_cut_from, l.price_cut_at, a.id areaId, a.name areaName, c.id cityId, c.name cityName
     from listings l join areas a on a.id = l.area_id join cities c on c.id = l.city_id
     where l.status = 'published' and l.purpose = 'sale' and l.category = 'residential' and l.price_cut_at > ?
     order by l.id limit 1`,
    since,
  );
  if (!row) throw new Error('The demo set has no recent price cut of a residential sale');
  return row;
}

test('a cut price shows on its card, under the price on its page, and in its price history', async ({ page }) => {
  const listing = cutListing();
  const percent = Math.round(((listing.price_cut_from - listing.price) / listing.price_cut_from) * 100);

  // The results of its area at its price: its card says the price was reduced, and by how much.
  await page.goto(`${areaResultsPath(listing)}?minPrice=${listing.price}&maxPrice=${listing.price}`);
  const card = page.getByRole('article', { name: listing.title }).filter({ has: page.locator(`a[href="/sale/${listing.id}"]`) });
  await expect(card).toContainText(`Price reduced ${percent}%`);
  // The map's toggle counts the listings with a pin, in words that fit one.
  const pinned = query<{ n: number }>(
    `select count(*) n from listings where status = 'published' and purpose = 'sale' and category = 'residential'
       and area_id = ? and price = ? and lat is not null`,
    listing.areaId,
    listing.price,
  )!.n;
  await expect(page.getByText(pinned === 1 ? 'Show this listing on a map' : `Show these ${pinned} listings on a map`, { exact: true })).toBeVisible();

  await page.goto(`/sale/${listing.id}`);
  await expect(page.getByText(`Reduced by ${formatPrice(listing.price_cut_from - listing.price)} (${percent}%) on ${formatOrdinalDate(listing.price_cut_at)}`)).toBeVisible();
  const history = page.getByRole('table', { name: 'Price history' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(formatPrice(listing.price));
  await expect(rows.nth(1)).toContainText(`-${percent}%`);
  await expect(rows.nth(2)).toContainText(formatPrice(listing.price_cut_from));
  await expect(rows.nth(2)).toContainText('First listed');
});

test('a listing that has had one price shows no cut and no history', async ({ page }) => {
  const listing = query<{ id: number; purpose: string }>(
    "select l.id, l.purpose from listings l where l.status = 'published' and l.price_cut_from is null and (select count(*) from listing_prices p where p.listing_id = l.id) = 1 order by l.id limit 1",
  )!;
  await page.goto(`/${listing.purpose}/${listing.id}`);
  await expect(page.getByRole('heading', { name: 'Key facts' })).toBeVisible();
  await expect(page.getByText(/^Reduced by/)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Price history' })).toHaveCount(0);
});

test('a liked listing whose price was cut says so on the liked properties page', async ({ browser }) => {
  const listing = cutListing();
  const percent = Math.round(((listing.price_cut_from - listing.price) / listing.price_cut_from) * 100);
  // Liked straight in the database (the like button has its own tests), and taken back after.
  const liked = withTestDb((db) => {
    const demo = db.prepare("select id from users where email = 'demo@basera.pk'").get() as { id: number };
    return db.prepare('insert or ignore into listing_likes (user_id, listing_id, created_at) values (?, ?, ?)').run(demo.id, listing.id, new Date().toISOString()).changes > 0
      ? demo.id
      : null;
  });
  try {
    const page = await signedInPage(browser, 'demo@basera.pk', '/liked-properties');
    const card = page.locator(`[data-listing-card="${listing.id}"]`);
    await expect(card).toContainText(formatPrice(listing.price));
    await expect(card.getByText(`Price reduced ${percent}%`)).toBeVisible();
    await page.context().close();
  } finally {
    if (liked !== null) withTestDb((db) => db.prepare('delete from listing_likes where user_id = ? and listing_id = ?').run(liked, listing.id));
  }
});

test("a nearby listing's recent cut shows on its card under the listing page", async ({ page }) => {
  // The nearby cards are drawn in the browser from the API: on its way in the first neighbour is given a cut
  // of 10% a day ago and the second none, so the test does not hang on which neighbours the demo set has.
  await page.route('**/api/data/property/nearbyProperties?*', async (route) => {
    const response = await route.fetch();
    const items = (await response.json()) as Array<{ price: number; priceCutFrom: number | null; priceCutAt: string | null }>;
    items[0] = { ...items[0], priceCutFrom: Math.round(items[0].price / 0.9), priceCutAt: new Date(Date.now() - 86_400_000).toISOString() };
    items[1] = { ...items[1], priceCutFrom: null, priceCutAt: null };
    await route.fulfill({ response, json: items });
  });
  const listing = cutListing();
  await page.goto(`/sale/${listing.id}`);
  const nearby = page.getByRole('region', { name: 'Nearby properties' });
  await nearby.scrollIntoViewIfNeeded();
  const cards = nearby.getByRole('listitem');
  await expect(cards.first()).toContainText('Price reduced 10%');
  await expect(cards.nth(1)).not.toContainText('Price reduced');
});
