import { expect, test, type Page } from '@playwright/test';
import { publishedListing, query } from './support/listing-data';
import { PHONE } from './support/shell-pages';
import { expectThumbSized } from './support/tap-size';
import { signedInPage } from './support/sign-in';
import { formatPrice } from '../../src/lib/money';
import { COMPARE_LIMIT, comparePath } from '../../src/lib/listings/compare';
import { STORAGE_KEYS } from '../../src/lib/storage';

// Listings side by side (docs/decisions/090): Compare on a listing's page keeps it on this browser's list;
// the compare page shows the list from its address, so it can be shared and opened without script.

const table = (page: Page) => page.getByRole('region', { name: 'The properties side by side' });
/** The column headers of the listings (the table's first row group), not those of its sections. */
const listingColumns = (page: Page) => table(page).getByRole('rowgroup').first().getByRole('columnheader');
const kept = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.value ?? null, STORAGE_KEYS.compare);
const priceText = (listing: { purpose: string; price: number }) => `${formatPrice(listing.price)}${listing.purpose === 'rent' ? ' /month' : ''}`;

async function pressCompare(page: Page, listing: { purpose: string; id: number; title: string }) {
  await page.goto(`/${listing.purpose}/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  const compare = page.getByRole('button', { name: 'Compare', exact: true });
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
}

test('two listings compared from their pages, side by side, and one removed', async ({ page }) => {
  const first = publishedListing(0);
  const second = publishedListing(1);
  await pressCompare(page, first);
  await expect(page.getByRole('link', { name: 'Compare 1 property' })).toBeVisible();
  await pressCompare(page, second);

  await page.getByRole('link', { name: 'Compare 2 properties' }).click();
  await expect(page).toHaveURL(comparePath([first.id, second.id]));
  await expect(page.getByRole('heading', { level: 1, name: 'Compare properties' })).toBeVisible();
  const columns = listingColumns(page);
  await expect(columns).toHaveCount(2);
  await expect(columns.nth(0)).toContainText(first.title);
  await expect(columns.nth(1)).toContainText(second.title);
  await expect(columns.nth(0).getByRole('link', { name: first.title, exact: true })).toHaveAttribute('href', `/${first.purpose}/${first.id}`);

  const priceRow = table(page).getByRole('row', { name: /^Price / }).first();
  await expect(priceRow.getByRole('cell').nth(0)).toContainText(priceText(first));
  await expect(priceRow.getByRole('cell').nth(1)).toContainText(priceText(second));
  await expect(table(page).getByRole('row', { name: /^Area / })).toContainText(first.area);
  await expect(table(page).getByRole('row', { name: /^Area / })).toContainText(second.area);

  // Sent to whoever decides with you: the comparison's own address.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(`${copied.pathname}${copied.search}`).toBe(comparePath([first.id, second.id]));

  await columns.nth(0).getByRole('link', { name: `Remove ${first.title} from the comparison` }).click();
  await expect(page).toHaveURL(comparePath([second.id]));
  await expect(page.getByText('Add another property to compare it with: press Compare on its page.')).toBeVisible();
  expect(await kept(page)).toEqual([second.id]);

  // Back on the first listing's page, it is no longer on the list.
  await page.goto(`/${first.purpose}/${first.id}`);
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('link', { name: 'Compare 1 property' })).toHaveAttribute('href', comparePath([second.id]));
});

test('the list stops at its limit and says so; pressing again takes a listing off', async ({ page }) => {
  const listings = Array.from({ length: COMPARE_LIMIT + 1 }, (_, i) => publishedListing(i));
  for (const listing of listings.slice(0, COMPARE_LIMIT)) await pressCompare(page, listing);

  const extra = listings[COMPARE_LIMIT]!;
  await page.goto(`/${extra.purpose}/${extra.id}`);
  const compare = page.getByRole('button', { name: 'Compare', exact: true });
  await compare.click();
  await expect(page.getByText(`You can compare up to ${COMPARE_LIMIT} properties. Remove one from the comparison first.`)).toBeVisible();
  await expect(compare).toHaveAttribute('aria-pressed', 'false');
  expect(await kept(page)).toEqual(listings.slice(0, COMPARE_LIMIT).map((l) => l.id));

  const last = listings[COMPARE_LIMIT - 1]!;
  await page.goto(`/${last.purpose}/${last.id}`);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveAttribute('aria-pressed', 'false');
  expect(await kept(page)).toEqual(listings.slice(0, COMPARE_LIMIT - 1).map((l) => l.id));
});

test('the compare page opened on its own shows the list this browser keeps, or says how to start one', async ({ page }) => {
  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse homes for sale' })).toBeVisible();

  const listing = publishedListing(2);
  await pressCompare(page, listing);
  await page.goto('/compare');
  await expect(page).toHaveURL(comparePath([listing.id]));
  await expect(listingColumns(page)).toContainText(listing.title);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared comparison shows its listings, says which are gone, and removes one with a plain link', async ({ page }) => {
    const first = publishedListing(0);
    const second = publishedListing(1);
    const gone = query<{ id: number }>("select id from listings where status != 'published' order by id limit 1")!;
    await page.goto(`/compare?ids=${first.id},${gone.id},oops,${second.id}`);
    await expect(page.getByText('One property you added is no longer on Basera.')).toBeVisible();
    await expect(listingColumns(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveCount(0);
    await table(page).getByRole('link', { name: `Remove ${second.title} from the comparison` }).click();
    await expect(page).toHaveURL(comparePath([first.id]));
    await expect(listingColumns(page)).toHaveCount(1);

    // A listing page without script offers no Compare it could not keep.
    await page.goto(`/${first.purpose}/${first.id}`);
    await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeHidden();
  });
});

test('on a phone the table scrolls in its own box and its controls take a thumb', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  const ids = [0, 1, 2].map((i) => publishedListing(i).id);
  await page.goto(comparePath(ids));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const scroller = table(page);
  expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  await expectThumbSized([scroller.getByRole('link', { name: /^Remove / }).first()], 'compare');
  const listing = publishedListing(0);
  await page.goto(`/${listing.purpose}/${listing.id}`);
  await expectThumbSized([page.getByRole('button', { name: 'Compare', exact: true })], 'listing page');
  await phone.close();
});

test('liked properties lead to a comparison of the first of them', async ({ browser }) => {
  const page = await signedInPage(browser, 'demo@basera.pk', '/liked-properties');
  const cards = page.locator('[data-listing-card]');
  const count = await cards.count();
  expect(count, 'the demo account likes listings').toBeGreaterThan(1);
  const ids = await cards.evaluateAll((all) => all.map((card) => Number((card as HTMLElement).dataset.listingCard)));
  const link = page.getByRole('link', { name: count > COMPARE_LIMIT ? `Compare the first ${COMPARE_LIMIT}` : 'Compare side by side' });
  await link.click();
  await expect(page).toHaveURL(comparePath(ids.slice(0, COMPARE_LIMIT)));
  await expect(listingColumns(page)).toHaveCount(Math.min(count, COMPARE_LIMIT));
  await page.context().close();
});
