import { expect, test, type Page } from '@playwright/test';
import { publishedListing, query } from './support/listing-data';
import { DEFAULT_DOWN_PERCENT, DEFAULT_YEARS, financeFigures, type FinanceTerms } from '../../src/lib/money/home-finance';
import { formatPrice, formatPriceIn } from '../../src/lib/money';

// The home finance estimate on a home for sale (docs/decisions/088): its monthly instalment at the starting
// terms, as the visitor changes them, in the visitor's currency, and without script.

/** The test server runs on the default settings: HOME_FINANCE_RATE 14. */
const DEFAULTS: FinanceTerms = { downPercent: DEFAULT_DOWN_PERCENT, years: DEFAULT_YEARS, ratePercent: 14 };

function houseForSale() {
  for (let offset = 0; ; offset++) {
    const listing = publishedListing(offset);
    if (listing.purpose === 'sale') return listing;
  }
}

const estimate = (page: Page) => page.getByRole('region', { name: 'Home finance estimate' });
const monthly = (page: Page) => estimate(page).getByRole('status');

test('a home for sale shows its monthly instalment, worked out again as the terms change', async ({ page }) => {
  const house = houseForSale();
  const expected = (terms: FinanceTerms) => financeFigures(house.price, terms, formatPrice);
  await page.goto(`/sale/${house.id}`);
  await expect(monthly(page)).toHaveText(`Monthly instalment ${expected(DEFAULTS).monthly}`);
  await expect(estimate(page).getByRole('definition')).toHaveText([
    expected(DEFAULTS).down,
    expected(DEFAULTS).financed,
    expected(DEFAULTS).repaid,
    expected(DEFAULTS).cost,
  ]);

  // The figures follow the fields: the form's button is for pages without script.
  await expect(estimate(page).getByRole('button', { name: 'Work it out' })).toBeHidden();

  const terms = { downPercent: 50, years: 10, ratePercent: 12.5 };
  await estimate(page).getByLabel('Down payment').fill('50');
  await estimate(page).getByLabel('Repay over').fill('10');
  await estimate(page).getByLabel('Rate a year').fill('12.5');
  await expect(monthly(page)).toHaveText(`Monthly instalment ${expected(terms).monthly}`);
  await expect(estimate(page).getByText(`Repaid over 10 years`)).toBeVisible();

  // Less down than a bank takes: said at the field, and the estimate keeps to the starting down payment.
  const down = estimate(page).getByLabel('Down payment');
  await down.fill('5');
  await expect(estimate(page).getByText('Enter a number from 15 to 90.')).toBeVisible();
  await expect(down).toHaveAttribute('aria-invalid', 'true');
  await expect(monthly(page)).toHaveText(`Monthly instalment ${expected({ ...terms, downPercent: DEFAULTS.downPercent }).monthly}`);
  await down.fill('40');
  await expect(estimate(page).getByText('Enter a number from 15 to 90.')).toBeHidden();
  await expect(down).not.toHaveAttribute('aria-invalid', 'true');
  await expect(monthly(page)).toHaveText(`Monthly instalment ${expected({ ...terms, downPercent: 40 }).monthly}`);
});

test('the estimate is in the currency the visitor chose', async ({ page }) => {
  const house = houseForSale();
  const rate = query<{ pkr_per_unit: number }>("select pkr_per_unit from exchange_rates where currency = 'USD'")!.pkr_per_unit;
  const rates = [{ currency: 'USD' as const, exchangeRate: Number(rate) }];
  const inDollars = (terms: FinanceTerms) => financeFigures(house.price, terms, (pkr) => formatPriceIn(pkr, 'USD', rates)).monthly;
  await page.goto(`/sale/${house.id}`);
  await page.context().addCookies([{ name: 'currency', value: 'USD', url: page.url() }]);
  await page.reload();
  await expect(monthly(page)).toHaveText(`Monthly instalment ${inDollars(DEFAULTS)}`);
  await estimate(page).getByLabel('Repay over').fill('15');
  await expect(monthly(page)).toHaveText(`Monthly instalment ${inDollars({ ...DEFAULTS, years: 15 })}`);
  await page.context().clearCookies({ name: 'currency' });
});

test('rentals and shops for sale have no home finance estimate', async ({ page }) => {
  const other = (where: string) => query<{ id: number; purpose: string }>(`select id, purpose from listings where status = 'published' and ${where} order by id limit 1`)!;
  for (const listing of [other("purpose = 'rent'"), other("purpose = 'sale' and type = 'shop'")]) {
    await page.goto(`/${listing.purpose}/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Home finance estimate' })).toHaveCount(0);
  }
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the terms are sent with the form and the page works the estimate out', async ({ page }) => {
    const house = houseForSale();
    await page.goto(`/sale/${house.id}`);
    await estimate(page).getByLabel('Repay over').fill('12');
    await estimate(page).getByRole('button', { name: 'Work it out' }).click();
    await expect(page).toHaveURL(new RegExp(`/sale/${house.id}\\?down=30&years=12&rate=14#home-finance$`));
    const terms = { ...DEFAULTS, years: 12 };
    await expect(monthly(page)).toHaveText(`Monthly instalment ${financeFigures(house.price, terms, formatPrice).monthly}`);
    await expect(estimate(page).getByLabel('Repay over')).toHaveValue('12');

    // A value out of range comes back as typed, with its message; the estimate keeps the starting value.
    await estimate(page).getByLabel('Rate a year').fill('55');
    await estimate(page).getByRole('button', { name: 'Work it out' }).click();
    await expect(estimate(page).getByText('Enter a number from 0 to 40.')).toBeVisible();
    await expect(estimate(page).getByLabel('Rate a year')).toHaveValue('55');
    await expect(monthly(page)).toHaveText(`Monthly instalment ${financeFigures(house.price, terms, formatPrice).monthly}`);
  });
});
