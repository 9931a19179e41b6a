import { expect, test, type Page } from '@playwright/test';
import { publishedListing } from './support/listing-data';
import { forget, listingInReview } from './support/owner-listings';
import { PHONE } from './support/shell-pages';
import { signedInPage } from './support/sign-in';
import { expectThumbSized } from './support/tap-size';
import { FIND_INVALID, findPropertyPath, notFoundText } from '../../src/lib/listings/find-by-id';

// A listing by its Property ID (docs/decisions/093): the number agents read out on the phone opens the listing.

const idBox = (page: Page) => page.getByRole('textbox', { name: 'Property ID' });

async function find(page: Page, typed: string): Promise<number | undefined> {
  await idBox(page).fill(typed);
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/find-property'),
    page.getByRole('button', { name: 'Find', exact: true }).click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return response.status();
}

test('a Property ID given on the phone opens its listing, which shows the same number', async ({ page }) => {
  const listing = publishedListing(0);
  await page.goto('/');
  await page.getByRole('link', { name: 'Have a Property ID? Open the property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find a property by its ID' })).toBeVisible();

  expect(await find(page, `ID ${listing.id}`)).toBe(302);
  await expect(page).toHaveURL(`/${listing.purpose}/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Key facts' });
  await expect(facts.getByRole('term').filter({ hasText: 'Property ID' })).toBeVisible();
  await expect(facts.getByRole('definition').filter({ hasText: new RegExp(`^${listing.id}$`) })).toBeVisible();

  // A link pasted from a message, even one naming the other purpose, lands on the listing too.
  const other = listing.purpose === 'sale' ? 'rent' : 'sale';
  await page.goto(findPropertyPath(`https://basera.pk/${other}/${listing.id}?utm_source=whatsapp`));
  await expect(page).toHaveURL(`/${listing.purpose}/${listing.id}`);
});

test('a number that is not an id, and an id not on Basera, are answered on the form with what was typed', async ({ page }) => {
  await page.goto(findPropertyPath());
  await expect(page.getByRole('alert')).toHaveCount(0);

  expect(await find(page, 'DHA Phase 5')).toBe(400);
  await expect(page.getByRole('alert')).toHaveText(FIND_INVALID);
  await expect(idBox(page)).toHaveValue('DHA Phase 5');
  await expect(idBox(page)).toHaveAttribute('aria-invalid', 'true');

  expect(await find(page, '0999999999')).toBe(404);
  await expect(page.getByRole('alert')).toHaveText(notFoundText('999999999'));
  await expect(idBox(page)).toHaveValue('0999999999');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the box and its button are a thumb wide and tall', async ({ page }) => {
    await page.goto(findPropertyPath());
    await expectThumbSized([idBox(page), page.getByRole('button', { name: 'Find', exact: true })], 'the Property ID finder');
  });
});

test('a listing still in review opens for its owner and in the queue for an operator, and is not found for anyone else', async ({ page, browser }) => {
  const { id } = listingInReview('Find by id review house');
  try {
    await page.goto(findPropertyPath(id));
    await expect(page.getByRole('alert')).toHaveText(notFoundText(String(id)));

    const owner = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=in_review');
    try {
      // The owner's card names the number they can give out once it is published.
      const card = owner.getByRole('article', { name: 'Find by id review house' });
      await expect(card.getByRole('definition').filter({ hasText: new RegExp(`^${id}$`) })).toBeVisible();
      await owner.goto(findPropertyPath(id));
      await expect(owner).toHaveURL(`/sale/${id}`);
      await expect(owner.getByRole('heading', { level: 1, name: 'Find by id review house' })).toBeVisible();
    } finally {
      await owner.context().close();
    }

    // An operator is led to it where operators work on it: its item in the review queue.
    const operator = await signedInPage(browser, 'moderator@basera.pk', '/moderation/audit');
    try {
      await operator.goto(findPropertyPath(`ID ${id}`));
      await expect(operator).toHaveURL((url) => url.pathname === '/moderation' && url.searchParams.get('listing') === String(id));
      await expect(operator.getByRole('article', { name: 'Find by id review house' })).toBeVisible();
    } finally {
      await operator.context().close();
    }
  } finally {
    forget(id);
  }
});
