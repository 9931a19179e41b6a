import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { islandsLive, signedInPage, submitSignIn } from './support/sign-in';
import { DEMO_ACCOUNT_USERS } from '../../src/lib/demo/people';

const DEMO = { email: 'demo@basera.pk', password: 'Basera@2026' };

/** Opens the wizard signed out: the site sends the visitor to sign in and back to the wizard. */
async function openWizardSignedIn(page: Page, path: string) {
  await page.goto(path);
  expect(new URL(page.url()).pathname).toBe('/');
  await submitSignIn(page, DEMO.email, DEMO.password);
  await page.waitForURL((url) => url.pathname === '/add-property');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The heading is there before the wizard's script: a choice clicked earlier is lost to hydration.
  await islandsLive(page);
}

/** A photo-like JPEG, different for each seed. */
async function photo(seed: number): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="100%" height="100%" fill="hsl(${hue},55%,60%)"/>
    <circle cx="${200 + seed * 150}" cy="${250 + seed * 40}" r="180" fill="hsl(${(hue + 180) % 360},60%,40%)"/>
    <rect x="${100 + seed * 60}" y="450" width="500" height="220" fill="#223"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The wizard, apart from the site's own header and panels. */
const wz = (page: Page) => page.locator('.wz-shell');
const heading = (page: Page) => page.locator('h1.wz-title');
const next = (page: Page) => wz(page).getByRole('button', { name: 'Next' }).click();
const stepIs = async (page: Page, step: string, title: string) => {
  await expect(heading(page)).toContainText(title);
  // The island writes the step into the address once it has started.
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe(step);
};

async function chooseArea(page: Page, city: string, area: string) {
  await wz(page).getByLabel('City').selectOption({ label: city });
  await wz(page).getByRole('combobox', { name: 'Area' }).fill(area);
  await wz(page).getByRole('option', { name: new RegExp(`^${area}`) }).click();
  await expect(wz(page).getByRole('combobox', { name: 'Area' })).toHaveValue(area);
}

async function uploadPhotos(page: Page, seeds: number[]) {
  const files = await Promise.all(seeds.map(async (seed) => ({ name: `room-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await photo(seed) })));
  await page.locator('input[type=file]').setInputFiles(files);
  // Each picture shows its own progress bar until the server has it.
  await expect(page.locator('.wz-image.is-pending')).toHaveCount(0, { timeout: 30_000 });
}

test('a person lists a house for rent with three pictures, from start to finish', async ({ page }) => {
  test.setTimeout(120_000);
  await openWizardSignedIn(page, '/add-property?purpose=rent');
  const title = `Family house with lawn in F-7 ${Date.now()}`;
  // The wizard has the whole screen: no site footer.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // Purpose and type: renting out a residential house is already chosen.
  await stepIs(page, 'purpose', 'Purpose and type');
  await expect(wz(page).getByRole('radio', { name: /Rent out/ })).toHaveAttribute('aria-checked', 'true');
  await expect(wz(page).getByRole('radiogroup', { name: 'Property type' }).getByRole('radio', { name: 'House', exact: true })).toHaveAttribute('aria-checked', 'true');
  await next(page);

  // Location: skipping it says what is missing, where it is missing.
  await stepIs(page, 'location', 'Location');
  await next(page);
  await expect(wz(page).getByText('City is required')).toBeVisible();
  await expect(wz(page).getByText('Please select a city first')).toBeVisible();
  await stepIs(page, 'location', 'Location');
  await chooseArea(page, 'Islamabad', 'F-7');
  await expect(wz(page).getByText('City is required')).toHaveCount(0);
  // Changing the city clears the area.
  await wz(page).getByLabel('City').selectOption({ label: 'Lahore' });
  await expect(wz(page).getByRole('combobox', { name: 'Area' })).toHaveValue('');
  await chooseArea(page, 'Islamabad', 'F-7');
  await next(page);

  // Details.
  await stepIs(page, 'details', 'Details');
  await next(page);
  for (const message of ['Property name is required', 'Bed is required', 'Bath is required', 'Condition is required']) {
    await expect(wz(page).getByText(message)).toBeVisible();
  }
  await wz(page).getByLabel('Property title').fill(title);
  await wz(page).getByLabel('Bedrooms').selectOption({ label: '4' });
  await wz(page).getByLabel('Bathrooms').selectOption({ label: '3' });
  await wz(page).getByRole('radio', { name: 'Good' }).click();
  await wz(page).getByLabel('Description').fill('Ten marla house on a quiet street with a lawn, two kitchens and a servant quarter, near the markaz.');

  // Halfway: a reload (or a closed tab) keeps everything typed so far.
  await page.waitForTimeout(400);
  await page.reload();
  await expect(wz(page).getByText('We kept your unsaved changes from last time.')).toBeVisible();
  await stepIs(page, 'details', 'Details');
  await expect(wz(page).getByLabel('Property title')).toHaveValue(title);
  await expect(wz(page).getByLabel('Bedrooms')).toHaveValue('4');
  await expect(wz(page).getByRole('radio', { name: 'Good' })).toHaveAttribute('aria-checked', 'true');
  await wz(page).getByRole('button', { name: 'Step 2: Location' }).click();
  await expect(wz(page).getByRole('combobox', { name: 'Area' })).toHaveValue('F-7');
  await page.goBack();
  await stepIs(page, 'details', 'Details');
  await next(page);

  // Price and size: e, E, + and - never reach the field; the price reads in Lac as it is typed.
  await stepIs(page, 'price', 'Price and size');
  await next(page);
  await expect(wz(page).getByText('Price is required')).toBeVisible();
  await expect(wz(page).getByText('Size is requried')).toBeVisible();
  await wz(page).getByLabel('Monthly rent (PKR)').pressSequentially('1e5-+E');
  await expect(wz(page).getByLabel('Monthly rent (PKR)')).toHaveValue('15');
  await wz(page).getByLabel('Monthly rent (PKR)').fill('150000');
  await expect(wz(page).getByText('PKR 1.5 Lac a month')).toBeVisible();
  await wz(page).getByLabel('Size', { exact: true }).fill('60');
  await next(page);
  await expect(wz(page).getByText('Size can be at most 50 Marla')).toBeVisible();
  await wz(page).getByLabel('Size', { exact: true }).fill('10');
  await next(page);

  // Features.
  await stepIs(page, 'features', 'Features');
  await wz(page).getByLabel('Gas').check();
  await wz(page).getByLabel('Floors').selectOption('2');
  await expect(wz(page).getByRole('list', { name: 'Chosen features' })).toContainText('Floors: 2');
  await next(page);

  // Images: three needed; a file over 5 MB is refused in the browser.
  await stepIs(page, 'images', 'Images');
  await next(page);
  await expect(wz(page).getByText('Plots need at least 1 image. Residential properties need at least 3 images.')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5_100_000, 1) });
  await expect(wz(page).getByText('Max image file size is 5 mb')).toBeVisible();
  await wz(page).getByRole('button', { name: 'Dismiss' }).click();
  await uploadPhotos(page, [1, 2, 3]);
  const pictures = wz(page).getByRole('list', { name: 'Pictures' }).getByRole('listitem');
  await expect(pictures).toHaveCount(3);
  await expect(page.locator('.wz-image .wz-badge')).toHaveCount(1);
  await expect(pictures.first().getByText('Cover')).toBeVisible();
  await pictures.nth(1).getByRole('button', { name: 'Make cover' }).click();
  await expect(pictures.nth(1).getByText('Cover')).toBeVisible();
  // The pictures survive a reload too, by their uploaded ids.
  await page.waitForTimeout(400);
  await page.reload();
  await expect(wz(page).getByRole('list', { name: 'Pictures' }).getByRole('listitem')).toHaveCount(3);
  await next(page);

  // Contact and availability.
  await stepIs(page, 'contact', 'Contact and availability');
  // It starts with the account's own name (the local provider's token carries none).
  await expect(wz(page).getByLabel('Your name')).toHaveValue(DEMO_ACCOUNT_USERS.find((u) => u.email === DEMO.email)!.name);
  await wz(page).getByLabel('Your name').fill('Ayesha Khan');
  await wz(page).getByLabel('Phone number').fill('');
  await wz(page).getByRole('button', { name: 'Saturday' }).click();
  await next(page);
  await expect(wz(page).getByText('Phone is required')).toBeVisible();
  await expect(wz(page).getByText('Start and end time is required')).toBeVisible();
  await wz(page).getByLabel('To').fill('17:00');
  await next(page);
  await expect(wz(page).getByText('Please enter start time first')).toBeVisible();
  await wz(page).getByRole('button', { name: 'Anytime' }).click();
  await expect(wz(page).getByLabel('To')).toHaveCount(0);
  await wz(page).getByLabel('Phone number').fill('3001234567');
  await next(page);

  // Review, then submit.
  await stepIs(page, 'review', 'Review');
  await expect(page.locator('.wz-quality')).not.toContainText('Checking your listing');
  await expect(page.locator('.wz-summary')).toContainText(title);
  await expect(page.locator('.wz-summary')).toContainText('PKR 1.5 Lac a month');
  await wz(page).getByRole('button', { name: 'Submit for review' }).click();
  await expect(wz(page).getByRole('heading', { name: 'Your property details have been submitted' })).toBeVisible();

  // The local draft is gone, and the listing waits in review with its three pictures.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('basera:draftProperty')))).toEqual([]);
  const inReview = await (await page.request.get('/api/data/property/status?type=in_review&pageSize=30&page=1')).json();
  const mine = inReview.items.find((item: { title: string }) => item.title === title);
  expect(mine).toBeTruthy();
  const details = await (await page.request.get(`/api/data/property/editDetails/${mine.id}`)).json();
  expect(details.status).toBe('in_review');
  expect(details.draft).toMatchObject({ purpose: 'rent', subType: 'house', area: { name: 'F-7' }, price: 150000, size: 10, bed: 4, bath: 3, features: { gas: true, floors: 2 } });
  expect(details.draft.images).toHaveLength(3);
  expect(details.draft.images.map((i: { isCover: boolean }) => i.isCover)).toEqual([false, true, false]);
});

test('a plot for sale needs one picture', async ({ page }) => {
  test.setTimeout(90_000);
  await openWizardSignedIn(page, '/add-property?purpose=sell');
  await wz(page).getByRole('radiogroup', { name: 'Category' }).getByRole('radio', { name: 'Plot' }).click();
  await wz(page).getByRole('radiogroup', { name: 'Property type' }).getByRole('radio', { name: 'Residential' }).click();
  await next(page);
  await chooseArea(page, 'Islamabad', 'F-7');
  await next(page);
  await wz(page).getByLabel('Property title').fill('Corner residential plot facing the park');
  await expect(wz(page).getByLabel('Bedrooms')).toHaveCount(0);
  await next(page);
  await wz(page).getByLabel('Price (PKR)').fill('45000000');
  await expect(wz(page).getByText('PKR 4.5 Crore')).toBeVisible();
  await wz(page).getByLabel('Size', { exact: true }).fill('10');
  await next(page);
  await next(page);
  await next(page);
  await expect(wz(page).getByText('Plots need at least 1 image. Residential properties need at least 3 images.')).toBeVisible();
  await uploadPhotos(page, [7]);
  await expect(wz(page).getByRole('list', { name: 'Pictures' }).getByRole('listitem')).toHaveCount(1);
  await next(page);
  await wz(page).getByLabel('Your name').fill('Bilal Ahmed');
  await wz(page).getByLabel('Phone number').fill('3211234567');
  await next(page);
  await wz(page).getByRole('button', { name: 'Submit for review' }).click();
  await expect(wz(page).getByRole('heading', { name: 'Your property details have been submitted' })).toBeVisible();
});

test('an owner edits a listing and it goes back to review', async ({ page }) => {
  test.setTimeout(90_000);
  await openWizardSignedIn(page, '/add-property?purpose=sell');
  // A listing made through the API, as the wizard would.
  const upload = await page.request.post('/api/data/images', {
    multipart: { 'files[]': { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo(9) }, referer: 'test' },
  });
  expect(upload.status()).toBe(200);
  const image = (await upload.json()).images[0];
  const created = await page.request.post('/api/data/property', {
    data: {
      purpose: 'sale', category: 'plot', subType: 'commercial-plot', city: { id: 1, name: 'Islamabad' }, area: { id: 3, name: 'F-7' },
      name: 'Commercial plot on the main road', size: 4, sizeUnit: 'marla', price: 90_000_000, images: [{ details: { id: image.id }, isCover: true }],
      owner: { name: 'Demo Owner', code: '92', phone: '3001112223' }, intent: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto(`/add-property?id=${id}&step=details`);
  await expect(page.locator('.wz-eyebrow')).toHaveText('Edit your property');
  await expect(wz(page).getByLabel('Property title')).toHaveValue('Commercial plot on the main road');
  await wz(page).getByLabel('Property title').fill('Commercial plot on the main boulevard');
  await wz(page).getByRole('button', { name: 'Step 8: Review' }).click();
  await stepIs(page, 'review', 'Review');
  await wz(page).getByRole('button', { name: 'Submit for review' }).click();
  await expect(wz(page).getByRole('heading', { name: 'Your property details have been submitted' })).toBeVisible();
  const details = await (await page.request.get(`/api/data/property/editDetails/${id}`)).json();
  expect(details).toMatchObject({ status: 'in_review', draft: { name: 'Commercial plot on the main boulevard' } });
});

/** A moderator signed in in a context of its own. */
const moderatorPage = (browser: Browser) => signedInPage(browser, 'moderator@basera.pk', '/moderation');

/** The moderator's note holding this text, and the element right after it (the field it is about). */
function noteBeside(page: Page, text: string): { note: Locator; field: Locator } {
  const note = wz(page).getByRole('note').filter({ hasText: text });
  return { note, field: note.locator('xpath=following-sibling::*[1]') };
}

test("the moderator's feedback shows beside the fields and pictures it is about", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openWizardSignedIn(page, '/add-property?purpose=rent');
  // A house in review, made through the API as the wizard would.
  const uploaded: { id: number; url: string }[] = [];
  for (const seed of [4, 5, 6]) {
    const res = await page.request.post('/api/data/images', {
      multipart: { 'files[]': { name: `room-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await photo(seed) }, referer: 'test' },
    });
    expect(res.status()).toBe(200);
    uploaded.push((await res.json()).images[0]);
  }
  const [a, b, c] = uploaded;
  const title = `House with feedback ${Date.now()}`;
  const created = await page.request.post('/api/data/property', {
    data: {
      purpose: 'rent', category: 'residential', subType: 'house', city: { id: 1, name: 'Islamabad' }, area: { id: 3, name: 'F-7' },
      name: title, size: 10, sizeUnit: 'marla', price: 150_000, bed: 4, bath: 3, condition: 'good',
      description: 'Ten marla house on a quiet street with a lawn and two kitchens, close to the markaz.',
      images: [a, b, c].map((image, i) => ({ details: { id: image.id }, isCover: i === 0 })),
      availability: { availability: 'anytime', days: [], startTime: '', endTime: '' },
      owner: { name: 'Demo Owner', code: '92', phone: '3001112223' }, intent: 'submit',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  try {
    // The moderator asks for improvements: a note for each part of the form, and one picture refused.
    const moderator = await moderatorPage(browser);
    const notes = {
      PRICE: 'The rent is far above similar houses in F-7.',
      TITLE: 'Please say the size and the area in the title.',
      DETAILS: 'Please check the number of bathrooms.',
      DESCRIPTION: 'Please describe the rooms and the street.',
      LOCATION: 'The pin is outside F-7.',
    };
    const improve = await moderator.request.post('/api/moderation/improve', {
      data: {
        propertyId: id,
        feedback: Object.entries(notes).map(([kind, message]) => ({ kind, status: 'IMPROVE', message })),
        images: [{ imageId: b.id, reason: 'blurred' }],
      },
    });
    expect(improve.status(), await improve.text()).toBe(200);
    await moderator.context().close();

    // Location: the note sits right above the city and area.
    await page.goto(`/add-property?id=${id}&step=location`);
    await expect(page.locator('.wz-eyebrow')).toHaveText('Edit your property');
    const location = noteBeside(page, notes.LOCATION);
    await expect(location.note).toContainText(`Our team suggests an improvement: ${notes.LOCATION}`);
    await expect(location.field.getByLabel('City')).toBeVisible();
    await expect(wz(page).getByRole('note')).toHaveCount(1);

    // Details: title, rooms and description each carry their own note, and no other.
    await wz(page).getByRole('button', { name: 'Step 3: Details' }).click();
    await stepIs(page, 'details', 'Details');
    await expect(wz(page).getByRole('note')).toHaveCount(3);
    await expect(noteBeside(page, notes.TITLE).field.getByLabel('Property title')).toBeVisible();
    await expect(noteBeside(page, notes.DETAILS).field.getByLabel('Bathrooms')).toBeVisible();
    await expect(noteBeside(page, notes.DESCRIPTION).field.getByLabel('Description')).toBeVisible();

    // Price.
    await wz(page).getByRole('button', { name: 'Step 4: Price and size' }).click();
    await stepIs(page, 'price', 'Price and size');
    await expect(wz(page).getByRole('note')).toHaveCount(1);
    await expect(noteBeside(page, notes.PRICE).field.getByLabel('Monthly rent (PKR)')).toBeVisible();

    // Pictures: only the refused one says why, and the owner sees the clean pictures, not the marked copies.
    await wz(page).getByRole('button', { name: 'Step 6: Images' }).click();
    await stepIs(page, 'images', 'Images');
    const pictures = wz(page).getByRole('list', { name: 'Pictures' }).getByRole('listitem');
    await expect(pictures).toHaveCount(3);
    await expect(pictures.nth(1)).toContainText('Rejected: the picture is blurred');
    await expect(pictures.nth(0)).not.toContainText('Rejected');
    await expect(pictures.nth(2)).not.toContainText('Rejected');
    for (let i = 0; i < 3; i++) await expect(pictures.nth(i).getByRole('img')).not.toHaveAttribute('src', /watermarked/);
  } finally {
    const removed = await page.request.delete(`/api/data/property/delete/?propertyId=${id}`);
    expect(removed.status()).toBe(200);
  }
});
