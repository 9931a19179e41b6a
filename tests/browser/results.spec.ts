import { expect, test, type Page } from '@playwright/test';
import { formatKb, measurePageJs } from './support/js-size';

// The listing results: every filter changes the listings shown as the search API (and so the
// database) says it should, sort, paging, the address round trip, 404s, the empty state, no-JS use
// and the JavaScript budget.

const ISLAMABAD_SALE = '/sale/residential-properties-for-sale-islamabad-1';
const JS_BUDGET = 90 * 1024;

interface ApiPage {
  listings: Array<{ id: number; price: number; beds: number | null; verified: boolean; areaId: number; type: string }>;
  total: number;
  pageCount: number;
}

/** The listing ids the page shows, in order. */
async function shownIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

/** What the search API answers for a query: the database's view of the same filter. */
async function api(page: Page, query: string): Promise<ApiPage> {
  const res = await page.request.get(`/api/search/listings?${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiPage;
}

const filters = (page: Page) => page.getByRole('search', { name: 'Filter listings' });

/** Wakes the filter island as a visitor's pointer would, and waits for it (its area box only exists then). */
async function filtersReady(page: Page) {
  await filters(page).getByRole('button', { name: 'Search' }).hover();
  await expect(page.getByRole('combobox', { name: 'Search areas', exact: true })).toBeVisible();
}

test.describe('results page', () => {
  test('shows the first page of the search, with count, heading and SEO head', async ({ page }) => {
    const expected = await api(page, 'cityId=1&purpose=sale');
    const response = await page.goto(ISLAMABAD_SALE);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residential properties for sale in Islamabad');
    await expect(page).toHaveTitle(/Residential properties for sale in Islamabad/);
    expect(await shownIds(page)).toEqual(expected.listings.map((l) => l.id));
    await expect(page.getByRole('main')).toContainText(`${expected.total.toLocaleString('en-US')} propert`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${ISLAMABAD_SALE}$`));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('the page and the search API arrive compressed, whole, and read the same', async ({ request }) => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await request.get('/api/search/listings?cityId=1&purpose=sale', { headers: { 'accept-encoding': encoding } });
      expect(answer.headers()['content-encoding'], encoding).toBe(encoding);
      expect(Number(answer.headers()['content-length']), encoding).toBeGreaterThan(0);
      const plain = await request.get('/api/search/listings?cityId=1&purpose=sale', { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers()['content-encoding']).toBeUndefined();
      expect(await answer.json()).toEqual(await plain.json());
      const page = await request.get(ISLAMABAD_SALE, { headers: { 'accept-encoding': encoding } });
      expect(page.headers()['content-encoding'], encoding).toBe(encoding);
      expect(await page.text()).toContain('Residential properties for sale in Islamabad');
    }
  });

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

  test('sorts by price both ways', async ({ page }) => {
    for (const sort of ['price-asc', 'price-desc'] as const) {
      const expected = await api(page, `cityId=1&purpose=sale&sort=${sort}`);
      await page.goto(`${ISLAMABAD_SALE}?sort=${sort}`);
      expect(await shownIds(page)).toEqual(expected.listings.map((l) => l.id));
      const prices = expected.listings.map((l) => l.price);
      expect(prices).toEqual([...prices].sort((a, b) => (sort === 'price-asc' ? a - b : b - a)));
    }
  });

  test('pages with numbered links and prev/next', async ({ page }) => {
    const first = await api(page, 'cityId=1&purpose=sale&pageSize=5');
    expect(first.pageCount).toBeGreaterThan(1);
    await page.goto(`${ISLAMABAD_SALE}?pageSize=5`);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    const second = await api(page, 'cityId=1&purpose=sale&pageSize=5&page=2');
    expect(await shownIds(page)).toEqual(second.listings.map((l) => l.id));
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /pageSize=5$/);
    await expect(page).toHaveTitle(/- Page 2/);
    await pages.getByRole('link', { name: 'Previous' }).click();
    expect(await shownIds(page)).toEqual(first.listings.map((l) => l.id));
  });

  test('a page past the last is sent on to the last page, an empty search to its first', async ({ page }) => {
    const first = await api(page, 'cityId=1&purpose=sale&pageSize=5');
    const past = await page.request.get(`${ISLAMABAD_SALE}?pageSize=5&page=${first.pageCount + 40}`, { maxRedirects: 0 });
    expect(past.status()).toBe(302);
    expect(past.headers().location).toBe(`${ISLAMABAD_SALE}?pageSize=5&page=${first.pageCount}`);
    await page.goto(`${ISLAMABAD_SALE}?pageSize=5&page=${first.pageCount + 40}`);
    const last = await api(page, `cityId=1&purpose=sale&pageSize=5&page=${first.pageCount}`);
    expect(await shownIds(page)).toEqual(last.listings.map((l) => l.id));
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: `Page ${first.pageCount}` })).toHaveAttribute('aria-current', 'page');

    const none = await page.request.get(`${ISLAMABAD_SALE}?minPrice=999000000000&page=3`, { maxRedirects: 0 });
    expect(none.status()).toBe(302);
    expect(none.headers().location).toBe(`${ISLAMABAD_SALE}?minPrice=999000000000`);
  });

  test('the results address round-trips through the form', async ({ page }) => {
    const address = `${ISLAMABAD_SALE}?sort=price-desc&bed=3&bath=2&type=house&minPrice=5000000&maxPrice=100000000&unit=kanal&minSize=0.5&maxSize=2&condition=good&features=gas`;
    await page.goto(address);
    await filtersReady(page);
    await expect(filters(page).getByLabel('Sort by', { exact: true })).toHaveValue('price-desc');
    await expect(filters(page).getByLabel('Beds', { exact: true })).toHaveValue('3');
    await expect(filters(page).getByLabel('Min price (PKR)', { exact: true })).toHaveValue('5000000');
    await filters(page).getByRole('button', { name: 'Search' }).click();
    await page.waitForLoadState('load');
    const back = new URL(page.url());
    expect(back.pathname).toBe(ISLAMABAD_SALE);
    expect(Object.fromEntries(back.searchParams)).toEqual(Object.fromEntries(new URL(address, 'http://x').searchParams));
  });

  test('unknown cities and areas are a 404 page', async ({ page }) => {
    for (const path of ['/sale/residential-properties-for-sale-atlantis-999', '/sale/residential-properties-for-sale-x-islamabad-1-999999', '/lease/x']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test('an empty search says so and offers wider ones', async ({ page }) => {
    await page.goto(`${ISLAMABAD_SALE}?minPrice=900000000&bed=9`);
    await expect(page.getByRole('heading', { name: 'No properties match this search' })).toBeVisible();
    await page.getByRole('link', { name: 'Any price, beds and baths' }).click();
    await expect(page).toHaveURL(new RegExp(`${ISLAMABAD_SALE}$`));
    expect((await shownIds(page)).length).toBeGreaterThan(0);
  });

  test('prices show in the currency chosen on the results page, on this page and the listing pages', async ({ page }) => {
    const search = `${ISLAMABAD_SALE}?page=2`;
    await page.goto(search);
    const prices = page.getByRole('article').locator('.price');
    await expect(prices.first()).toHaveText(/^PKR /);
    await page.getByLabel('Currency').selectOption('USD');
    await expect(prices.first()).toHaveText(/^\$[\d,.]+$/);
    expect(new URL(page.url()).pathname + new URL(page.url()).search, 'the same search and page').toBe(search);
    expect((await page.context().cookies()).find((c) => c.name === 'currency')?.value).toBe('USD');
    const shown = await prices.allTextContents();
    expect(shown.every((text) => text.startsWith('$')), shown.join(' | ')).toBe(true);

    const [id] = await shownIds(page);
    await page.goto(`/sale/${id}`);
    await expect(page.locator('[data-listing-price]')).toContainText(shown[0]);
    await page.getByLabel('Currency').selectOption('PKR');
    await expect(page.locator('[data-listing-price]')).toContainText('PKR');
    await page.goto(search);
    await expect(prices.first()).toHaveText(/^PKR /);
  });

  test('a listing card leads to its page', async ({ page }) => {
    await page.goto(ISLAMABAD_SALE);
    const [id] = await shownIds(page);
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/sale/${id}$`));
  });

  test('the map pins the listings of the page once it is opened', async ({ page }) => {
    await page.goto(ISLAMABAD_SALE);
    const toggle = page.getByText(/^Show these \d+ listings on a map$/);
    const count = Number((await toggle.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(await page.getByRole('article').count());
    const map = page.getByRole('region', { name: `Map of ${count} listings` });
    await expect(map).toBeHidden();
    await toggle.click();
    await expect(map).toBeVisible();
    // One pin per listing, labelled with the price its card shows, without the 'PKR' every card repeats.
    const pins = map.getByRole('button', { name: /^[\d.,]+( (Lac|Crore|Arab))?$/ });
    await expect(pins).toHaveCount(count);
    const prices = await page.getByRole('article').locator('.price').allTextContents();
    expect(prices).toContain(`PKR ${await pins.first().textContent()}`);
    // A pin's popup, opened from the keyboard, leads to the listing.
    const title = (await pins.first().getAttribute('title')) ?? '';
    await pins.first().focus();
    await page.keyboard.press('Enter');
    const link = map.getByRole('link', { name: title, exact: true });
    await expect(link).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).first();
    await expect(link).toHaveAttribute('href', new URL((await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '', page.url()).href);
  });

  test(`loads at most ${JS_BUDGET / 1024} KB of JavaScript (gzipped) before any interaction`, async ({ page }) => {
    const size = await measurePageJs(page, ISLAMABAD_SALE);
    console.log(`JS on results: ${formatKb(size.totalGzipped)} gzipped (${size.files.map((f) => `${new URL(f.url).pathname} ${formatKb(f.gzipped)}`).join(', ')})`);
    expect(size.totalGzipped).toBeLessThanOrEqual(JS_BUDGET);
    expect(size.files.some((f) => f.url.includes('leaflet'))).toBe(false);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page renders from the address and the form submits as GET', async ({ page }) => {
    await page.goto(ISLAMABAD_SALE);
    expect((await shownIds(page)).length).toBeGreaterThan(0);
    await filters(page).getByLabel('Min price (PKR)', { exact: true }).selectOption('10000000');
    await filters(page).getByLabel('Beds', { exact: true }).selectOption('3');
    await filters(page).getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/minPrice=10000000/);
    expect(new URL(page.url()).pathname).toBe(ISLAMABAD_SALE);
    const expected = await api(page, 'cityId=1&purpose=sale&minPrice=10000000&bed=3');
    expect(await shownIds(page)).toEqual(expected.listings.map((l) => l.id));
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the filter folds to purpose, city and areas so listings show on the first screen, and unfolds without script', async ({ page }) => {
    await page.goto(`${ISLAMABAD_SALE}?bed=3`);
    const form = filters(page);
    await expect(form.getByLabel('Beds', { exact: true })).toBeHidden();
    await expect(form.getByLabel('City', { exact: true })).toBeVisible();
    // The one filter set out of sight is counted on the toggle.
    const toggle = form.getByRole('checkbox', { name: 'All filters (1)' });
    const firstCard = page.getByRole('article').first();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(844);
    await toggle.check();
    await expect(form.getByLabel('Beds', { exact: true })).toHaveValue('3');
    await expect(form.getByLabel('Sort by', { exact: true })).toBeVisible();
  });
});
