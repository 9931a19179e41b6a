import { expect, test, type Page } from '@playwright/test';
import { formatKb, measurePageJs } from './support/js-size';
import { DEMO_PASSWORD, signInByEmail, accountMenu, submitSignIn } from './support/sign-in';

// The reading side of Basera: projects, agencies, area guides, Wanted, building materials and the blog.

async function signIn(page: Page) {
  await signInByEmail(page, 'demo@basera.pk', DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
}

const numbers = (values: Array<string | null>) => values.map((v) => Number(v));

test('the project list filters by city and sorts by price, checked against each card', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects in Islamabad');
  const cards = page.getByTestId('project-list').locator('article');
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first()).toHaveAttribute('data-city', 'Islamabad');

  const filter = page.getByRole('search', { name: 'Find projects' });
  await filter.getByLabel('City').selectOption({ label: 'Lahore' });
  await filter.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
  await filter.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/cityId=2/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects in Lahore');
  const cities = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-city')));
  expect(new Set(cities)).toEqual(new Set(['Lahore']));
  const ascending = numbers(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-min-price'))));
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.goto('/projects?cityId=all&sort=price-desc');
  const descending = numbers(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-min-price'))));
  expect(descending.length).toBeGreaterThan(5);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  // A project ready to move says since when; one still being built, when possession is due.
  const year = new Date().getFullYear();
  const dated = await cards.evaluateAll((els) => els.map((el) => ({ text: el.textContent ?? '' })));
  const ready = dated.filter((c) => /Ready to move/.test(c.text));
  const building = dated.filter((c) => /Under construction|Upcoming/.test(c.text));
  expect(ready.length).toBeGreaterThan(0);
  expect(building.length).toBeGreaterThan(0);
  for (const card of ready) expect(Number(/Ready since \w{3} (\d{4})/.exec(card.text)?.[1])).toBeLessThan(year);
  for (const card of building) expect(Number(/Possession \w{3} (\d{4})/.exec(card.text)?.[1])).toBeGreaterThan(year);

  await filter.getByLabel('Project name').fill('Tower');
  await filter.getByRole('button', { name: 'Search' }).click();
  const names = await page.getByTestId('project-list').getByRole('heading', { level: 2 }).allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/tower/i);
});

const SIZE_LABELS: Record<string, string> = { sqft: 'Sq. Ft.', sqyd: 'Sq. Yd', sqm: 'Sq. M.', marla: 'Marla', kanal: 'Kanal' };

interface ApiUnit { id: number; purpose: 'sale' | 'rent'; sizeUnit: string; minSize: number; maxSize: number; minPrice: number; maxPrice: number }
interface ApiProject { id: number; slug: string; units: ApiUnit[]; images: Array<{ key: string }>; videoIds: string[] }

async function findProject(page: Page, wanted: (project: ApiProject) => boolean): Promise<ApiProject> {
  for (let id = 1; id <= 40; id++) {
    const res = await page.request.get(`/api/data/projects/${id}`);
    if (!res.ok()) continue;
    const project = (await res.json()) as ApiProject;
    if (wanted(project)) return project;
  }
  throw new Error('No demo project fits');
}

test('a project page shows its units and a price range from the cheapest to the dearest unit', async ({ page }) => {
  await page.goto('/projects?cityId=all');
  const first = page.getByTestId('project-list').locator('article').first();
  const [min, max] = numbers([await first.getAttribute('data-min-price'), await first.getAttribute('data-max-price')]);
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/projects\/[a-z0-9-]+-\d+$/);
  const rows = page.getByTestId('project-units').locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  // The range counts the units for sale (monthly rents only when nothing is for sale).
  const units = await rows.evaluateAll((els) => els.map((el) => ({ purpose: el.getAttribute('data-purpose'), min: Number(el.getAttribute('data-min-price')), max: Number(el.getAttribute('data-max-price')) })));
  const counted = units.some((u) => u.purpose === 'sale') ? units.filter((u) => u.purpose === 'sale') : units;
  expect(Math.min(...counted.map((u) => u.min))).toBe(min);
  expect(Math.max(...counted.map((u) => u.max))).toBe(max);
  await expect(page.getByTestId('project-price-range')).toContainText('PKR');
  await expect(page.getByRole('columnheader', { name: 'Size' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Purpose' })).toBeVisible();
  await expect(rows.first()).toContainText(/Sq\. Ft\.|Marla|Kanal/);

  // A stale name in the address leads to the right one.
  const url = new URL(page.url());
  const id = url.pathname.split('-').pop();
  await page.goto(`/projects/old-name-${id}`);
  expect(page.url()).toBe(url.href);
});

test('each unit shows its purpose, its size in its own unit and its prices, as the data holds them', async ({ page }) => {
  const mixed = await findProject(page, (p) => p.units.some((u) => u.purpose === 'rent') && p.units.some((u) => u.purpose === 'sale'));
  const plots = await findProject(page, (p) => p.units.some((u) => u.sizeUnit === 'marla') && p.units.some((u) => u.sizeUnit === 'kanal'));
  for (const project of [mixed, plots]) {
    await page.goto(`/projects/${project.slug}`);
    const rows = page.getByTestId('project-units').locator('tbody tr');
    await expect(rows).toHaveCount(project.units.length);
    for (const [index, unit] of project.units.entries()) {
      const cells = rows.nth(index).getByRole('cell');
      const size = (await cells.nth(0).textContent())!;
      expect(size).toContain(SIZE_LABELS[unit.sizeUnit]);
      // The figures are the stored square feet converted into the unit: '5 Marla', '900 to 1,300 Sq. Ft.'.
      const figures = size.replace(/,/g, '').match(/\d+(?:\.\d+)?/g)!.map(Number);
      expect(figures).toEqual(unit.minSize === unit.maxSize ? [unit.maxSize] : [unit.minSize, unit.maxSize]);
      await expect(cells.nth(1)).toHaveText(unit.purpose === 'rent' ? 'For rent' : 'For sale');
      if (unit.purpose === 'rent') await expect(cells.nth(2)).toContainText('/month');
      else await expect(cells.nth(2)).not.toContainText('/month');
    }
    const sale = project.units.filter((u) => u.purpose === 'sale');
    const res = await page.request.get(`/api/data/projects?projectId=${project.id}`);
    const card = ((await res.json()) as { projects: Array<{ minPrice: number; maxPrice: number }> }).projects[0];
    expect(card.minPrice).toBe(Math.min(...sale.map((u) => u.minPrice)));
    expect(card.maxPrice).toBe(Math.max(...sale.map((u) => u.maxPrice)));
    // Search engines read the same range from the page's structured data.
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const listing = data.map((text) => JSON.parse(text) as { '@type': string; offers?: { lowPrice: number; highPrice: number; priceCurrency: string } }).find((d) => d['@type'] === 'RealEstateListing');
    expect(listing?.offers).toMatchObject({ lowPrice: card.minPrice, highPrice: card.maxPrice, priceCurrency: 'PKR' });
  }
  await expect(page.getByTestId('project-units').getByRole('cell', { name: /Marla$/ }).first()).toBeVisible();
});

test('a project page has a keyboard gallery and video links that load the player only when chosen', async ({ page }) => {
  const project = await findProject(page, (p) => p.videoIds.length > 0 && p.images.length > 2);
  const youtube: string[] = [];
  page.on('request', (request) => {
    if (/youtube|ytimg|googlevideo/.test(request.url())) youtube.push(request.url());
  });
  // The player itself is not fetched in tests: a stand-in answers for it.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }));
  await page.goto(`/projects/${project.slug}`);

  const gallery = page.getByRole('region', { name: /^Pictures of / });
  await expect(gallery.getByRole('img')).toHaveCount(project.images.length);
  await expect(gallery.getByText(`1 / ${project.images.length}`)).toBeVisible();
  await gallery.locator('[data-gallery-track]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText(`2 / ${project.images.length}`)).toBeVisible();
  await gallery.getByRole('button', { name: `Show picture ${project.images.length}` }).click();
  await expect(gallery.getByText(`${project.images.length} / ${project.images.length}`)).toBeVisible();

  const videos = page.getByRole('region', { name: 'Videos' });
  const links = videos.getByRole('link', { name: /^Play video \d+ of \d+:/ });
  await expect(links).toHaveCount(project.videoIds.length);
  await expect(links.first()).toHaveAttribute('href', `https://www.youtube.com/watch?v=${project.videoIds[0]}`);
  expect(await page.locator('iframe').count()).toBe(0);
  expect(youtube).toEqual([]);

  await links.first().focus();
  await page.keyboard.press('Enter');
  const player = videos.locator('iframe');
  await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${project.videoIds[0]}?autoplay=1`);
  await expect(player).toHaveAttribute('title', new RegExp(`^Video 1 of ${project.videoIds.length}:`));
  await expect(player).toBeFocused();
  expect(page.url()).toContain(`/projects/${project.slug}`);
});

test('an unknown city in the project list is read as all cities: heading, choice and projects agree', async ({ page }) => {
  await page.goto('/projects?cityId=all');
  const all = await page.getByTestId('project-list').locator('article').count();
  await page.goto('/projects?cityId=99');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects across Pakistan');
  await expect(page.getByRole('search', { name: 'Find projects' }).getByLabel('City')).toHaveValue('all');
  await expect(page.getByTestId('project-list').locator('article')).toHaveCount(all);
  await expect(page.getByText('No projects match')).toHaveCount(0);
});

test('a wrong value in a project or agency address is dropped alone: the city asked for still stands', async ({ page }) => {
  await page.goto('/projects?cityId=2&sort=cheapest&page=abc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects in Lahore');
  await expect(page.getByRole('search', { name: 'Find projects' }).getByLabel('City')).toHaveValue('2');
  await page.goto('/agencies?cityId=2&q=Capital&sort=oldest&page=-3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property agencies in Lahore');
  await expect(page.getByRole('search', { name: 'Find agencies' }).getByRole('combobox', { name: 'Agency name' })).toHaveValue('Capital');
});

test("a signed-in person's project inquiry and Wanted form start with the name their account holds", async ({ page }) => {
  await page.goto('/projects/pearl-one-9');
  await signIn(page);
  // The account menu is named after the person (the name kept with their account).
  const name = (await accountMenu(page).getAttribute('aria-label'))!.match(/^Account menu \((.+)\)$/)![1];
  expect(name).not.toContain('@');
  const inquiry = page.getByRole('complementary').locator('form');
  await expect(inquiry.getByLabel('Name')).toHaveValue(name);
  await expect(inquiry.getByLabel('E-mail (optional)')).toHaveValue('demo@basera.pk');
  await page.goto('/wanted');
  await expect(page.locator('[data-wanted-form]').getByLabel('Your name')).toHaveValue(name);
});

test('the project inquiry keeps the keyboard where the person is: on the thanks, or back on Send after a refusal', async ({ page }) => {
  await page.goto('/projects/pearl-one-9');
  const form = page.getByRole('complementary').locator('form', { has: page.getByRole('heading', { name: 'Ask the developer' }) });
  await form.getByLabel('Name').fill('Keyboard Buyer');
  await form.getByLabel('Phone').fill('03001234567');
  const send = form.getByRole('button', { name: 'Send inquiry' });

  // Refused (too many inquiries from this address): the message shows and Send still has the focus.
  await page.route('**/api/data/projects/inquiry', (route) =>
    route.fulfill({ status: 429, contentType: 'application/problem+json', body: JSON.stringify({ status: 429, detail: 'You have sent several inquiries in a short time. Please try again in a few minutes.', errors: {} }) }));
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-toast-area]')).toContainText('You have sent several inquiries');
  await expect(send).toBeFocused();

  await page.unroute('**/api/data/projects/inquiry');
  await page.keyboard.press('Enter');
  const thanks = form.getByRole('status');
  await expect(thanks).toHaveText('Thank you. Your inquiry has been sent.');
  await expect(thanks).toBeFocused();
});

test('a signed-in person likes a project and finds it among liked projects', async ({ page }) => {
  await page.goto('/projects?cityId=all');
  await signIn(page);
  await page.getByTestId('project-list').locator('article').nth(1).getByRole('link').click();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const like = page.locator('[data-project-like]');
  await expect(like).toHaveAttribute('data-like-live', '');
  if ((await like.getAttribute('aria-pressed')) === 'true') {
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  }
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  // The like's toast: the store raises it, the shell loads its toast code for it.
  await expect(page.locator('[data-toast-polite]')).toContainText('Added to your liked projects');
  await page.goto('/projects?liked=1');
  await expect(page.getByTestId('project-list').getByRole('heading', { name })).toBeVisible();
});

test('liked projects a name does not match are not "no likes yet"', async ({ page }) => {
  await page.goto('/projects?liked=1');
  await signIn(page);
  const like = await page.request.post('/api/data/projectLikes/like', { data: { projectId: 9 } });
  expect(like.status()).toBe(200);
  try {
    await page.goto('/projects?liked=1&q=zzzz');
    await expect(page.getByRole('heading', { name: 'No projects match' })).toBeVisible();
    await expect(page.getByText('Clear the project name to see all the projects you like.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You have not liked any projects yet' })).toHaveCount(0);
  } finally {
    await page.request.delete('/api/data/projectLikes/dislike?projectId=9');
  }
});

/** A project page opened from the list of all projects, signed out; answers its name. */
async function openProject(page: Page, index: number): Promise<string> {
  await page.goto('/projects?cityId=all');
  await page.getByTestId('project-list').locator('article').nth(index).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/projects\/[^/?]+$/);
  return (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
}

test('signed out, liking a project asks to sign in, and the like is applied once signed in', async ({ page }) => {
  const name = await openProject(page, 4);
  const ask = page.getByRole('main').getByRole('button', { name: 'Like', exact: true });
  await expect(ask).toHaveAttribute('data-like-live', '');
  await ask.click();
  await submitSignIn(page, 'demo@basera.pk', DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  const like = page.locator('[data-project-like]');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText('Liked');
  await page.goto('/projects?liked=1');
  await expect(page.getByTestId('project-list').getByRole('heading', { name })).toBeVisible();

  // Taken back, so the next run starts from the same place.
  await page.goBack();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});

test('a project like given up on (the sign-in dialog closed) is not applied at a later sign-in', async ({ page }) => {
  await openProject(page, 5);
  const ask = page.getByRole('main').getByRole('button', { name: 'Like', exact: true });
  await expect(ask).toHaveAttribute('data-like-live', '');
  await ask.click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await signIn(page);
  await page.waitForLoadState('networkidle');
  const like = page.locator('[data-project-like]');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});

test('the agency directory leads to an agency page with its listings and areas', async ({ page }) => {
  await page.goto('/agencies?cityId=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property agencies in Lahore');
  const first = page.getByTestId('agency-list').locator('article').first();
  const count = Number((await first.getByTestId('agency-listing-count').textContent())!.match(/\d+/)![0]);
  // Each card's call link says whom it calls (a list of links would otherwise read 'Call, Call, Call').
  const agencyName = (await first.getByRole('heading').textContent())!.trim();
  await expect(first.getByRole('link', { name: `Call ${agencyName}`, exact: true })).toHaveAttribute('href', /^tel:\+92\d{10}$/);
  expect(count).toBeGreaterThan(0);
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/agencies\/[a-z0-9-]+-\d+$/);
  await expect(page.getByTestId('agency-total')).toContainText(String(count));
  await expect(page.getByRole('heading', { name: 'Areas they work in' })).toBeVisible();
  expect(await page.locator('.listing-grid article').count()).toBe(Math.min(count, 30));
  // The number reads as people write it and dials from any phone (the agency's is stored without +92 or 0).
  const call = page.getByRole('link', { name: /^Call \+92 \d{3} \d{7}$/ });
  await expect(call).toHaveAttribute('href', /^tel:\+92\d{10}$/);

  // Their listings for rent alone: the counts add up, and every card is a rental.
  const purposes = page.getByRole('navigation', { name: 'Their properties for sale or for rent' });
  const countOf = async (name: RegExp) => Number((await purposes.getByRole('link', { name }).textContent())!.match(/\d+/)![0]);
  const [forSale, forRent] = [await countOf(/^For sale/), await countOf(/^For rent/)];
  expect(forSale + forRent).toBe(count);
  await purposes.getByRole('link', { name: /^For rent/ }).click();
  await expect(page).toHaveURL(/\?purpose=rent$/);
  await expect(purposes.getByRole('link', { name: /^For rent/ })).toHaveAttribute('aria-current', 'page');
  const shown = await page.locator('.listing-grid article').getByRole('heading').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(shown.length).toBe(Math.min(forRent, 30));
  for (const href of shown) expect(href).toMatch(/^\/rent\/\d+$/);
  // A page of its own: its own title and description, not the all-listings page's.
  const allTitle = await page.evaluate(() => document.title);
  expect(allTitle).toMatch(/: properties for rent · Basera$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`: ${forRent} propert(y|ies) for rent listed on Basera`));
  await purposes.getByRole('link', { name: /^All/ }).click();
  await expect(page).not.toHaveTitle(/for rent/);
});

test('an area guide shows figures, charts with their tables, listings and nearby areas', async ({ page }) => {
  await page.goto('/area-guides/islamabad/f-7');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('F-7, Islamabad');
  await expect(page.getByTestId('total-sale')).toHaveText(/^\d+$/);
  const charts = page.locator('figure[data-chart] svg[role="img"]:visible');
  await expect(charts).toHaveCount(2);
  await expect(charts.first().locator(':scope > title')).toContainText('price per square foot');
  await page.getByText('Show the numbers').first().click();
  await expect(page.locator('figure[data-chart] table').first().locator('tbody tr')).toHaveCount(24);
  await expect(page.getByRole('heading', { name: 'About F-7' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nearby areas' })).toBeVisible();

  await page.goto('/area-guides/islamabad');
  await expect(page.getByRole('heading', { name: 'Islamabad price index' })).toBeVisible();
  await expect(page.getByText('How the index is worked out')).toBeVisible();
});

test("an area guide's counts are the counts of the pages they link to", async ({ page }) => {
  await page.goto('/area-guides/islamabad/f-7');
  for (const [list, total] of [['Properties for sale', 'total-sale'], ['Properties for rent', 'total-rent']] as const) {
    const links = await page.getByRole('list', { name: list }).getByRole('link').evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href')!, count: Number(/^\d+/.exec(a.textContent ?? '')![0]) })),
    );
    expect(links.length, list).toBeGreaterThan(0);
    const sum = links.reduce((n, l) => n + l.count, 0);
    await expect(page.getByTestId(total)).toHaveText(String(sum));
    const guide = page.url();
    for (const link of links) {
      await page.goto(link.href);
      await expect(page.locator('.results-head .count')).toHaveText(new RegExp(`^\\s*${link.count} propert(y|ies)`));
    }
    await page.goto(guide);
  }
});

test('with the currency set to dollars, projects, area guides and Wanted budgets show dollars, as listing cards do', async ({ page }) => {
  await page.goto('/projects?cityId=all');
  await page.context().addCookies([{ name: 'currency', value: 'USD', url: page.url() }]);
  await page.reload();
  const card = page.getByTestId('project-list').locator('article').first();
  await expect(card.getByTestId('project-price')).toContainText('$');
  await expect(card.getByTestId('project-price')).not.toContainText('PKR');
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('project-price-range')).toContainText('$');
  const unitPrices = await page.locator('.unit-price').allTextContents();
  expect(unitPrices.length).toBeGreaterThan(0);
  for (const price of unitPrices) expect(price).toMatch(/^\$/);

  await page.goto('/area-guides/islamabad/f-7');
  const figures = page.getByTestId('area-figures');
  await expect(figures).toContainText('$');
  await expect(figures).not.toContainText('PKR');
  await expect(page.locator('.listing-card .price').first()).toContainText('$');

  await page.goto('/area-guides/islamabad');
  await expect(page.getByTestId('city-areas')).not.toContainText('PKR');

  await page.goto('/wanted');
  const budgets = page.getByText(/^(Up to |From )?\$[\d,.]+( to \$[\d,.]+)?$/);
  await expect(budgets.first()).toBeVisible();
  const facts = await page.getByTestId('wanted-list').locator('.facts').allTextContents();
  expect(facts.filter((text) => text.includes('PKR'))).toEqual([]);
});

test('a signed-in person posts a Wanted request and sees the listings that match it', async ({ page }) => {
  await page.goto('/wanted?cityId=2');
  await expect(page.getByRole('button', { name: 'Sign in to post' })).toBeVisible();
  await signIn(page);
  await page.reload();
  const form = page.locator('[data-wanted-form]');
  await form.getByLabel('Category').selectOption('residential');
  await form.getByLabel('Type (optional)').selectOption('house');
  await form.getByLabel('Max budget (PKR)').fill('2000000000');
  await form.getByLabel('Your name').fill('Demo Buyer');
  await form.getByLabel('Phone').fill('03001234567');
  await form.getByRole('button', { name: 'Post request' }).click();
  await expect(form.locator('.field-error')).toHaveText(['Budget is above the highest price']);
  // No exponent or sign in a budget: '9e8' would be read as 900,000,000, '-' as a negative budget.
  await form.getByLabel('Max budget (PKR)').fill('');
  await form.getByLabel('Max budget (PKR)').pressSequentially('-9e00000000');
  await expect(form.getByLabel('Max budget (PKR)')).toHaveValue('900000000');
  await form.getByRole('button', { name: 'Post request' }).click();
  await expect(page).toHaveURL(/posted=\d+/);
  await expect(page.getByRole('status').filter({ hasText: 'Your request is posted. Matching listings are shown with it below.' })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('posted');
  const request = page.locator(`[data-wanted-id="${id}"]`);
  await expect(request.locator('.request-head h3')).toHaveText('House to buy in Lahore');
  // Signed in, others' numbers show as people write them and dial from any phone.
  const others = page.locator('[data-wanted-id]').filter({ hasNot: page.getByRole('button', { name: 'Close this request' }) });
  await expect(others.first().getByRole('link', { name: /^Call \+92 \d{3} \d{7}$/ })).toHaveAttribute('href', /^tel:\+92\d{10}$/);
  await expect(request.getByTestId('match-count')).toHaveText(/\d+\+? matching listings?/);
  expect(await request.locator('.listing-grid article').count()).toBeGreaterThan(0);
  for (const facts of await request.locator('.listing-grid article .facts').allTextContents()) expect(facts).toContain('House');
  // More match than the few shown: the same search's results are a link away.
  await request.getByRole('link', { name: 'See listings like these' }).click();
  await expect(page).toHaveURL(/\/sale\/residential-properties-for-sale-lahore-2\?(?=.*type=house)(?=.*maxPrice=900000000)/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/house/i);
  await page.goBack();

  // One's own request has no call button but a way to close it; closed, it leaves the list.
  await expect(request.getByRole('link', { name: /^Call/ })).toHaveCount(0);
  page.once('dialog', (dialog) => void dialog.accept());
  await request.getByRole('button', { name: 'Close this request' }).click();
  await expect(page.locator('[data-toast-area]')).toContainText('Your request is closed. Owners and agents no longer see it.');
  await expect(request).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What people want in Lahore' })).toBeFocused();
  await page.reload();
  await expect(page.locator(`[data-wanted-id="${id}"]`)).toHaveCount(0);
});

/** The Wanted form of a signed-in person, filled in part (nothing is posted). */
async function fillWantedForm(page: Page) {
  const form = page.locator('[data-wanted-form]');
  await form.getByLabel('Rent').check();
  await form.getByLabel('Category').selectOption('commercial');
  await form.getByLabel('Type (optional)').selectOption('shop');
  await form.getByLabel('Max budget (PKR)').fill('150000');
  await form.getByLabel('Anything else (optional)').fill('Ground floor, near a main road');
  return form;
}

async function expectWantedFormFilled(page: Page) {
  const form = page.locator('[data-wanted-form]');
  await expect(form.getByLabel('Rent')).toBeChecked();
  await expect(form.getByLabel('Category')).toHaveValue('commercial');
  await expect(form.getByLabel('Type (optional)')).toHaveValue('shop');
  await expect(form.getByLabel('Max budget (PKR)')).toHaveValue('150000');
  await expect(form.getByLabel('Anything else (optional)')).toHaveValue('Ground floor, near a main road');
}

test("the thanks for a posted Wanted request is not shown for an address's made-up request", async ({ page }) => {
  for (const posted of ['abc', '999999999', '-1']) {
    await page.goto(`/wanted?cityId=1&posted=${posted}`);
    await expect(page.getByRole('heading', { name: 'What people want in Islamabad' })).toBeVisible();
    await expect(page.getByText('Your request is posted.')).toHaveCount(0);
  }
});

test('choosing another city in the Wanted form keeps what was typed', async ({ page }) => {
  await page.goto('/wanted?cityId=1');
  await signIn(page);
  const form = await fillWantedForm(page);
  await form.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'Lahore' });
  await expect(page).toHaveURL(/\/wanted\?cityId=2#post$/);
  await expect(page.getByRole('heading', { name: 'What people want in Lahore' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'City', exact: true })).toHaveValue('2');
  await expectWantedFormFilled(page);
  // Kept once: a later visit starts from an empty form.
  await page.reload();
  await expect(form.getByLabel('Max budget (PKR)')).toHaveValue('');
});

test('a Wanted request sent after the session ran out asks for a sign-in and keeps what was typed', async ({ page }) => {
  await page.goto('/wanted?cityId=1');
  await signIn(page);
  await fillWantedForm(page);
  await page.context().clearCookies();
  await page.locator('[data-wanted-form]').getByRole('button', { name: 'Post request' }).click();
  await submitSignIn(page, 'demo@basera.pk', DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  await expectWantedFormFilled(page);
});

test('the materials panel shows prices with their dates and follows the chosen city', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /Building Materials/ }).first().click();
  const panel = page.locator('#materials-panel');
  await expect(panel).toBeVisible();
  const cement = panel.locator('tr[data-material="cement-opc"]');
  await expect(cement).toContainText('per bag');
  await expect(cement.locator('time')).toHaveText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/);
  const before = await cement.locator('.price').textContent();
  await panel.getByLabel('City').selectOption({ label: 'Karachi' });
  await expect(cement.locator('.price')).not.toHaveText(before!);
  const api = await (await page.request.get('/api/data/materials?cityId=3')).json();
  await expect(panel.locator('tr[data-material="cement-opc"] .price')).toContainText(api.materials[0].labels.price);
  // The table's name and the history link follow the city.
  await expect(panel.getByRole('table', { name: 'Building material prices in Karachi' })).toBeAttached();
  await expect(panel.getByRole('link', { name: 'Price history by city' })).toHaveAttribute('href', '/building-materials?cityId=3');
  // The choice is remembered for the next page, and its history link opens that city.
  await page.goto('/blog');
  await expect(page.locator('#materials-panel [data-materials-city]')).toHaveValue('3');
  await page.getByRole('banner').getByRole('button', { name: /Building Materials/ }).first().click();
  await panel.getByRole('link', { name: 'Price history by city' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building material prices in Karachi');
});

test('a blog post: dates, reading time, related posts, Article data; the Urdu post reads right to left', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: 'Marla and Kanal explained, with square feet and square yards' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marla and Kanal explained, with square feet and square yards');
  await expect(page.locator('.post-meta')).toContainText('2nd Nov 2024');
  await expect(page.locator('.post-meta')).toContainText(/\d+ min read/);
  await expect(page.getByRole('heading', { name: 'Keep reading' })).toBeVisible();
  expect(await page.locator('.related-grid article').count()).toBe(3);
  const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'Article', headline: 'Marla and Kanal explained, with square feet and square yards', author: { name: 'Hamza Qureshi' } });
  const hero = page.locator('img.post-hero');
  expect(await hero.getAttribute('src')).toMatch(/\/_image\?|\.webp/);

  await page.goto('/blog/ghar-khareedne-se-pehle-das-zaroori-baatein');
  const article = page.locator('article.post');
  await expect(article).toHaveAttribute('lang', 'ur');
  await expect(article).toHaveAttribute('dir', 'rtl');
  expect(await article.locator('.prose').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');

  await page.goto('/blog?category=Legal');
  await expect(page.getByRole('link', { name: /Verifying property documents/ })).toBeVisible();
  expect(await page.locator('.post-grid article').count()).toBe(1);
  // Spelt in another case, the category is kept: the address moves to its own spelling.
  await page.goto('/blog?category=legal');
  await expect(page).toHaveURL(/\/blog\?category=Legal$/);
  expect(await page.locator('.post-grid article').count()).toBe(1);
});

test('the RSS feed is well-formed XML listing every post', async ({ page }) => {
  const res = await page.request.get('/blog/rss.xml');
  expect(res.headers()['content-type']).toContain('application/rss+xml');
  const xml = await res.text();
  await page.goto('/blog');
  // The browser's own XML parser: a parse error comes back as a <parsererror> document.
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) return null;
    return {
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      items: [...doc.querySelectorAll('channel > item')].map((item) => ({
        title: item.querySelector('title')?.textContent ?? '',
        link: item.querySelector('link')?.textContent ?? '',
        pubDate: item.querySelector('pubDate')?.textContent ?? '',
      })),
    };
  }, xml);
  expect(feed).not.toBeNull();
  expect(feed!.root).toBe('rss');
  expect(feed!.version).toBe('2.0');
  expect(feed!.items.length).toBeGreaterThanOrEqual(9);
  expect(feed!.items.map((i) => i.title)).toContain('گھر خریدنے سے پہلے دس ضروری باتیں');
  for (const item of feed!.items) {
    expect(item.link).toMatch(/\/blog\/[a-z0-9-]+$/);
    expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
  }
});

test('an article page loads at most 5 KB of JavaScript (gzipped) before any interaction', async ({ page }) => {
  const size = await measurePageJs(page, '/blog/buying-property-in-pakistan-step-by-step');
  console.log(`JS on an article: ${formatKb(size.totalGzipped)} gzipped (${size.files.map((f) => `${new URL(f.url).pathname} ${formatKb(f.gzipped)}`).join(', ')}; inline ${formatKb(size.inlineGzipped)})`);
  expect(size.files.some((f) => /react|client\.|jsx-runtime/i.test(f.url))).toBe(false);
  expect(size.totalGzipped).toBeLessThanOrEqual(5 * 1024);
});
