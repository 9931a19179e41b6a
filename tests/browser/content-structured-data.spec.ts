import { expect, test, type Page } from '@playwright/test';
import { withTestDb } from './support/db';
import { agencyPath } from '../../src/lib/agencies/rules';
import { projectPath } from '../../src/lib/projects/rules';

// The list pages tell search engines what they list: a schema.org ItemList of the items on the page,
// each with its absolute address (PUBLIC_SITE_URL is the test server's own address) and its place in
// the whole list.

interface ItemList {
  '@type': string;
  name: string;
  url: string;
  numberOfItems: number;
  itemListElement: Array<{ '@type': string; position: number; name: string; url: string }>;
}

/** Every JSON-LD block of the page, parsed. */
async function structuredData(page: Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as unknown);
}

async function itemListOf(page: Page): Promise<ItemList> {
  const lists = (await structuredData(page)).filter((d): d is ItemList => (d as ItemList)['@type'] === 'ItemList');
  expect(lists).toHaveLength(1);
  return lists[0];
}

/** The cards' titles and addresses, as a visitor sees them, made absolute. */
async function cardLinks(page: Page, cards: string, title: string) {
  const links = page.locator(cards).locator(title).getByRole('link');
  return (await links.evaluateAll((all) => all.map((a) => ({ name: a.textContent!.trim(), url: (a as HTMLAnchorElement).href }))));
}

function expectListed(list: ItemList, cards: Array<{ name: string; url: string }>, firstPosition: number, origin: string) {
  expect(cards.length).toBeGreaterThan(0);
  expect(list.itemListElement).toEqual(cards.map((card, i) => ({ '@type': 'ListItem', position: firstPosition + i, name: card.name, url: card.url })));
  for (const item of list.itemListElement) expect(item.url.startsWith(`${origin}/`)).toBe(true);
}

test('the project list carries an ItemList of the projects on each page', async ({ page, baseURL }) => {
  await page.goto('/projects?cityId=all');
  const total = Number((await page.getByRole('status').filter({ hasText: /projects?$/ }).textContent())!.match(/\d+/)![0]);
  expect(total, 'more than one page of projects').toBeGreaterThan(30);
  const first = await itemListOf(page);
  expect(first).toMatchObject({ name: 'Projects across Pakistan', url: `${baseURL}/projects?cityId=all`, numberOfItems: total });
  expectListed(first, await cardLinks(page, '[data-testid="project-list"]', '.project-name'), 1, baseURL!);

  await page.goto('/projects?cityId=all&page=2');
  const second = await itemListOf(page);
  expect(second.url).toBe(`${baseURL}/projects?cityId=all&page=2`);
  expectListed(second, await cardLinks(page, '[data-testid="project-list"]', '.project-name'), 31, baseURL!);

  // Someone's liked projects are theirs, not a list to offer search engines.
  await page.goto('/projects?liked=1');
  expect((await structuredData(page)).filter((d) => (d as ItemList)['@type'] === 'ItemList')).toEqual([]);
});

test('the blog carries an ItemList of the articles on each page, numbered within the whole list', async ({ page, baseURL }) => {
  await page.goto('/blog');
  const first = await itemListOf(page);
  expect(first).toMatchObject({ '@type': 'ItemList', name: 'The Basera blog', url: `${baseURL}/blog` });
  const onFirst = await cardLinks(page, '.post-grid', '.post-card-title');
  expectListed(first, onFirst, 1, baseURL!);
  expect(first.numberOfItems).toBeGreaterThan(onFirst.length);

  await page.goto('/blog?page=2');
  const second = await itemListOf(page);
  expectListed(second, await cardLinks(page, '.post-grid', '.post-card-title'), onFirst.length + 1, baseURL!);
  expect(second.numberOfItems).toBe(first.numberOfItems);
});

test('a project named like a script stays text in the ItemList', async ({ page }) => {
  const hostile = '</script><script>window.__listPwned = 1</script><b>Towers</b> & "Co"';
  const project = withTestDb((db) => db.prepare('select id, name from projects order by id limit 1').get() as { id: number; name: string });
  withTestDb((db) => db.prepare('update projects set name = ? where id = ?').run(hostile, project.id));
  try {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto(`/projects?cityId=all&q=${encodeURIComponent('Towers')}`);
    const list = await itemListOf(page);
    expect(list.itemListElement.map((item) => item.name)).toContain(hostile);
    expect(await page.evaluate(() => (window as unknown as { __listPwned?: number }).__listPwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    // The name shows as written on its card, not as markup.
    await expect(page.getByTestId('project-list').getByRole('link', { name: hostile })).toBeVisible();
  } finally {
    withTestDb((db) => db.prepare('update projects set name = ? where id = ?').run(project.name, project.id));
  }
});

interface BreadcrumbList {
  '@type': string;
  itemListElement: Array<{ '@type': string; position: number; name: string; item: string }>;
}

/** The trail a visitor sees, as names and absolute addresses; a crumb that is not a link is this page. */
async function trailOf(page: Page) {
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail).toBeVisible();
  return trail.getByRole('listitem').evaluateAll((items) =>
    items.map((li) => {
      const link = li.querySelector('a');
      return { name: li.textContent!.trim(), url: link ? link.href : location.origin + location.pathname, here: !link };
    }),
  );
}

/** The page's one BreadcrumbList names the same crumbs, in the same order, as the trail on screen. */
async function expectTrailData(page: Page) {
  const trail = await trailOf(page);
  const lists = (await structuredData(page)).filter((d): d is BreadcrumbList => (d as BreadcrumbList)['@type'] === 'BreadcrumbList');
  expect(lists).toHaveLength(1);
  expect(lists[0].itemListElement).toEqual(trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })));
  return trail;
}

test('every page with a trail gives search engines the same trail as a BreadcrumbList', async ({ page, baseURL }) => {
  const listing = withTestDb(
    (db) =>
      db
        .prepare(
          `select l.id, l.purpose, c.name city, a.name area from listings l join cities c on c.id = l.city_id join areas a on a.id = l.area_id
           where l.status = 'published' and l.type = 'house' order by l.id limit 1`,
        )
        .get() as { id: number; purpose: string; city: string; area: string },
  );
  await page.goto(`/${listing.purpose}/${listing.id}`);
  const onListing = await expectTrailData(page);
  expect(onListing.map((c) => c.name)).toEqual(['Home', listing.city, listing.area, `House for ${listing.purpose}`]);
  expect(onListing.at(-1)).toEqual({ name: `House for ${listing.purpose}`, url: `${baseURL}/${listing.purpose}/${listing.id}`, here: true });

  const agency = withTestDb((db) => db.prepare('select id, name, slug from agencies order by id limit 1').get() as { id: number; name: string; slug: string });
  const project = withTestDb((db) => db.prepare('select id, name from projects order by id limit 1').get() as { id: number; name: string });
  for (const path of ['/sale/residential-properties-for-sale-islamabad-1', agencyPath(agency), '/area-guides/islamabad', projectPath(project)]) {
    await page.goto(path);
    const trail = await expectTrailData(page);
    expect(trail[0], path).toMatchObject({ name: 'Home', url: `${baseURL}/` });
    expect(trail.filter((c) => c.here), path).toEqual([trail.at(-1)]);
  }

  // A blog post's trail ends at its category, a way back: every crumb is a link, none is this page.
  await page.goto('/blog/spotting-fake-listings-and-property-scams');
  const onPost = await expectTrailData(page);
  expect(onPost.map((c) => c.here)).toEqual([false, false, false]);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current]')).toHaveCount(0);
});
