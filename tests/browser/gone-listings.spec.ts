import { expect, test } from '@playwright/test';
import { signedInPage } from './support/sign-in';
import { database, notLikedByDemo, publishedListing, query, type Row } from './support/listing-data';

// Listings that have left the market since someone found them (docs/decisions/099-gone-listings.md).

/** Takes `listing` off the market with `reason` (null: back on it), as its owner or the expiry job would. */
function setRemoved(listing: Row, reason: string | null) {
  const db = database();
  try {
    if (reason === null) db.prepare("update listings set status = 'published', removal_reason = null, removed_at = null where id = ?").run(listing.id);
    else db.prepare("update listings set status = 'removed', removal_reason = ?, removed_at = ? where id = ?").run(reason, new Date().toISOString(), listing.id);
  } finally {
    db.close();
  }
}

const soldReason = (listing: Row) => (listing.purpose === 'sale' ? 'sold-elsewhere' : 'rented-elsewhere');
const purposeWord = (listing: Row) => (listing.purpose === 'sale' ? 'sale' : 'rent');

test('a listing sold since its link was shared says so as a 404, and offers homes like it in its area; one taken down says nothing', async ({ page }) => {
  const listing = publishedListing(20);
  try {
    setRemoved(listing, soldReason(listing));
    const answer = await page.goto(`/${listing.purpose}/${listing.id}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.purpose === 'sale' ? 'This property has been sold' : 'This property has been rented out');
    await expect(page.getByText(listing.title, { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const nearest = `Houses for ${purposeWord(listing)} in ${listing.area}, ${listing.city}`;
    await page.getByRole('link', { name: nearest }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nearest);
    expect(new URL(page.url()).searchParams.get('type')).toBe('house');

    setRemoved(listing, 'expired');
    await page.goto(`/${listing.purpose}/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This property is no longer on the market');

    setRemoved(listing, 'taken-down');
    expect((await page.goto(`/${listing.purpose}/${listing.id}`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page has moved out');
    await expect(page.getByText(listing.title, { exact: true })).toHaveCount(0);
  } finally {
    setRemoved(listing, null);
  }
});

test('liked properties says which liked homes have left the market, and their heart takes them off the list', async ({ browser }) => {
  const demo = query<{ id: number }>("select id from users where email = 'demo@basera.pk'")!;
  const [staying, leaving] = [notLikedByDemo(21), notLikedByDemo(30)];
  const db = database();
  try {
    const like = db.prepare('insert into listing_likes (user_id, listing_id, created_at) values (?, ?, ?)');
    like.run(demo.id, staying.id, new Date().toISOString());
    like.run(demo.id, leaving.id, new Date().toISOString());
  } finally {
    db.close();
  }
  try {
    setRemoved(leaving, soldReason(leaving));
    const page = await signedInPage(browser, 'demo@basera.pk', '/liked-properties');
    const gone = page.getByRole('region', { name: 'No longer on the market' });
    const item = gone.getByRole('listitem').filter({ hasText: leaving.title });
    await expect(item).toContainText(leaving.purpose === 'sale' ? 'Sold' : 'Rented out');
    await expect(item).toContainText(`${leaving.area}, ${leaving.city}`);
    await expect(item.getByRole('link', { name: `Houses for ${purposeWord(leaving)} in ${leaving.area}, ${leaving.city}` })).toBeVisible();
    // The home still on the market is a card above, not in this list.
    await expect(gone.getByText(staying.title, { exact: true })).toHaveCount(0);
    await expect(page.locator('.liked-grid')).toContainText(staying.title);

    const heart = item.getByRole('button', { name: 'Unlike this property' });
    await expect(heart).toHaveAttribute('data-like-live', '');
    await heart.click();
    // It cannot be liked again, so once the unlike is saved it leaves the list, and focus stays on the page.
    await expect(item).toHaveCount(0);
    await expect.poll(() => query('select 1 from listing_likes where user_id = ? and listing_id = ?', demo.id, leaving.id)).toBeUndefined();
    await expect(page.locator(':focus')).toHaveCount(1);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/^H[12]$/);
    await page.reload();
    await expect(page.getByText(leaving.title, { exact: true })).toHaveCount(0);
    await page.context().close();
  } finally {
    setRemoved(leaving, null);
    const cleanup = database();
    try {
      cleanup.prepare('delete from listing_likes where user_id = ? and listing_id in (?, ?)').run(demo.id, staying.id, leaving.id);
    } finally {
      cleanup.close();
    }
  }
});
