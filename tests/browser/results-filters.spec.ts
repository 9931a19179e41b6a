import { expect, test, type Page } from '@playwright/test';
import { api, filters, filtersReady, ISLAMABAD_SALE, shownIds } from './support/results';
import { noteGivenBack, timesGivenBack, withBackForwardCache } from './support/back-forward-cache';

// The filter island of the results page: every filter changes the listings shown as the search API
// (and so the database) says it should, areas from suggestions, and the island waking on first use.

test.describe('results filters', () => {
  test('every filter changes the listings as the database says', async ({ page }) => {
    test.setTimeout(120_000);
    const cases: Array<{ name: string; act: (p: Page) => Promise<unknown>; url: RegExp; query: string }> = [
      {
        name: 'min price',
        act: (p) => filters(p).getByLabel('Min price (PKR)', { exact: true }).selectOption('10000000'),
        url: /minPrice=10000000/,
        query: 'cityId=1&purpose=sale&minPrice=10000000',
      },
      {
        name: 'max price',
        act: (p) => filters(p).getByLabel('Max price (PKR)', { exact: true }).selectOption('50000000'),
        url: /maxPrice=50000000/,
        query: 'cityId=1&purpose=sale&maxPrice=50000000',
      },
      { name: 'beds', act: (p) => filters(p).getByLabel('Beds', { exact: true }).selectOption('3'), url: /bed=3/, query: 'cityId=1&purpose=sale&bed=3' },
      { name: 'type', act: (p) => filters(p).getByLabel('Type', { exact: true }).selectOption('house'), url: /type=house/, query: 'cityId=1&purpose=sale&type=house' },
      {
        name: 'category',
        act: (p) => filters(p).getByLabel('Category', { exact: true }).selectOption('plot'),
        url: /\/sale\/plot-properties-for-sale-islamabad-1/,
        query: 'cityId=1&purpose=sale&category=plot',
      },
      {
        name: 'purpose',
        act: (p) => filters(p).getByText('Rent', { exact: true }).click(),
        url: /\/rent\/residential-properties-for-rent-islamabad-1/,
        query: 'cityId=1&purpose=rent',
      },
      {
        name: 'city',
        act: (p) => filters(p).getByLabel('City', { exact: true }).selectOption({ label: 'Lahore' }),
        url: /\/sale\/residential-properties-for-sale-lahore-2/,
        query: 'cityId=2&purpose=sale',
      },
      {
        name: 'sort',
        act: (p) => filters(p).getByLabel('Sort by', { exact: true }).selectOption('price-asc'),
        url: /sort=price-asc/,
        query: 'cityId=1&purpose=sale&sort=price-asc',
      },
      {
        name: 'baths',
        act: async (p) => {
          await filters(p).getByText('More filters').click();
          await filters(p).getByLabel('Baths', { exact: true }).selectOption('2');
        },
        url: /bath=2/,
        query: 'cityId=1&purpose=sale&bath=2',
      },
      {
        name: 'size',
        act: async (p) => {
          await filters(p).getByText('More filters').click();
          await filters(p).getByLabel('Min size', { exact: true }).fill('10');
        },
        url: /minSize=10/,
        query: 'cityId=1&purpose=sale&minSize=10',
      },
      {
        name: 'size in square feet, with no maximum',
        act: async (p) => {
          await filters(p).getByText('More filters').click();
          await filters(p).getByLabel('Size unit', { exact: true }).selectOption('sqft');
          await filters(p).getByLabel('Min size', { exact: true }).fill('1000');
        },
        url: /unit=sqft&minSize=1000(&|$)/,
        query: 'cityId=1&purpose=sale&unit=sqft&minSize=1000',
      },
      {
        name: 'condition',
        act: async (p) => {
          await filters(p).getByText('More filters').click();
          await filters(p).getByLabel('Condition', { exact: true }).selectOption('good');
        },
        url: /condition=good/,
        query: 'cityId=1&purpose=sale&condition=good',
      },
      {
        name: 'verified only',
        act: async (p) => {
          await filters(p).getByText('More filters').click();
          await filters(p).getByLabel('Verified only', { exact: true }).check();
        },
        url: /verified=1/,
        query: 'cityId=1&purpose=sale&verified=1',
      },
      {
        name: 'features',
        act: async (p) => {
          await filters(p).getByText('More filters').click();
          await filters(p).getByRole('group', { name: 'Utilities' }).getByLabel('Gas', { exact: true }).check();
        },
        url: /features=gas/,
        query: 'cityId=1&purpose=sale&features=gas',
      },
      {
        name: 'sub-types',
        act: async (p) => {
          await filters(p).getByText('More filters').click();
          const group = filters(p).getByRole('group', { name: 'Sub-types' });
          await group.getByLabel('Flat', { exact: true }).check();
          await group.getByLabel('Upper Portion', { exact: true }).check();
        },
        url: /subtypes=flat%2Cupper-portion|subtypes=flat,upper-portion/,
        query: 'cityId=1&purpose=sale&subtypes=flat,upper-portion',
      },
    ];
    for (const c of cases) {
      await test.step(c.name, async () => {
        await page.goto(ISLAMABAD_SALE);
        await filtersReady(page);
        await c.act(page);
        await page.waitForURL(c.url, { timeout: 10_000 });
        const expected = await api(page, c.query);
        expect(expected.listings.length, `${c.name} finds listings`).toBeGreaterThan(0);
        expect(await shownIds(page), c.name).toEqual(expected.listings.map((l) => l.id));
        expect(new URL(page.url()).searchParams.get('page'), 'a changed filter starts at page 1').toBeNull();
      });
    }
  });

  test('areas are chosen from suggestions, several at once, and remembered as recent locations', async ({ page }) => {
    const suggestions = (await (await page.request.get('/api/search/cityArea?searchQuery=f&cityId=1')).json()) as Array<{ id: number; name: string }>;
    expect(suggestions.length, 'the demo data has two Islamabad areas with an f').toBeGreaterThanOrEqual(2);
    await page.goto(ISLAMABAD_SALE);
    await filtersReady(page);
    const box = page.getByRole('combobox', { name: 'Search areas', exact: true });
    await box.fill('f');
    await page.getByRole('option', { name: suggestions[0].name, exact: true }).click();
    await box.fill('f');
    await page.getByRole('option', { name: suggestions[1].name, exact: true }).click();
    await page.waitForURL(new RegExp(`-1-${suggestions[0].id}\\?areas=${suggestions[1].id}`));
    const expected = await api(page, `cityId=1&purpose=sale&areaId=${suggestions[0].id},${suggestions[1].id}`);
    expect(await shownIds(page)).toEqual(expected.listings.map((l) => l.id));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(suggestions[0].name);

    const recent = await page.evaluate(() => JSON.parse(localStorage.getItem('basera:recentLocations') ?? 'null'));
    expect(recent.value.map((r: { id: number }) => r.id)).toEqual([suggestions[0].id, suggestions[1].id]);
    // The new page records the search as it loads.
    const latestSearch = () => page.evaluate(() => JSON.parse(localStorage.getItem('basera:recentSearches') ?? 'null')?.value?.[0] ?? null);
    await expect.poll(latestSearch).toMatchObject({ cityId: 1, areaId: suggestions[0].id, category: 'recent' });
  });

  test('suggestions for words no longer in the box cannot be picked', async ({ page }) => {
    await page.goto('/sale/residential-properties-for-sale-lahore-2');
    await filtersReady(page);
    const box = page.getByRole('combobox', { name: 'Search areas', exact: true });
    await box.fill('dha');
    await expect(page.getByRole('option', { name: 'DHA Phase 6', exact: true })).toBeVisible();
    await box.fill('gulb');
    await expect(page.getByRole('option', { name: 'DHA Phase 6', exact: true })).toHaveCount(0);
    await box.press('Enter');
    // The answer for the new words arrives; nothing was added meanwhile.
    await expect(page.getByRole('option', { name: 'Gulberg', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove DHA Phase 6' })).toHaveCount(0);
    await expect(box).toHaveValue('gulb');
    expect(new URL(page.url()).pathname).toBe('/sale/residential-properties-for-sale-lahore-2');
  });

  test('the filters wake only when used, and a choice made before they woke still searches', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(ISLAMABAD_SALE);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /Filters|client\./.test(path)), 'no filter or React code before use').toEqual([]);
    await expect(page.getByRole('combobox', { name: 'Search areas', exact: true })).toHaveCount(0);
    // Chosen straight away, before React runs: the plain area select and the beds select both count.
    const area = (await (await page.request.get('/api/search/cityArea?searchQuery=f&cityId=1')).json())[0] as { id: number; name: string };
    await filters(page).getByRole('combobox', { name: 'Areas', exact: true }).selectOption(String(area.id));
    await filters(page).getByLabel('Beds', { exact: true }).selectOption('3');
    await page.waitForURL(new RegExp(`-1-${area.id}\\?bed=3$`), { timeout: 10_000 });
    const expected = await api(page, `cityId=1&purpose=sale&areaId=${area.id}&bed=3`);
    expect(await shownIds(page)).toEqual(expected.listings.map((l) => l.id));
  });

  test('a choice made in the moment the filters wake is kept', async ({ page }) => {
    // The beds are picked right as React starts hydrating the form (the island has just dropped its ssr
    // mark, and React has not rendered yet): a person's pick at that moment, made here on the dot.
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        const island = changes.find((c) => c.attributeName === 'ssr' && (c.target as Element).querySelector('[name="bed"]'))?.target as Element | undefined;
        if (!island) return;
        observer.disconnect();
        const beds = island.querySelector<HTMLSelectElement>('select[name="bed"]')!;
        beds.value = '3';
        beds.dispatchEvent(new Event('input', { bubbles: true }));
        beds.dispatchEvent(new Event('change', { bubbles: true }));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
    });
    await page.goto(ISLAMABAD_SALE);
    await page.waitForLoadState('networkidle');
    const area = (await (await page.request.get('/api/search/cityArea?searchQuery=f&cityId=1')).json())[0] as { id: number };
    await filters(page).getByRole('combobox', { name: 'Areas', exact: true }).selectOption(String(area.id));
    await page.waitForURL(new RegExp(`-1-${area.id}\\?bed=3$`), { timeout: 10_000 });
  });
  test('a range the wrong way round says so, holds the search, and searches once it is fixed', async ({ page }) => {
    // As an address (a shared link, or the form sent without JavaScript): the server's form says it too.
    const shared = await (await page.request.get(`${ISLAMABAD_SALE}?minPrice=50000000&maxPrice=10000000`)).text();
    expect(shared).toContain('Maximum should be greater than minimum');

    await page.goto(`${ISLAMABAD_SALE}?maxPrice=50000000`);
    await filtersReady(page);
    const minPrice = filters(page).getByLabel('Min price (PKR)', { exact: true });
    await minPrice.selectOption('100000000');
    await expect(filters(page).getByRole('alert')).toHaveText('Min price: Minimum should be less than maximum');
    await expect(minPrice).toHaveAttribute('aria-invalid', 'true');
    // Longer than the pause after which a change searches: nothing is searched.
    await page.waitForTimeout(1_500);
    expect(new URL(page.url()).searchParams.get('minPrice')).toBeNull();
    await filters(page).getByRole('button', { name: 'Search' }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).searchParams.get('minPrice')).toBeNull();

    await minPrice.selectOption('10000000');
    await expect(filters(page).getByRole('alert')).toHaveCount(0);
    await page.waitForURL(/minPrice=10000000&maxPrice=50000000/, { timeout: 10_000 });
    const expected = await api(page, 'cityId=1&purpose=sale&minPrice=10000000&maxPrice=50000000');
    expect(expected.listings.length).toBeGreaterThan(0);
    expect(await shownIds(page)).toEqual(expected.listings.map((l) => l.id));

    // Sizes: the same message under the size, and no exponent or sign typed into a bound.
    await filtersReady(page);
    await filters(page).getByText('More filters').click();
    const minSize = filters(page).getByLabel('Min size', { exact: true });
    const maxSize = filters(page).getByLabel('Max size', { exact: true });
    await minSize.fill('10');
    await maxSize.fill('');
    await maxSize.pressSequentially('-5e');
    await expect(maxSize).toHaveValue('5');
    await expect(filters(page).getByRole('alert')).toHaveText('Max size: Maximum should be greater than minimum');
    await expect(maxSize).toHaveAttribute('aria-invalid', 'true');
    await maxSize.fill('20');
    await page.waitForURL(/minSize=10&maxSize=20/, { timeout: 10_000 });
  });

  test('back from a search the form led to, the form shows the results on screen, and the next change searches from them', async ({ page }) => {
    await backFromBeds(page, () => page.goBack());
  });
});

/**
 * Chooses 3 beds on the Islamabad results, goes `back` to them, and checks the form says what the results
 * show, and that the next choice searches from there, not with the beds the visitor went back from.
 */
async function backFromBeds(page: Page, back: () => Promise<unknown>) {
  await page.goto(ISLAMABAD_SALE);
  await filtersReady(page);
  const beds = filters(page).getByLabel('Beds', { exact: true });
  await beds.selectOption('3');
  await page.waitForURL(/\?bed=3$/, { timeout: 10_000 });

  await back();
  await expect(page).toHaveURL(new RegExp(`${ISLAMABAD_SALE}$`));
  const all = await api(page, 'cityId=1&purpose=sale');
  expect(await shownIds(page)).toEqual(all.listings.map((l) => l.id));
  await expect(beds).toHaveValue('Any');

  await filters(page).getByLabel('Min price (PKR)', { exact: true }).selectOption('10000000');
  await page.waitForURL(/\?minPrice=10000000$/, { timeout: 10_000 });
}

withBackForwardCache('back to results kept whole by the browser, the filters show those results, not the choice that led away', async ({ page }) => {
  await noteGivenBack(page);
  await backFromBeds(page, async () => {
    // A page given back whole fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => timesGivenBack(page), { message: 'the page came back from the back/forward cache' }).toBe(1);
  });
});
