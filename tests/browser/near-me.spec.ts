import { expect, test, type Browser, type Page } from '@playwright/test';
import { withTestDb } from './support/db';
import { api, filters, filtersReady, ISLAMABAD_SALE, shownIds } from './support/results';

// 'Use my location' (decision 098). On the home search the browser's position fills the city and the
// nearest area, which the search then finds listings in; in the results filter it adds the nearest area of
// the city searched, and the results follow. A refusal, or a position far away, says what to do instead.

interface AreaRow {
  id: number;
  name: string;
  lat: number;
  lng: number;
  cityId: number;
  cityName: string;
}

/** A city's best-known area with published listings for sale, as the database has it. */
function areaWithListings(city = 'Lahore'): AreaRow {
  return withTestDb((db) =>
    db
      .prepare(
        `select a.id, a.name, a.lat, a.lng, c.id as cityId, c.name as cityName
         from areas a join cities c on c.id = a.city_id
         where c.name = ? and exists (select 1 from listings l where l.area_id = a.id and l.status = 'published' and l.purpose = 'sale')
         order by a.popularity desc limit 1`,
      )
      .get(city) as AreaRow,
  );
}

/** A page of a fresh browser that reports `position` and may tell it (null: one that may not), closed after. */
async function atPosition(browser: Browser, position: { latitude: number; longitude: number } | null, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext(position ? { geolocation: position, permissions: ['geolocation'] } : {});
  if (!position) await context.clearPermissions();
  try {
    await work(await context.newPage());
  } finally {
    await context.close();
  }
}

test('standing in an area, the search starts from it and finds its listings', async ({ browser }) => {
  const area = areaWithListings();
  await atPosition(browser, { latitude: area.lat + 0.0004, longitude: area.lng - 0.0004 }, async (page) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search properties' });
    await search.getByRole('button', { name: 'Use my location' }).click();
    await expect(search.getByRole('status')).toHaveText(
      new RegExp(`^Nearest area: ${area.name}, Lahore \\((less than 100|\\d+) m away\\)\\. Press Search, or pick another area\\.$`),
    );
    await expect(search.getByRole('combobox', { name: 'City' })).toHaveValue(String(area.cityId));
    await expect(search.getByRole('combobox', { name: 'Area' })).toHaveValue(area.name);
    // The next nearest areas of that city are offered as the area box's suggestions.
    const suggestions = await search.locator('#search-area-suggestions option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(suggestions[0]).toBe(area.name);
    expect(suggestions.length).toBeGreaterThan(1);

    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/sale/residential-properties-for-sale-[a-z0-9-]+-lahore-${area.cityId}-${area.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Residential properties for sale in ${area.name}, Lahore`);
  });
});

test('near an area of a city the menu does not list, the city joins the menu and the search goes there', async ({ browser }) => {
  const area = withTestDb((db) =>
    db
      .prepare(
        `select a.id, a.name, a.lat, a.lng, c.id as cityId, c.name as cityName
         from areas a join cities c on c.id = a.city_id
         where c.is_top = 0 and exists (select 1 from listings l where l.area_id = a.id and l.status = 'published' and l.purpose = 'rent')
         order by a.id limit 1`,
      )
      .get() as AreaRow,
  );
  await atPosition(browser, { latitude: area.lat, longitude: area.lng }, async (page) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search properties' });
    const city = search.getByRole('combobox', { name: 'City' });
    await expect(city.getByRole('option', { name: area.cityName })).toHaveCount(0);
    await search.getByRole('button', { name: 'Use my location' }).click();
    await expect(search.getByRole('status')).toContainText(`Nearest area: ${area.name}, ${area.cityName} (`);
    await expect(city).toHaveValue(String(area.cityId));
    await search.getByText('Rent', { exact: true }).click();
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Residential properties for rent in ${area.name}, ${area.cityName}`);
    await expect(page).toHaveURL(new RegExp(`/rent/residential-properties-for-rent-[a-z0-9-]+-${area.cityId}-${area.id}$`));
  });
});

test('where the browser may not tell, the search says so and the form stays as it was', async ({ browser }) => {
  await atPosition(browser, null, async (page) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search properties' });
    const city = await search.getByRole('combobox', { name: 'City' }).inputValue();
    await search.getByRole('button', { name: 'Use my location' }).click();
    await expect(search.getByRole('status')).toHaveText('Basera cannot see your location. Allow it for this site in your browser, or type an area.');
    await expect(search.getByRole('combobox', { name: 'City' })).toHaveValue(city);
    await expect(search.getByRole('combobox', { name: 'Area' })).toHaveValue('');
    await expect(search.getByRole('button', { name: 'Use my location' })).toBeEnabled();
  });
});

test('far from every area, the search says none is near', async ({ browser }) => {
  await atPosition(browser, { latitude: 51.5, longitude: -0.12 }, async (page) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search properties' });
    await search.getByRole('button', { name: 'Use my location' }).click();
    await expect(search.getByRole('status')).toHaveText('No area on Basera is near you yet. Type an area or pick a city instead.');
    await expect(search.getByRole('combobox', { name: 'Area' })).toHaveValue('');
  });
});

test('when the nearby areas cannot be loaded, the search says so and the button works again', async ({ browser }) => {
  await atPosition(browser, { latitude: 31.52, longitude: 74.35 }, async (page) => {
    await page.route('**/api/search/nearestAreas?**', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search properties' });
    await search.getByRole('button', { name: 'Use my location' }).click();
    await expect(search.getByRole('status')).toHaveText('Nearby areas could not be loaded. Check your connection and try again.');
    await expect(search.getByRole('button', { name: 'Use my location' })).toBeEnabled();
  });
});

test.describe('in the results filter', () => {
  test('adds the area someone stands in and shows its listings, as the database has them', async ({ browser }) => {
    const area = areaWithListings('Islamabad');
    await atPosition(browser, { latitude: area.lat, longitude: area.lng }, async (page) => {
      await page.goto(ISLAMABAD_SALE);
      await filtersReady(page);
      await filters(page).getByRole('button', { name: 'Use my location' }).click();
      await expect(filters(page).getByRole('status')).toHaveText(`Added ${area.name}, the nearest area (less than 100 m away).`);
      await expect(page).toHaveURL(new RegExp(`-${area.cityId}-${area.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Residential properties for sale in ${area.name}, Islamabad`);
      const expected = await api(page, `cityId=${area.cityId}&purpose=sale&category=residential&areaId=${area.id}`);
      expect(expected.listings.length).toBeGreaterThan(0);
      expect(await shownIds(page)).toEqual(expected.listings.map((l) => l.id));
    });
  });

  test('near another city, says which and leaves the search as it is', async ({ browser }) => {
    const lahore = areaWithListings('Lahore');
    await atPosition(browser, { latitude: lahore.lat, longitude: lahore.lng }, async (page) => {
      await page.goto(ISLAMABAD_SALE);
      await filtersReady(page);
      await filters(page).getByRole('button', { name: 'Use my location' }).click();
      await expect(filters(page).getByRole('status')).toHaveText(
        `The nearest area, ${lahore.name}, is in Lahore. Choose Lahore as the city to search there.`,
      );
      // The filter searches a second after a change; nothing changed, so the page stays.
      await page.waitForTimeout(1500);
      await expect(page).toHaveURL(new RegExp(`${ISLAMABAD_SALE}$`));
    });
  });
});
