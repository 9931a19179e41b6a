import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { accountMenu, DEMO_PASSWORD, islandsLive, signedInPage, signInByEmail, signOutFromBar } from './support/sign-in';
import { expectThumbSized } from './support/tap-size';

// The wizard where it meets what is already there: a saved listing, a kept draft, another person on
// the same browser, a connection that drops.

const DEMO = 'demo@basera.pk';

async function photo(seed: number, width = 1200, height = 800): Promise<Buffer> {
  const hue = (seed * 53) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue},50%,62%)"/>
    <circle cx="${(seed * 97) % width}" cy="${(seed * 41) % height}" r="${height / 4}" fill="hsl(${(hue + 160) % 360},60%,38%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const wz = (page: Page) => page.locator('.wz-shell');
const heading = (page: Page) => page.locator('h1.wz-title');
const OWNER_PHONE = '3001112223';

/** A complete house of the signed-in person, made through the API as the wizard would; published when asked. */
async function houseOf(page: Page, browser: Browser, title: string, publish: boolean): Promise<number> {
  const images: number[] = [];
  for (const seed of [11, 12, 13]) {
    const res = await page.request.post('/api/data/images', {
      multipart: { 'files[]': { name: `room-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await photo(seed + Date.now() % 97) }, referer: 'test' },
    });
    expect(res.status()).toBe(200);
    images.push((await res.json()).images[0].id);
  }
  const created = await page.request.post('/api/data/property', {
    data: {
      purpose: 'rent', category: 'residential', subType: 'house', city: { id: 1, name: 'Islamabad' }, area: { id: 3, name: 'F-7' },
      name: title, size: 10, sizeUnit: 'marla', price: 150_000, bed: 4, bath: 3, condition: 'good',
      description: 'Ten marla house on a quiet street with a lawn and two kitchens, close to the markaz.',
      features: { gas: true },
      images: images.map((id, i) => ({ details: { id }, isCover: i === 0 })),
      availability: { availability: 'days', days: ['saturday', 'sunday'], startTime: '10:00', endTime: '17:00' },
      owner: { name: 'Demo Owner', code: '92', phone: OWNER_PHONE }, intent: 'submit',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (publish) {
    const moderator = await signedInPage(browser, 'moderator@basera.pk', '/moderation');
    const published = await moderator.request.post('/api/moderation/publish', { data: { propertyId: id } });
    expect(published.status(), await published.text()).toBe(200);
    await moderator.context().close();
  }
  return id;
}

const details = async (page: Page, id: number) => (await page.request.get(`/api/data/property/editDetails/${id}`)).json();
const remove = async (page: Page, id: number) => expect((await page.request.delete(`/api/data/property/delete/?propertyId=${id}`)).status()).toBe(200);

test('editing a published listing: warned, "Start over" brings back the saved listing, and the save says it went to review', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, DEMO, '/my-properties');
  const title = `Published house in F-7 ${Date.now()}`;
  const id = await houseOf(page, browser, title, true);
  try {
    await page.goto(`/add-property?id=${id}&step=details`);
    await expect(wz(page).getByLabel('Property title')).toHaveValue(title);
    // Before any save: the listing leaves the site while it is reviewed again.
    await expect(wz(page).getByText(/sends it back to review/)).toBeVisible();

    await wz(page).getByLabel('Property title').fill('Something else entirely');
    await page.waitForTimeout(400);
    await page.reload();
    await expect(wz(page).getByText('We kept your unsaved changes from last time.')).toBeVisible();
    await expect(wz(page).getByLabel('Property title')).toHaveValue('Something else entirely');

    // Start over drops the local changes and goes back to the listing as saved, not to a blank form.
    await wz(page).getByRole('button', { name: 'Start over' }).click();
    await expect(wz(page).getByText('We kept your unsaved changes from last time.')).toHaveCount(0);
    await expect(wz(page).getByRole('radio', { name: /Rent out/ })).toHaveAttribute('aria-checked', 'true');
    await wz(page).getByRole('button', { name: 'Step 3: Details' }).click();
    await expect(wz(page).getByLabel('Property title')).toHaveValue(title);
    await wz(page).getByRole('button', { name: 'Step 6: Images' }).click();
    await expect(wz(page).getByRole('list', { name: 'Pictures' }).getByRole('listitem')).toHaveCount(3);
    await wz(page).getByRole('button', { name: 'Step 7: Contact and availability' }).click();
    await expect(wz(page).getByLabel('Phone number')).toHaveValue(OWNER_PHONE);

    // Saved 'as draft', it goes to review, and the done screen says so and points there.
    await wz(page).getByRole('button', { name: 'Save as draft' }).click();
    await expect(wz(page).getByRole('heading', { name: 'Your changes have been saved' })).toBeVisible();
    await expect(wz(page).getByText(/went back to review/)).toBeVisible();
    await expect(wz(page).getByText(/under Drafts/)).toHaveCount(0);
    await expect(wz(page).getByRole('link', { name: 'Go to My Properties' })).toHaveAttribute('href', '/my-properties?status=in_review');
    const saved = await details(page, id);
    expect(saved.status).toBe('in_review');
    expect(saved.draft).toMatchObject({ name: title, owner: { name: 'Demo Owner', phone: OWNER_PHONE }, features: { gas: true } });
    expect(saved.draft.images).toHaveLength(3);
  } finally {
    await remove(page, id);
    await page.context().close();
  }
});

test("the next person signing in on the browser never sees the last one's unsaved listing", async ({ page }) => {
  await page.goto('/');
  await signInByEmail(page, DEMO, DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  await page.goto('/add-property?purpose=sell&step=details');
  await islandsLive(page);
  await wz(page).getByLabel('Property title').fill('Private house of the first person');
  await page.waitForTimeout(400);
  await page.reload();
  await expect(wz(page).getByLabel('Property title')).toHaveValue('Private house of the first person');

  await page.goto('/');
  await signOutFromBar(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await signInByEmail(page, 'agent@basera.pk', DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  await page.goto('/add-property?purpose=sell&step=details');
  await islandsLive(page);
  await expect(wz(page).getByLabel('Property title')).toHaveValue('');
  await expect(wz(page).getByText('We kept your unsaved changes from last time.')).toHaveCount(0);
  // Nothing is kept under the one shared key any more.
  expect(await page.evaluate(() => localStorage.getItem('basera:draftProperty'))).toBeNull();
});

test('an untouched form is not kept, and the purpose of the link wins', async ({ browser }) => {
  // With the step in the link: the wizard adds it to the address as it starts, maybe before the sign-in helper looks.
  const page = await signedInPage(browser, DEMO, '/add-property?purpose=sell&step=purpose');
  await islandsLive(page);
  await expect(page.locator('.wz-eyebrow')).toHaveText('Sell your property');
  await page.waitForTimeout(400);
  await page.goto('/add-property?purpose=rent');
  await islandsLive(page);
  await expect(wz(page).getByRole('radio', { name: /Rent out/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('.wz-eyebrow')).toHaveText('Rent out your property');
  await expect(wz(page).getByText('We kept your unsaved changes from last time.')).toHaveCount(0);

  // No purpose in the link: none is chosen, and none is named.
  await page.goto('/add-property');
  await islandsLive(page);
  await expect(page.locator('.wz-eyebrow')).toHaveText('List your property');
  await expect(wz(page).getByRole('radio', { name: /Sell/ })).toHaveAttribute('aria-checked', 'false');
  await expect(wz(page).getByRole('radio', { name: /Rent out/ })).toHaveAttribute('aria-checked', 'false');
  await page.context().close();
});

test('an area typed in full is taken without picking it from the list', async ({ browser }) => {
  const page = await signedInPage(browser, DEMO, '/add-property?purpose=sell&step=location');
  await islandsLive(page);
  await wz(page).getByLabel('City').selectOption({ label: 'Islamabad' });
  await wz(page).getByRole('combobox', { name: 'Area' }).fill('F-7');
  await expect(wz(page).getByRole('option', { name: /^F-7/ }).first()).toBeVisible();
  await wz(page).getByRole('button', { name: 'Next' }).click();
  await expect(heading(page)).toContainText('Details');
  await page.context().close();
});

test('pictures: the message goes once there are enough, and more than 30 are refused at once', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, DEMO, '/add-property?purpose=rent&step=images');
  await islandsLive(page);
  await wz(page).getByRole('button', { name: 'Next' }).click();
  await expect(wz(page).getByText('Plots need at least 1 image. Residential properties need at least 3 images.')).toBeVisible();
  const files = await Promise.all([21, 22, 23].map(async (seed) => ({ name: `room-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await photo(seed) })));
  await page.locator('input[type=file]').setInputFiles(files);
  const pictures = wz(page).getByRole('list', { name: 'Pictures' }).getByRole('listitem');
  await expect(page.locator('.wz-image.is-pending')).toHaveCount(0, { timeout: 30_000 });
  await expect(pictures).toHaveCount(3);
  await expect(wz(page).getByText('Plots need at least 1 image. Residential properties need at least 3 images.')).toHaveCount(0);
  // The cover has no 'Make cover', yet its arrows and Remove sit in line with the other pictures'.
  for (const control of ['Move picture {n} later', 'Remove picture {n}']) {
    const tops = await Promise.all([1, 2, 3].map(async (n) => Math.round((await wz(page).getByRole('button', { name: control.replace('{n}', String(n)) }).boundingBox())!.y)));
    expect(new Set(tops).size, `${control} at ${tops.join(', ')}`).toBe(1);
  }
  await expect(page.locator('.wz-drop')).not.toHaveClass(/has-error/);

  // 32 more with 3 there: 27 go up, the other five are refused before anything is sent.
  const many = await Promise.all(Array.from({ length: 32 }, async (_, i) => ({ name: `many-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo(100 + i, 320, 240) })));
  await page.locator('input[type=file]').setInputFiles(many);
  await expect(wz(page).getByRole('alert').filter({ hasText: 'You can add up to 30 images' })).toBeVisible();
  await expect(pictures).toHaveCount(30);
  await expect(page.locator('.wz-image.is-pending')).toHaveCount(0, { timeout: 60_000 });
  await expect(pictures).toHaveCount(30);
  await page.context().close();
});

test("the review on a phone: Edit stays whole, the bar's buttons stay in the card, and the description and visiting times are there; saving offline says it failed", async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, DEMO, '/my-properties');
  const title = `Spacious_family_house_with_a_lawn_and_a_servant_quarter_near_the_F-7_markaz ${Date.now()}`;
  const id = await houseOf(page, browser, title, false);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/add-property?id=${id}&step=review`);
    await islandsLive(page);
    const summary = page.locator('.wz-summary');
    await expect(summary).toContainText(title);
    await expect(summary).toContainText('Ten marla house on a quiet street');
    await expect(summary).toContainText('Saturday, Sunday, 10:00 to 17:00');
    const edits = summary.getByRole('button', { name: /^Edit / });
    await expect(edits).toHaveCount(14);
    for (const edit of await edits.all()) {
      // One line of text: 'Edit', never 'Edi' over 't'.
      const lines = await edit.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
    }

    // The bar's three buttons stay inside the card on a phone, down to a narrow one (a label wraps, no button sticks out).
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      for (const name of ['Back', 'Save as draft', 'Submit for review']) {
        const sticksOut = await wz(page).getByRole('button', { name, exact: true }).evaluate((button) => {
          const bar = button.closest('footer')!;
          const inner = bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight);
          return button.getBoundingClientRect().right - inner;
        });
        expect(sticksOut, `${width}px: '${name}'`).toBeLessThanOrEqual(0.5);
      }
    }

    // A fresh page, then the connection drops: the failure is said beside the buttons.
    await page.context().setOffline(true);
    await wz(page).getByRole('button', { name: 'Save as draft' }).click();
    await expect(
      wz(page).getByRole('alert').filter({ hasText: 'Could not reach Basera. Please check your connection and try again. Your changes are kept on this device.' }),
    ).toBeVisible();
    await page.context().setOffline(false);
  } finally {
    await remove(page, id);
    await page.context().close();
  }
});

test('the steps on a phone: the country code shows, the times stand clear of the days, the picture buttons take a thumb, Urdu reads from the right', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, DEMO, '/my-properties');
  const title = `Family house near the F-7 markaz ${Date.now()}`;
  const id = await houseOf(page, browser, title, false);
  try {
    await page.setViewportSize({ width: 390, height: 844 });

    // Contact: the country box shows its code, whole; the visiting times stand clear of the day chips.
    await page.goto(`/add-property?id=${id}&step=contact`);
    await islandsLive(page);
    const country = wz(page).getByRole('combobox', { name: 'Country code' });
    await expect(country.locator('option:checked')).toHaveText('+92 Pakistan');
    const room = await country.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.selectedOptions[0].text).width;
      return select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - text;
    });
    expect(room, 'the chosen country fits its box').toBeGreaterThanOrEqual(0);
    const lastDay = (await wz(page).getByRole('button', { name: 'Sunday', exact: true }).boundingBox())!;
    const from = (await wz(page).getByText('From', { exact: true }).boundingBox())!;
    expect(from.y - (lastDay.y + lastDay.height), "'From' under the day chips").toBeGreaterThanOrEqual(12);

    // Pictures on a phone: each one's buttons a thumb's size.
    await page.goto(`/add-property?id=${id}&step=images`);
    await islandsLive(page);
    const second = wz(page).getByRole('list', { name: 'Pictures' }).getByRole('listitem').nth(1);
    await expectThumbSized(
      ['Make cover', 'Move picture 2 earlier', 'Move picture 2 later', 'Remove picture 2'].map((name) => second.getByRole('button', { name, exact: true })),
      'picture 2',
    );

    // An Urdu description is written and read from the right.
    await page.goto(`/add-property?id=${id}&step=details`);
    await islandsLive(page);
    const urdu = 'یہ ایک خوبصورت گھر ہے جس میں بڑا لان ہے۔';
    await wz(page).getByLabel('Description').fill(urdu);
    await expect(wz(page).getByLabel('Description')).toHaveCSS('direction', 'rtl');
    // On to the review the way a phone has it (its step buttons are hidden): Next, five times.
    for (const step of ['Price and size', 'Features', 'Images', 'Contact and availability', 'Review']) {
      await wz(page).getByRole('button', { name: 'Next' }).click();
      await expect(heading(page)).toContainText(step);
    }
    const summary = page.locator('.wz-summary');
    await expect(summary.getByText(urdu)).toHaveCSS('direction', 'rtl');
    await expect(summary.getByText(title)).toHaveCSS('direction', 'ltr');
  } finally {
    await remove(page, id);
    await page.context().close();
  }
});

test("a listing that is gone, or someone else's, has no edit page: the 404 page, not a bare message", async ({ browser }) => {
  const page = await signedInPage(browser, DEMO, '/my-properties');
  const id = await houseOf(page, browser, `Not yours to edit ${Date.now().toString(36)}`, false);
  try {
    const agent = await signedInPage(browser, 'agent@basera.pk', '/my-properties');
    for (const [who, path] of [[agent, `/add-property?id=${id}`], [page, '/add-property?id=999999999']] as const) {
      const response = await who.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(who.getByRole('heading', { level: 1, name: 'This page has moved out' })).toBeVisible();
    }
    await agent.context().close();
    // The owner still edits it.
    expect((await page.goto(`/add-property?id=${id}`))?.status()).toBe(200);
  } finally {
    await remove(page, id);
    await page.context().close();
  }
});

test('the choice buttons work as radio groups from the keyboard: one Tab stop each, arrows choose', async ({ browser }) => {
  const page = await signedInPage(browser, DEMO, '/add-property?purpose=sell&step=purpose');
  await islandsLive(page);
  const purpose = page.getByRole('radiogroup', { name: 'Purpose' });
  const sell = purpose.getByRole('radio', { name: /^Sell/ });
  const rent = purpose.getByRole('radio', { name: /^Rent out/ });
  await expect(sell).toHaveAttribute('aria-checked', 'true');
  await sell.focus();
  await page.keyboard.press('ArrowRight');
  await expect(rent).toBeFocused();
  await expect(rent).toHaveAttribute('aria-checked', 'true');
  await expect(sell).toHaveAttribute('tabindex', '-1');

  // Tab leaves the group for the next one, landing on its chosen button.
  await page.keyboard.press('Tab');
  const category = page.getByRole('radiogroup', { name: 'Category' });
  await expect(category.getByRole('radio', { checked: true })).toBeFocused();
  await page.keyboard.press('End');
  await expect(category.getByRole('radio', { name: 'Commercial' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radiogroup', { name: 'Property type' }).getByRole('radio', { checked: true })).toBeFocused();
  await page.context().close();
});

test('an edit whose listing could not be fetched offers to try again, and opens once the connection is back', async ({ browser }) => {
  const page = await signedInPage(browser, DEMO, '/my-properties?status=published');
  const edit = page.getByRole('link', { name: 'Edit' }).first();
  const href = await edit.getAttribute('href');
  expect(href).toMatch(/^\/add-property\?id=\d+$/);
  await page.route('**/api/data/property/editDetails/*', (route) => route.abort('internetdisconnected'));
  await page.goto(href!);
  await expect(page.getByRole('alert').filter({ hasText: 'This property could not be loaded.' })).toBeVisible();
  await page.unroute('**/api/data/property/editDetails/*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(heading(page)).toContainText('Purpose and type');
  await expect(wz(page).getByRole('radio', { name: /Sell|Rent out/ }).and(page.locator('[aria-checked=true]'))).toHaveCount(1);
  await page.context().close();
});

test("a review whose check could not run says so, not 'Looks good'", async ({ browser }) => {
  const page = await signedInPage(browser, DEMO, '/my-properties?status=published');
  const href = await page.getByRole('link', { name: 'Edit' }).first().getAttribute('href');
  await page.route('**/api/data/property/quality', (route) => route.abort('internetdisconnected'));
  await page.goto(`${href}&step=review`);
  await expect(wz(page).getByText('We could not check your listing just now. You can still save it or submit it for review.')).toBeVisible();
  await expect(wz(page).getByText('Looks good: we found nothing to improve.')).toHaveCount(0);
  await page.context().close();
});

test('a save under way is busy, not disabled: the focus stays on its button and a second press sends nothing', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, DEMO, '/my-properties');
  const id = await houseOf(page, browser, `Busy save house ${Date.now()}`, false);
  try {
    let saves = 0;
    await page.route(`**/api/data/property/${id}`, async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      saves += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/add-property?id=${id}&step=review`);
    await islandsLive(page);
    await wz(page).getByRole('button', { name: 'Save as draft' }).focus();
    await page.keyboard.press('Enter');
    // While busy the button is named by its spinner.
    const draft = wz(page).getByRole('button', { name: 'Saving' });
    await expect(draft).toHaveAttribute('aria-busy', 'true');
    await expect(draft).toBeEnabled();
    await expect(draft).toBeFocused();
    await page.keyboard.press('Enter');
    // The other button asks too: a submit while the draft is saving sends nothing either.
    await wz(page).getByRole('button', { name: 'Submit for review' }).click();
    await expect(draft).toHaveCount(0, { timeout: 10_000 });
    expect(saves).toBe(1);
  } finally {
    await remove(page, id);
    await page.context().close();
  }
});
