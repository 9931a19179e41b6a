import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { islandsLive, signedInPage } from './support/sign-in';

// An owner listing a plot in Islamabad on a phone: the pictures a phone gives, a connection that
// drops, and what a plot is asked and shown.

const DEMO = 'demo@basera.pk';
const PHONE = { width: 390, height: 844 };

const wz = (page: Page) => page.locator('.wz-shell');
const next = (page: Page) => wz(page).getByRole('button', { name: 'Next' }).click();

/** The wizard for a new listing, without what an earlier visit left in it. */
async function freshWizard(page: Page, path: string) {
  // Kept drafts live in this browser's storage: cleared first, so there is nothing to restore. A restore
  // lands just after the island hydrates, too late for a look for 'Start over' to be sure of seeing it.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('basera:draftProperty')) localStorage.removeItem(key);
  });
  await page.goto(path);
  await islandsLive(page);
  await expect(wz(page).getByText('Step 1 of 8')).toBeVisible();
}

async function choosePlot(page: Page) {
  await wz(page).getByRole('radiogroup', { name: 'Category' }).getByRole('radio', { name: 'Plot' }).click();
  await wz(page).getByRole('radiogroup', { name: 'Property type' }).getByRole('radio', { name: 'Residential' }).click();
}

/** A photo straight from a phone: over 5 MB as it is, far under once compressed. */
async function bigPhoneShot(): Promise<Buffer> {
  const width = 2000;
  const height = 1500;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } }).blur(1).png().toBuffer();
}

async function smallPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="100%" height="100%" fill="#6a8"/><circle cx="300" cy="250" r="120" fill="#243"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test("a plot's pictures on a phone: not a picture is refused unsent, a big photo goes compressed, a dropped upload is tried again", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, DEMO, '/my-properties');
  await freshWizard(page, '/add-property?purpose=sell');
  await choosePlot(page);
  await wz(page).getByRole('button', { name: 'Step 6: Images' }).click();
  await page.setViewportSize(PHONE);
  await expect(wz(page).getByText('Add at least 1 picture of the plot.')).toBeVisible();

  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/data/images') sent.push(request.url());
  });
  const input = page.locator('input[type=file]');
  const failures = wz(page).getByRole('list', { name: 'Pictures not added' });
  const pictures = wz(page).getByRole('list', { name: 'Pictures' }).getByRole('listitem');

  // Not a picture: said at once, nothing sent, no broken picture.
  await input.setInputFiles({ name: 'title-deed.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a picture') });
  await expect(failures.getByRole('listitem')).toContainText('title-deed.pdf: Please choose a JPEG, PNG or WebP image');
  await expect(wz(page).getByRole('img', { name: /title-deed/ })).toHaveCount(0);
  expect(sent).toEqual([]);
  await failures.getByRole('button', { name: 'Dismiss title-deed.pdf' }).click();
  await expect(failures).toHaveCount(0);

  // A photo over 5 MB as taken is compressed first, and goes.
  const shot = await bigPhoneShot();
  expect(shot.length).toBeGreaterThan(5_000_000);
  await input.setInputFiles({ name: 'plot-front.png', mimeType: 'image/png', buffer: shot });
  await expect(pictures).toHaveCount(1);
  await expect(page.locator('.wz-image.is-pending')).toHaveCount(0, { timeout: 30_000 });
  await expect(pictures.first().getByText('Cover')).toBeVisible();
  await expect(failures).toHaveCount(0);

  // The connection drops during an upload: said plainly, and the same file goes once it is back.
  await page.route('**/api/data/images', (route) => route.abort('internetdisconnected'));
  await input.setInputFiles({ name: 'plot-corner.jpg', mimeType: 'image/jpeg', buffer: await smallPhoto() });
  // The file is compressed before it is sent, canvas work a busy machine can take seconds over.
  await expect(failures.getByRole('listitem')).toContainText('plot-corner.jpg: Could not reach Basera. Please check your connection and try again.', {
    timeout: 15_000,
  });
  await page.unroute('**/api/data/images');
  await failures.getByRole('button', { name: 'Try plot-corner.jpg again' }).click();
  await expect(pictures).toHaveCount(2, { timeout: 30_000 });
  await expect(page.locator('.wz-image.is-pending')).toHaveCount(0, { timeout: 30_000 });
  await expect(failures).toHaveCount(0);
  await freshWizard(page, '/add-property?purpose=sell');
  await page.context().close();
});

test('a house turned into a plot: the review and the saved plot keep no bedrooms, condition or kitchens', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, DEMO, '/my-properties');
  await freshWizard(page, '/add-property?purpose=sell');
  await next(page);
  await wz(page).getByLabel('City').selectOption({ label: 'Islamabad' });
  await wz(page).getByRole('combobox', { name: 'Area' }).fill('E-11');
  // The suggestion reads as the area and its city.
  await wz(page).getByRole('option', { name: 'E-11, Islamabad' }).click();
  await next(page);
  const title = `1 Kanal plot in E-11 ${Date.now()}`;
  await wz(page).getByLabel('Property title').fill(title);
  await wz(page).getByLabel('Bedrooms').selectOption({ label: '4' });
  await wz(page).getByLabel('Bathrooms').selectOption({ label: '3' });
  await wz(page).getByRole('radio', { name: 'Good' }).click();
  await next(page);
  await wz(page).getByLabel('Price (PKR)').fill('45000000');
  // The rupees are said with the field, to a screen reader too.
  await expect(wz(page).getByLabel('Price (PKR)')).toHaveAccessibleDescription('PKR 4.5 Crore');
  await wz(page).getByLabel('Unit').selectOption({ label: 'Kanal' });
  await wz(page).getByLabel('Size', { exact: true }).fill('1');
  await next(page);
  await wz(page).getByRole('spinbutton', { name: 'Kitchens' }).fill('2');
  await wz(page).getByLabel('Gas').check();

  // Then it is a plot after all.
  await wz(page).getByRole('button', { name: 'Step 1: Purpose and type' }).click();
  await choosePlot(page);
  await wz(page).getByRole('button', { name: 'Step 3: Details' }).click();
  await expect(wz(page).getByLabel('Bedrooms')).toHaveCount(0);
  await expect(wz(page).getByLabel('Description')).toHaveAccessibleDescription(/its shape and position, the street/);
  await wz(page).getByRole('button', { name: 'Step 5: Features' }).click();
  await expect(wz(page).getByRole('list', { name: 'Chosen features' })).toHaveText(/^Gas/);

  await wz(page).getByRole('button', { name: 'Step 8: Review' }).click();
  const summary = wz(page).locator('.wz-summary');
  await expect(summary).toContainText(title);
  for (const label of ['Bedrooms', 'Bathrooms', 'Condition']) await expect(summary.getByText(label, { exact: true })).toHaveCount(0);
  await expect(summary).not.toContainText('Kitchens');
  await expect(summary).toContainText('Gas');

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/data/property' && r.request().method() === 'POST');
  await wz(page).getByRole('button', { name: 'Save as draft' }).click();
  const { id } = (await (await saved).json()) as { id: number };
  try {
    const details = await (await page.request.get(`/api/data/property/editDetails/${id}`)).json();
    expect(details.draft).toMatchObject({ category: 'plot', bed: null, bath: null, condition: null, features: { gas: true } });
    expect(details.draft.features).not.toHaveProperty('kitchens');
  } finally {
    expect((await page.request.delete(`/api/data/property/delete/?propertyId=${id}`)).status()).toBe(200);
    await page.context().close();
  }
});

test('areas that cannot be fetched are said under the box, and come once the connection is back', async ({ browser }) => {
  const page = await signedInPage(browser, DEMO, '/my-properties');
  await page.setViewportSize(PHONE);
  await freshWizard(page, '/add-property?purpose=sell');
  await next(page);
  await wz(page).getByLabel('City').selectOption({ label: 'Islamabad' });
  await page.route('**/api/search/cityArea*', (route) => route.abort('internetdisconnected'));
  const area = wz(page).getByRole('combobox', { name: 'Area' });
  await area.fill('E-1');
  await expect(wz(page).getByRole('status').filter({ hasText: 'Could not reach Basera. Please check your connection and try again.' })).toBeVisible();
  await page.unroute('**/api/search/cityArea*');
  await area.fill('E-11');
  await expect(wz(page).getByRole('option', { name: 'E-11, Islamabad' })).toBeVisible();
  await expect(wz(page).getByText('Could not reach Basera.')).toHaveCount(0);
  await freshWizard(page, '/add-property?purpose=sell');
  await page.context().close();
});
