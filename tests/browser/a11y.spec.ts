import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstListingPath, PHONE, SHELL_PAGES } from './support/shell-pages';
import { publishedListing, query } from './support/listing-data';

/** Impacts a page may not have: moderate ones too (an aside inside main once slipped past as one). */
const IMPACTS = new Set(['moderate', 'serious', 'critical']);

async function barredViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/** The first agency the directory lists: agency ids depend on the demo data. */
async function firstAgencyPath(page: Page): Promise<string> {
  await page.goto('/agencies');
  return (await page.getByTestId('agency-list').locator('article').first().getByRole('link').first().getAttribute('href'))!;
}

for (const viewport of [{ name: 'desktop', size: { width: 1440, height: 900 } }, { name: 'phone', size: PHONE }]) {
  test.describe(`accessibility at ${viewport.name} width`, () => {
    test.use({ viewport: viewport.size });

    for (const shellPage of SHELL_PAGES) {
      test(`${shellPage.name} (${shellPage.path}) has no moderate, serious or critical violations`, async ({ page }) => {
        const response = await page.goto(shellPage.path);
        expect(response?.status()).toBe(shellPage.status ?? 200);
        expect(await barredViolations(page)).toEqual([]);
      });
    }

    test('a listing detail page has no moderate, serious or critical violations', async ({ page }) => {
      const response = await page.goto(await firstListingPath(page));
      expect(response?.status()).toBe(200);
      expect(await barredViolations(page)).toEqual([]);
    });

    test("a home for sale's finance estimate, with a value refused, has no moderate, serious or critical violations", async ({ page }) => {
      const house = query<{ id: number }>("select id from listings where status = 'published' and purpose = 'sale' and category = 'residential' order by id limit 1")!;
      await page.goto(`/sale/${house.id}?down=5#home-finance`);
      await expect(page.getByText('Enter a number from 15 to 90.')).toBeVisible();
      expect(await barredViolations(page)).toEqual([]);
    });

    test('the home page with the listings this browser opened has no moderate, serious or critical violations', async ({ page }) => {
      for (const offset of [0, 1]) {
        const listing = publishedListing(offset);
        await page.goto(`/${listing.purpose}/${listing.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link')).toHaveCount(2);
      expect(await barredViolations(page)).toEqual([]);
    });

    test('a comparison of three listings, one of them gone, has no moderate, serious or critical violations', async ({ page }) => {
      const gone = query<{ id: number }>("select id from listings where status != 'published' order by id limit 1")!;
      await page.goto(`/compare?ids=${[0, 1, 2].map((i) => publishedListing(i).id).join(',')},${gone.id}`);
      await expect(page.getByRole('region', { name: 'The properties side by side' })).toBeVisible();
      expect(await barredViolations(page)).toEqual([]);
    });

    test("a listing's location map, once loaded, has no moderate, serious or critical violations", async ({ page }) => {
      await page.goto(await firstListingPath(page));
      const map = page.getByRole('region', { name: /^Map of / });
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByRole('link', { name: 'Leaflet' })).toBeVisible();
      expect(await barredViolations(page)).toEqual([]);
    });

    test('the results map, opened, with its pins and groups of pins, has no moderate, serious or critical violations', async ({ page }) => {
      await page.goto('/sale/residential-properties-for-sale-islamabad-1');
      await page.getByText(/^Show these \d+ listings on a map$/).click();
      const map = page.getByRole('region', { name: /^Map of \d+ listings$/ });
      await expect(map.getByRole('button', { name: /^\d+ listings$/ }).first()).toBeAttached();
      expect(await barredViolations(page)).toEqual([]);
    });

    // The pages one level down from the content lists: a project, an agency, an area and its city, a post.
    for (const path of ['/projects/pearl-one-9', 'an agency', '/area-guides/islamabad', '/area-guides/islamabad/f-7', '/blog/marla-and-kanal-explained']) {
      test(`${path} has no moderate, serious or critical violations`, async ({ page }) => {
        const response = await page.goto(path === 'an agency' ? await firstAgencyPath(page) : path);
        expect(response?.status()).toBe(200);
        expect(await barredViolations(page)).toEqual([]);
      });
    }

    test('the open materials panel has no moderate, serious or critical violations', async ({ page }) => {
      await page.goto('/');
      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /Building Materials/ }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Building Materials' }).click();
      }
      await expect(page.getByRole('dialog', { name: 'Building material prices' })).toBeVisible();
      expect(await barredViolations(page)).toEqual([]);
    });
  });
}

test.describe('accessibility of the open drawer', () => {
  test.use({ viewport: PHONE });

  test('the drawer with a group expanded has no moderate, serious or critical violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByText('Rent', { exact: true }).click();
    await expect(drawer.getByRole('link', { name: 'List my home for rent' })).toBeVisible();
    expect(await barredViolations(page)).toEqual([]);
  });
});
