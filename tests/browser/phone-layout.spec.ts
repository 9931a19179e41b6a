import { expect, test, type Locator, type Page } from '@playwright/test';
import { firstListingPath, PHONE, SHELL_PAGES } from './support/shell-pages';
import { islandsLive, signedInPage } from './support/sign-in';
import { expectThumbSized } from './support/tap-size';
import { query } from './support/listing-data';
import { filtersReady, ISLAMABAD_SALE } from './support/results';

// On a 390px phone no page is wider than the screen: a page that scrolls sideways hides its own edges
// (a price, a button) and jumps under the thumb. Rows meant to scroll (photos, tabs) scroll inside
// their own box, which this allows.

/** The elements that reach past the right edge without a scrolling or clipping box around them. */
async function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible') return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !clipped(element);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });
}

async function expectFits(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect({ path, overflow, sticksOut: overflow > 0 ? await sticksOut(page) : [] }).toEqual({ path, overflow: 0, sticksOut: [] });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('no page a visitor opens is wider than the screen', async ({ page }) => {
    const listing = await firstListingPath(page);
    for (const path of [...SHELL_PAGES.map((p) => p.path), listing]) await expectFits(page, path);
  });
});

/**
 * A chart's SVG labels as drawn on the screen: each at least 11px and on the screen. (The content pages'
 * charts are checked at both widths in content-charts.spec.ts.)
 */
async function readableLabels(texts: Locator, path: string) {
  const labels = await texts.evaluateAll((all) =>
    all.map((text) => {
      const box = text.getBoundingClientRect();
      const scale = (text as SVGTextElement).ownerSVGElement!.getScreenCTM()!.a;
      return { px: parseFloat(getComputedStyle(text).fontSize) * scale, left: box.left, right: box.right, top: Math.round(box.top), text: text.textContent };
    }),
  );
  expect(labels.length, path).toBeGreaterThan(0);
  for (const label of labels) {
    expect(label.px, `${path}: ${label.text}`).toBeGreaterThanOrEqual(11);
    expect(label.left, `${path}: ${label.text} on screen`).toBeGreaterThanOrEqual(0);
    expect(label.right, `${path}: ${label.text} on screen`).toBeLessThanOrEqual(PHONE.width);
  }
  return labels;
}

test.describe('tables on a phone', () => {
  test.use({ viewport: PHONE });

  test("a city's table of areas and a project's units fit the screen, last column included", async ({ page }) => {
    for (const [path, name] of [['/area-guides/islamabad', 'city-areas'], ['/area-guides/lahore', 'city-areas'], ['/projects/pearl-one-9', 'project-units']]) {
      await page.goto(path);
      const table = page.getByTestId(name);
      const widths = await table.evaluate((t) => ({ table: t.scrollWidth, box: t.parentElement!.clientWidth }));
      expect(widths.table, `${path}: ${name} scrolls sideways`).toBeLessThanOrEqual(widths.box);
      const lastHeading = table.getByRole('columnheader').last();
      const box = (await lastHeading.boundingBox())!;
      expect(box.x + box.width, `${path}: last column on screen`).toBeLessThanOrEqual(PHONE.width);
    }
  });
});

test.describe('the pager on a phone', () => {
  test.use({ viewport: PHONE });

  test('keeps its page numbers on one line, in the middle of many pages', async ({ page }) => {
    const search = '/sale/residential-properties-for-sale-islamabad-1?pageSize=1';
    await page.goto(search);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const last = Number(await pager.getByRole('link').filter({ hasText: /^\d+$/ }).last().textContent());
    expect(last, 'enough pages for two-digit numbers in the middle').toBeGreaterThan(40);
    for (const at of [1, 4, Math.floor(last / 2), last - 3]) {
      await page.goto(`${search}&page=${at}`);
      const numbers = pager.getByRole('listitem').filter({ visible: true });
      const tops = await numbers.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops.length, `page ${at}`).toBeGreaterThan(2);
      expect(new Set(tops).size, `page ${at}: ${tops.join(', ')}`).toBe(1);
      await expect(pager.getByRole('link', { name: `Page ${at}`, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });
});

test.describe('agencies on a phone', () => {
  test.use({ viewport: PHONE });

  test('the search stands two fields to a row, so the first agency shows on the first screen', async ({ page }) => {
    await page.goto('/agencies');
    const search = page.getByRole('search', { name: 'Find agencies' });
    const top = async (label: string) => (await search.getByLabel(label).boundingBox())!.y;
    expect(await top('Area')).toBe(await top('City'));
    expect(await top('Category')).toBe(await top('Agency name'));
    await expect(page.getByRole('list').filter({ has: page.getByRole('link', { name: /^Call / }) }).getByRole('listitem').first()).toBeInViewport();
  });
});

test("a listing's tracking chart reads on a phone", async ({ browser }) => {
  const owner = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=published');
  await owner.setViewportSize(PHONE);
  const published = (await (await owner.request.get('/api/data/property/status?type=published')).json()) as { items: Array<{ id: number }> };
  const path = `/my-properties/${published.items[0].id}/tracking`;
  await owner.goto(path);
  const chart = owner.locator('figure.tc svg[role="img"]:visible');
  await expect(chart).toHaveCount(1);
  await readableLabels(chart.locator('text.tc-label'), path);
  await expectThumbSized([owner.getByRole('link', { name: '← My properties' })], 'tracking');
  await owner.context().close();
});

test('no page of a signed-in owner or an operator is wider than a phone screen', async ({ browser }) => {
  const owner = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=draft');
  await owner.setViewportSize(PHONE);
  for (const path of ['/my-properties?status=draft', '/my-properties?status=published', '/my-inquiries', '/liked-properties', '/saved-searches', '/my-account', '/add-property?purpose=sell']) {
    await expectFits(owner, path);
  }
  await owner.context().close();

  const operator = await signedInPage(browser, 'moderator@basera.pk', '/moderation');
  await operator.setViewportSize(PHONE);
  for (const path of ['/moderation', '/moderation?view=reports', '/moderation/audit']) await expectFits(operator, path);

  // Keyboard hints are for a keyboard: shown with a mouse, gone on a touch screen.
  await operator.goto('/moderation');
  const keys = operator.getByText(/^Keys:/);
  const publishKey = operator.getByRole('button', { name: /^Publish/ }).first().locator('kbd');
  await expect(keys).toBeVisible();
  await expect(publishKey).toBeVisible();
  // The same operator on a touch phone (the session carried over).
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, storageState: await operator.context().storageState() });
  const onPhone = await phone.newPage();
  await onPhone.goto('/moderation');
  await expect(onPhone.getByRole('button', { name: /^Publish/ }).first()).toBeVisible();
  await expect(onPhone.getByText(/^Keys:/)).toBeHidden();
  await expect(onPhone.getByRole('button', { name: /^Publish/ }).first().locator('kbd')).toBeHidden();
  await phone.close();
  await operator.context().close();
});

test("an owner's pages on a touch phone: every control takes a thumb and the figures line up", async ({ browser }) => {
  const signedIn = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=published');
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, storageState: await signedIn.context().storageState() });
  await signedIn.context().close();
  const page = await phone.newPage();

  await page.goto('/my-properties?status=published');
  const card = page.getByRole('article').first();
  const actions = ['Edit', 'Renew', 'Remove', 'Tracking details', 'Delete'].map((name) => card.getByRole(name === 'Edit' || name === 'Tracking details' ? 'link' : 'button', { name, exact: true }));
  const copy = card.getByRole('button', { name: /^Copy .* as a new listing$/ });
  await expectThumbSized([...actions, copy, page.getByRole('button', { name: 'Find' }), page.getByRole('link', { name: 'Add a property' }).first()], 'published card');
  // A card's list of inquiries opens from a control too.
  await expectThumbSized([page.getByText('Inquiries (').first()], 'inquiries');
  // Opened, an inquiry's phone number and e-mail call and write back with a tap each.
  const inquiries = card.getByRole('group');
  await inquiries.getByText('Inquiries (').click();
  const contacts = inquiries.getByRole('link', { name: /^(\+92|0\d)|@/ });
  expect(await contacts.count(), 'phone numbers and e-mails in the inquiries').toBeGreaterThanOrEqual(2);
  await expectThumbSized([contacts.first(), contacts.nth(1)], 'an inquiry');

  // The figures stand in columns: three at most, a second row starting where the first does.
  const lefts = await card.getByRole('term').evaluateAll((terms) => terms.map((t) => Math.round(t.getBoundingClientRect().left)));
  expect(lefts.length, 'Property ID, Added, Published, Expires, Views, Inquiries').toBe(6);
  expect(new Set(lefts).size, `columns at ${lefts.join(', ')}`).toBe(3);
  expect(lefts[3], 'Expires under Property ID').toBe(lefts[0]);
  expect(lefts[4], 'Views under Added').toBe(lefts[1]);

  await page.goto('/my-properties?status=rejected');
  await expectThumbSized([page.getByRole('link', { name: 'Fix and resubmit' }).first()], 'rejected card');

  await page.goto('/liked-properties');
  await expectThumbSized([page.getByRole('button', { name: 'Unlike this property' }).first(), page.getByRole('link', { name: /^Compare (side by side|the first)/ })], 'liked');

  await page.goto('/my-account');
  await islandsLive(page);
  // 'Add image' is the label of a hidden file input, drawn as a button: the label takes the tap.
  const addImage = page.getByText('Add image').locator('xpath=ancestor::label');
  await expectThumbSized([addImage, page.getByRole('button', { name: 'Save changes' }), page.getByRole('button', { name: 'Change password' })], 'profile');
  // The notices' checkbox is small; its label takes the tap.
  const priceCuts = page.getByText('Tell me when a property I liked gets cheaper').locator('xpath=ancestor::label');
  await expectThumbSized([priceCuts, page.getByRole('button', { name: 'Save notice settings' })], 'notices');

  await page.goto(ISLAMABAD_SALE);
  await expectThumbSized([page.getByRole('button', { name: 'Save search' })], 'results');
  await phone.close();
});

test('Find stands as tall as the field it searches, in line with it', async ({ browser }) => {
  const page = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=published');
  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    await page.setViewportSize(viewport);
    const field = (await page.getByRole('searchbox', { name: 'Title, area or Property ID' }).boundingBox())!;
    const find = (await page.getByRole('button', { name: 'Find' }).boundingBox())!;
    expect({ top: Math.round(find.y), height: Math.round(find.height) }, `at ${viewport.width}px`).toEqual({ top: Math.round(field.y), height: Math.round(field.height) });
  }
  await page.context().close();
});

test("the results map's zoom buttons take a thumb on a touch phone", async ({ browser }) => {
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await page.goto('/sale/residential-properties-for-sale-islamabad-1');
  await page.getByText(/^Show these \d+ listings on a map$/).click();
  const map = page.getByRole('region', { name: /^Map of \d+ listings$/ });
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expectThumbSized([map.getByRole('button', { name: 'Zoom in' }), map.getByRole('button', { name: 'Zoom out' })], 'results map');
  await phone.close();
});

/** Every field on the page that a person types in or picks from, with its text size in px. */
async function fieldSizes(page: Page): Promise<{ field: string; px: number }[]> {
  return page.locator('input, select, textarea').evaluateAll((fields) =>
    fields
      .filter((field) => !['checkbox', 'radio', 'range', 'file', 'hidden', 'submit', 'button', 'reset', 'image', 'color'].includes((field as HTMLInputElement).type))
      .map((field) => ({
        field: field.getAttribute('aria-label') ?? ((field as HTMLInputElement).labels?.[0]?.textContent?.trim() || (field as HTMLInputElement).name),
        px: parseFloat(getComputedStyle(field).fontSize),
      })),
  );
}

async function expectNoZoomOnFocus(page: Page, where: string, mustInclude: string[]) {
  const sizes = await fieldSizes(page);
  for (const name of mustInclude) expect(sizes.map((s) => s.field), where).toContain(name);
  expect(sizes.filter((s) => s.px < 16), `${where}: fields under 16px, which Safari zooms into`).toEqual([]);
}

test('on a touch phone no field is under 16px, so Safari never zooms the page into one', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await page.goto(ISLAMABAD_SALE);
  await filtersReady(page);
  await expectNoZoomOnFocus(page, 'results', ['Currency', 'Search areas']);

  await page.goto(await firstListingPath(page));
  await page.getByRole('button', { name: 'Report this listing' }).click();
  await expect(page.getByRole('dialog', { name: 'Report this listing' })).toBeVisible();
  await expectNoZoomOnFocus(page, 'listing', ['Currency', 'Comments (optional)', 'Message']);
  await phone.close();

  // The rule is the touch screen's: with a mouse the compact fields stay compact.
  const desk = await browser.newPage();
  await desk.goto(ISLAMABAD_SALE);
  const currency = desk.getByRole('combobox', { name: 'Currency' });
  expect(await currency.evaluate((field) => parseFloat(getComputedStyle(field).fontSize)), 'the currency choice with a mouse').toBeLessThan(16);
  await desk.close();
});

test("on a touch phone the finance estimate's fields and recently viewed's Clear take a thumb", async ({ browser }) => {
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  const house = query<{ id: number }>("select id from listings where status = 'published' and purpose = 'sale' and category = 'residential' order by id limit 1")!;
  await page.goto(`/sale/${house.id}`);
  const estimate = page.getByRole('region', { name: 'Home finance estimate' });
  await expectThumbSized(['Down payment', 'Repay over', 'Rate a year'].map((label) => estimate.getByLabel(label)), 'finance estimate');
  await page.goto('/');
  const viewed = page.getByRole('region', { name: 'Recently viewed' });
  await expect(viewed.getByRole('link')).toHaveCount(1);
  await expectThumbSized([viewed.getByRole('button', { name: 'Clear recently viewed' }), viewed.getByRole('link').first()], 'recently viewed');
  await phone.close();
});

test("on a touch phone the home search's Use my location takes a thumb and leaves the area box its own", async ({ browser }) => {
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Search properties' });
  await expectThumbSized([search.getByRole('button', { name: 'Use my location' }), search.getByRole('combobox', { name: 'Area' })], 'home search');
  // The script shows the button; the area box stands where it stood without it, so nothing on the page jumps.
  const topOnPage = (box: Locator) => box.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const withScript = await topOnPage(search.getByRole('combobox', { name: 'Area' }));
  const noScript = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, javaScriptEnabled: false });
  const before = await noScript.newPage();
  await before.goto('/');
  await expect(before.getByRole('button', { name: 'Use my location' })).toBeHidden();
  expect(await topOnPage(before.getByRole('search', { name: 'Search properties' }).getByRole('combobox', { name: 'Area' }))).toBe(withScript);
  await noScript.close();
  await phone.close();
});
