import { expect, test, type Page } from '@playwright/test';
import { signedInPage } from './support/sign-in';
import { areaResultsPath, count, countOf, forget, listingInReview } from './support/owner-listings';

// The whole management loop as people do it: an owner's listing in review, rejected by an operator
// with PRICE feedback in the console, fixed in the wizard and resubmitted, published from the
// console, found on the results page of its area and on its detail page, renewed, removed as sold,
// found under 'removed', and deleted again. The listing is put in review in the server's database
// (the wizard's own tests submit new listings); every step after that goes through the pages.

/** The wizard, apart from the site's own header and panels. */
const wizard = (page: Page) => page.locator('.wz-shell');

test('an owner and an operator take a listing from review to sold', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Family house near the park ${Date.now().toString(36)}`;
  const priceNote = 'The price is far above similar houses in this area.';

  const owner = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=in_review');
  await expect(owner.getByRole('heading', { name: 'My properties', level: 1 })).toBeVisible();
  const inReviewBefore = await countOf(owner, 'in_review');
  const rejectedBefore = await countOf(owner, 'rejected');
  const { id, place } = listingInReview(title);
  try {
    await owner.reload();
    await expect(owner.getByRole('article', { name: title })).toBeVisible();
    await expect(count(owner, 'in_review')).toHaveText(String(inReviewBefore + 1));

    // The operator rejects it with PRICE feedback in the console.
    const operator = await signedInPage(browser, 'moderator@basera.pk', `/moderation?listing=${id}`);
    const item = operator.getByRole('article', { name: title });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: /Reject or ask to improve/ }).click();
    await item.getByRole('textbox', { name: 'Price' }).fill(priceNote);
    await item.getByRole('button', { name: 'Reject with feedback' }).click();
    await expect(operator.getByText('Listing rejected and the owner told')).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(operator.getByText('Nothing waiting for review. Well done.')).toBeVisible();

    // The owner sees the feedback under 'rejected'.
    await owner.goto('/my-properties?status=rejected');
    await expect(count(owner, 'rejected')).toHaveText(String(rejectedBefore + 1));
    await expect(count(owner, 'in_review')).toHaveText(String(inReviewBefore));
    const rejected = owner.getByRole('article', { name: title });
    const feedback = rejected.getByRole('region', { name: 'Feedback from Basera' });
    await expect(feedback).toContainText(priceNote);
    await expect(feedback.getByText('Price', { exact: true })).toBeVisible();

    // ... fixes the price in the wizard, where the note stands beside the price, and resubmits.
    // 'Fix and resubmit' opens at the step the note is about.
    await rejected.getByRole('link', { name: 'Fix and resubmit' }).click();
    await expect(owner).toHaveURL(new RegExp(`/add-property\\?id=${id}&step=price`));
    await expect(owner.locator('.wz-eyebrow')).toHaveText('Edit your property');
    const price = wizard(owner).getByLabel('Price (PKR)');
    await expect(price).toHaveValue('950000000');
    await expect(wizard(owner).getByRole('note')).toContainText(priceNote);
    await price.fill('52000000');
    await expect(wizard(owner).getByText('PKR 5.2 Crore')).toBeVisible();
    await wizard(owner).getByRole('button', { name: /^Step \d+: Review$/ }).click();
    await expect(owner.locator('.wz-summary')).toContainText('PKR 5.2 Crore');
    await wizard(owner).getByRole('button', { name: 'Submit for review' }).click();
    await expect(wizard(owner).getByRole('heading', { name: 'Your property details have been submitted' })).toBeVisible();
    await owner.goto('/my-properties?status=in_review');
    await expect(owner.getByRole('article', { name: title })).toBeVisible();
    await expect(count(owner, 'in_review')).toHaveText(String(inReviewBefore + 1));
    await expect(count(owner, 'rejected')).toHaveText(String(rejectedBefore));

    // The operator publishes it from the console.
    await operator.goto(`/moderation?listing=${id}`);
    const again = operator.getByRole('article', { name: title });
    await expect(again).toContainText('PKR 5.2 Crore');
    await again.getByRole('button', { name: /^Publish/ }).click();
    await expect(operator.getByText('Listing published')).toBeVisible();
    await expect(again).toHaveCount(0);

    // A visitor finds it on the results page of its area, and opens its detail page from there.
    const visitor = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await visitor.goto(areaResultsPath(place));
    const card = visitor.getByRole('article').filter({ has: visitor.getByRole('link', { name: title }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('5.2 Crore');
    await card.getByRole('link', { name: title }).first().click();
    await expect(visitor).toHaveURL(new RegExp(`/sale/${id}$`));
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(title);

    // The owner renews it, then removes it as sold with a selling price.
    await owner.goto('/my-properties?status=published');
    const published = owner.getByRole('article', { name: title });
    const publishedBefore = await countOf(owner, 'published');
    const removedBefore = await countOf(owner, 'removed');
    await published.getByRole('button', { name: 'Renew' }).click();
    await expect(owner.getByText('Your property has been renewed')).toBeVisible();

    await published.getByRole('button', { name: 'Remove' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Remove this property' });
    // A house for sale is sold, not rented out.
    await expect(dialog.locator('option', { hasText: 'Rented out on Basera' })).toBeDisabled();
    await expect(dialog.locator('option', { hasText: 'Sold elsewhere' })).toBeEnabled();
    await dialog.getByLabel('Why are you removing it?').selectOption({ label: 'Sold on Basera' });
    await dialog.getByLabel('Selling price in PKR (optional)').fill('51000000');
    await dialog.getByRole('button', { name: 'Remove property' }).click();
    await expect(owner.getByText('Your property has been removed')).toBeVisible();
    await expect(published).toHaveCount(0);
    await expect(count(owner, 'published')).toHaveText(String(publishedBefore - 1));
    await expect(count(owner, 'removed')).toHaveText(String(removedBefore + 1));

    await owner.getByRole('link', { name: /^Removed/ }).click();
    await expect(owner).toHaveURL(/status=removed/);
    const removed = owner.getByRole('article', { name: title });
    await expect(removed).toContainText('Sold on Basera');
    await expect(removed).toContainText('PKR 5.1 Crore');

    // Deleting it (after the question) leaves the tab as it was before, empty state and all.
    await removed.getByRole('button', { name: 'Delete' }).click();
    await owner.getByRole('dialog', { name: 'Delete this property?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(owner.getByText('Your property has been deleted')).toBeVisible();
    await expect(removed).toHaveCount(0);
    await expect(count(owner, 'removed')).toHaveText(String(removedBefore));
    const empty = owner.getByText('You have no removed properties');
    if (removedBefore === 0) await expect(empty).toBeVisible();
    else await expect(empty).toBeHidden();
    const gone = await visitor.goto(`/sale/${id}`);
    expect(gone?.status()).toBe(404);
  } finally {
    forget(id);
  }
});
