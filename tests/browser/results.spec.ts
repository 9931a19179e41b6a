import { expect, test, type Response } from '@playwright/test';
import { formatKb, measurePageJs } from './support/js-size';
import { api, filters, filtersReady, ISLAMABAD_SALE, shownIds } from './support/results';

// The listing results: sort, paging, the address round trip, 404s, the empty state, currency, the map,
// no-JS use and the JavaScript budget. The filters have results-filters.spec.ts.

const JS_BUDGET = 90 * 1024;

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
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('the place, and one property type there, are for search engines; other variants are not', async ({ page }) => {
    const robots = page.locator('meta[name="robots"]');
    await page.goto(`${ISLAMABAD_SALE}?type=house`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Islamabad');
    await expect(robots).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${ISLAMABAD_SALE}\\?type=house$`));
    for (const variant of ['?type=house&bed=3', '?sort=price-asc', '?minPrice=5000000']) {
      await page.goto(`${ISLAMABAD_SALE}${variant}`);
      await expect(robots, variant).toHaveAttribute('content', 'noindex, nofollow');
    }
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

  test('a short answer goes out as it is, its length said, not through a compression stream', async ({ request }) => {
    const answer = await request.get('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-encoding']).toBeUndefined();
    expect(answer.headers()['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers()['content-length'])).toBe((await answer.body()).length);
  });

  test('the page’s scripts and styles arrive as the build compressed them, their length said', async ({ page, request }) => {
    await page.goto(ISLAMABAD_SALE);
    const files = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"], script[src]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? ''),
    );
    let compressed = 0;
    for (const file of files.filter((f) => f.startsWith('/_astro/'))) {
      const plain = await request.get(file, { headers: { 'accept-encoding': 'identity' } });
      if (Number(plain.headers()['content-length']) < 1024) continue; // too small to be worth compressing
      const answer = await request.get(file, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(answer.headers()['content-encoding'], file).toBe('br');
      expect(answer.headers()['content-type'], file).toBe(plain.headers()['content-type']);
      expect(Number(answer.headers()['content-length']), file).toBeLessThan(Number(plain.headers()['content-length']));
      expect(await answer.text(), file).toBe(await plain.text());
      compressed += 1;
    }
    expect(compressed).toBeGreaterThan(0);
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

    const none = await page.request.get(`${ISLAMABAD_SALE}?minPrice=10000000000&page=3`, { maxRedirects: 0 });
    expect(none.status()).toBe(302);
    expect(none.headers().location).toBe(`${ISLAMABAD_SALE}?minPrice=10000000000`);
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

  test('rent prices on cards say /month, as the listing page does, on results and on the home page', async ({ page }) => {
    for (const path of ['/rent/residential-properties-for-rent-islamabad-1', '/?purpose=rent']) {
      await page.goto(path);
      const prices = await page.locator('.listing-card .price').allTextContents();
      expect(prices.length, path).toBeGreaterThan(0);
      for (const price of prices) expect(price, path).toMatch(/^PKR .+ \/month$/);
    }
    await page.goto(ISLAMABAD_SALE);
    const sale = await page.locator('.listing-card .price').allTextContents();
    expect(sale.some((price) => price.includes('/month'))).toBe(false);
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
    // A pin per listing, labelled with the price its card shows without the 'PKR' every card repeats;
    // pins that would cover each other are one pin that counts them.
    const pins = map.getByRole('button', { name: /^[\d.,]+( (Lac|Crore|Arab))?$/ });
    const groups = map.getByRole('button', { name: /^\d+ listings$/ });
    const pinned = async () => (await pins.count()) + (await groups.allTextContents()).reduce((sum, label) => sum + parseInt(label, 10), 0);
    await expect.poll(() => groups.count()).toBeGreaterThan(0);
    expect(await pinned()).toBe(count);
    // A group, pressed from the keyboard, zooms in until its listings part, each still pinned once.
    const before = (await pins.count()) + (await groups.count());
    await groups.first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await pins.count()) + (await groups.count())).toBeGreaterThan(before);
    expect(await pinned()).toBe(count);
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

  test('the map is drawn on Basera’s own tiles, which name the places, and nothing loads from elsewhere', async ({ page, baseURL }) => {
    const tiles: Array<Promise<{ status: number; type: string; body: string }>> = [];
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(`${baseURL}/`) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    const onTile = (response: Response) => {
      if (new URL(response.url()).pathname.startsWith('/map-tiles/')) {
        tiles.push(response.text().then((body) => ({ status: response.status(), type: response.headers()['content-type'] ?? '', body })));
      }
    };
    page.on('response', onTile);
    await page.goto(ISLAMABAD_SALE);
    await page.getByText(/^Show these \d+ listings on a map$/).click();
    const map = page.getByRole('region', { name: /^Map of \d+ listings$/ });
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    // Tiles keep coming as the map settles: the ones read so far are checked, and a tile still on its way
    // when the test ends is not read from a closed page.
    page.off('response', onTile);
    const answers = await Promise.all(tiles);
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.type).toContain('image/svg+xml');
    }
    expect(answers.some((a) => a.body.includes('>Islamabad</text>'))).toBe(true);
    // Basera's own tiles ask for no credit; OpenStreetMap's are not used, so it is not credited.
    await expect(map.getByText('OpenStreetMap')).toHaveCount(0);
    expect(elsewhere).toEqual([]);
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
