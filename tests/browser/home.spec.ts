import { expect, test, type Locator, type Page } from '@playwright/test';

// The home page's newest listings, popular areas and this browser's recent searches, each checked
// against what the API (and so the database) says.

interface CityListings {
  city: { id: number; name: string };
  listings: Array<{ id: number; purpose: string }>;
}
interface CityAreas {
  city: { id: number; name: string };
  areas: Array<{ id: number; name: string }>;
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** The listing ids a list of cards shows, in order. */
async function cardIds(list: Locator): Promise<number[]> {
  const hrefs = await list.getByRole('heading').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

test('the home page names what Basera offers for search engines and for shared links', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Property for sale and rent in Pakistan · Basera');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Property for sale and rent in Pakistan · Basera');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /for sale and rent across Pakistan/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});

test('the newest listings of a main city show for sale or for rent, as the API says', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'New on Basera' });
  const forSale = section.getByRole('list', { name: 'New properties for sale in Islamabad' });
  const [islamabad] = await apiJson<CityListings[]>(page, '/api/data/property/topCitiesProperties?purpose=sale&cityIds[0]=1&top=8');
  expect(islamabad.listings.length).toBeGreaterThan(0);
  expect(await cardIds(forSale)).toEqual(islamabad.listings.map((l) => l.id));

  await section.getByRole('navigation', { name: 'Purpose' }).getByRole('link', { name: 'For rent' }).click();
  await section.getByRole('navigation', { name: 'City' }).getByRole('link', { name: 'Lahore' }).click();
  await expect(page).toHaveURL(/\/\?purpose=rent&city=2#new-listings$/);
  const cityLinks = section.getByRole('navigation', { name: 'City' }).getByRole('link');
  await expect(cityLinks.and(page.locator('[aria-current="page"]'))).toHaveText('Lahore');
  const [lahore] = await apiJson<CityListings[]>(page, '/api/data/property/topCitiesProperties?purpose=rent&cityIds[0]=2&top=8');
  const forRent = section.getByRole('list', { name: 'New properties for rent in Lahore' });
  expect(await cardIds(forRent)).toEqual(lahore.listings.map((l) => l.id));

  await section.getByRole('link', { name: 'All homes for rent in Lahore' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residential properties for rent in Lahore');
});

test('an address the section does not know shows the defaults, not an error', async ({ page }) => {
  const res = await page.goto('/?purpose=lease&city=99999');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('list', { name: 'New properties for sale in Islamabad' })).toBeVisible();
});

test('popular areas of the top cities lead to the homes for sale there', async ({ page }) => {
  await page.goto('/');
  const [, lahore] = await apiJson<CityAreas[]>(page, '/api/data/cities/topAreasByCities?perCity=6');
  const areas = page.getByRole('region', { name: 'Popular areas' }).getByRole('navigation', { name: `Popular areas in ${lahore.city.name}` });
  await expect(areas.getByRole('link')).toHaveText(lahore.areas.map((a) => a.name));
  await areas.getByRole('link', { name: lahore.areas[0].name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Residential properties for sale in ${lahore.areas[0].name}, ${lahore.city.name}`);
  await expect(page).toHaveURL(new RegExp(`-${lahore.city.id}-${lahore.areas[0].id}$`));
});

test("this browser's recent searches show on the home page, newest first, and lead back to them", async ({ page }) => {
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Your recent searches' });
  await expect(recent, 'a browser that searched nothing yet sees no such section').toBeHidden();

  const lahoreRent = '/rent/residential-properties-for-rent-lahore-2';
  await page.goto(lahoreRent);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residential properties for rent in Lahore');
  await page.goto('/sale/residential-properties-for-sale-islamabad-1?bed=3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residential properties for sale in Islamabad');

  await page.goto('/');
  await expect(recent).toBeVisible();
  await expect(recent.getByRole('link')).toHaveText(['Residential properties for sale in Islamabad', 'Residential properties for rent in Lahore']);
  await expect(recent.getByRole('link').first()).toHaveAttribute('href', '/sale/residential-properties-for-sale-islamabad-1?bed=3');
  await recent.getByRole('link', { name: 'Residential properties for rent in Lahore' }).click();
  await expect(page).toHaveURL(lahoreRent);
});

test.describe('the home search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('honours purpose, city, category and area', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search properties' });
    await search.getByText('Rent', { exact: true }).click();
    await search.getByLabel('City').selectOption({ label: 'Lahore' });
    await search.getByLabel('Category').selectOption({ label: 'Commercial' });
    await search.getByLabel('Area').fill('Gulberg');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/rent\/commercial-properties-for-rent-gulberg-lahore-2-\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gulberg');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lahore');
  });

  test('a partial area name several areas match shows the city and offers those areas', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search properties' });
    await search.getByLabel('City').selectOption({ label: 'Lahore' });
    await search.getByLabel('Area').fill('dha');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/sale\/residential-properties-for-sale-lahore-2\?area=dha$/);
    const matches = page.getByRole('list', { name: 'Areas matching "dha"' });
    await expect(matches.getByRole('link')).toHaveCount(3);
    for (const name of ['DHA Phase 5', 'DHA Phase 6', 'DHA Phase 8']) await expect(matches.getByRole('link', { name, exact: true })).toBeVisible();
    await matches.getByRole('link', { name: 'DHA Phase 5' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DHA Phase 5');
  });
});
