import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, accountMenu, signInAsDemo, submitSignIn } from './support/sign-in';

// Projects: their list, their pages with units, gallery and videos, inquiries to the developer, and likes.

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
  await signInAsDemo(page);
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
  await signInAsDemo(page);
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
  await signInAsDemo(page);
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
  await signInAsDemo(page);
  await page.waitForLoadState('networkidle');
  const like = page.locator('[data-project-like]');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});
