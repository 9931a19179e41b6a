import { expect, test, type Page } from '@playwright/test';
import { withTestDb } from './support/db';
import { inquiryMessages } from '../../src/lib/listings/messages';
import { VALIDATION_DETAIL } from '../../src/lib/http/problem';
import { NUL_REFUSED } from '../../src/lib/http/nul';

// The inquiry forms of a listing and of a project in a browser that runs no script: posted to the
// page, answered with Post/Redirect/Get, checked against the test server's database.

/** A published listing no other test sends inquiries about; one per test, so none nears the limit per listing. */
function listing(offset: number): { id: number; purpose: string } {
  return withTestDb((db) =>
    db.prepare(`select id, purpose from listings where status = 'published' order by id desc limit 1 offset ?`).get(offset) as { id: number; purpose: string },
  );
}

const inquiriesNamed = (name: string) =>
  withTestDb((db) => db.prepare('select listing_id, project_id, email, phone, message from inquiries where name = ?').all(name));
const forget = (name: string) => withTestDb((db) => db.prepare('delete from inquiries where name = ?').run(name));

async function firstProject(page: Page): Promise<{ id: number; slug: string }> {
  for (let id = 1; id <= 40; id++) {
    const res = await page.request.get(`/api/data/projects/${id}`);
    if (res.ok()) return (await res.json()) as { id: number; slug: string };
  }
  throw new Error('No demo project');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an inquiry about a listing is sent, stored, and the page says so', async ({ page }) => {
    const { id, purpose } = listing(3);
    const name = `No-script Sender ${Date.now()}`;
    await page.goto(`/${purpose}/${id}`);
    const form = page.getByRole('form', { name: 'Send an inquiry' });
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('noscript@example.pk');
    await form.getByLabel('Phone').fill('0300 5556667');
    await form.getByRole('button', { name: 'Send inquiry' }).click();

    // Post/Redirect/Get: a reload now asks for the page again and sends nothing twice.
    await expect(page).toHaveURL(new RegExp(`/${purpose}/${id}\\?sent=inquiry#inquiry-heading$`));
    await expect(page.getByRole('status').filter({ hasText: inquiryMessages.sent })).toBeVisible();
    expect(inquiriesNamed(name)).toEqual([
      { listing_id: id, project_id: null, email: 'noscript@example.pk', phone: '+923005556667', message: expect.stringContaining(`(Property ID ${id})`) },
    ]);
    await page.reload();
    expect(inquiriesNamed(name)).toHaveLength(1);
    await page.getByRole('link', { name: 'Send another inquiry' }).click();
    await expect(page.getByRole('form', { name: 'Send an inquiry' })).toBeVisible();
    forget(name);
  });

  test('a bad inquiry comes back with each message under its field and everything typed kept', async ({ page }) => {
    const { id, purpose } = listing(4);
    const name = `No-script Mistaken ${Date.now()}`;
    await page.goto(`/${purpose}/${id}`);
    const form = page.getByRole('form', { name: 'Send an inquiry' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Phone').fill('12345');
    await form.getByLabel('Message').fill('Is the price final?');
    const answered = page.waitForResponse((res) => res.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    const response = await answered;
    expect(response.status()).toBe(400);
    // Never kept by this server's page cache or any cache in front of it.
    expect(response.headers()['cache-control']).toBe('private, no-store');

    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Incorrect Email Format');
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Incorrect Phone Format');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByRole('alert')).toHaveText(VALIDATION_DETAIL);
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(form.getByLabel('Email')).toHaveValue('not-an-email');
    await expect(form.getByLabel('Phone')).toHaveValue('12345');
    await expect(form.getByLabel('Message')).toHaveValue('Is the price final?');
    await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
    expect(inquiriesNamed(name)).toEqual([]);

    // Put right, it goes.
    await form.getByLabel('Email').fill('mistaken@example.pk');
    await form.getByLabel('Phone').fill('3005556668');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: inquiryMessages.sent })).toBeVisible();
    expect(inquiriesNamed(name)).toEqual([expect.objectContaining({ listing_id: id, phone: '+923005556668', message: 'Is the price final?' })]);
    forget(name);
  });

  test("a project's inquiry is sent to the developer, and a bad one comes back with its messages", async ({ page }) => {
    const project = await firstProject(page);
    const name = `No-script Asker ${Date.now()}`;
    await page.goto(`/projects/${project.slug}`);
    const form = page.locator('#project-inquiry');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone').fill('123');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Incorrect Phone Format');
    await expect(form.getByLabel('Phone')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveValue(name);
    expect(inquiriesNamed(name)).toEqual([]);

    await form.getByLabel('Phone').fill('0300 5556669');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page).toHaveURL(/\?sent=inquiry#inquiry$/);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your inquiry has been sent.' })).toBeVisible();
    expect(inquiriesNamed(name)).toEqual([expect.objectContaining({ listing_id: null, project_id: project.id, phone: '+923005556669' })]);
    forget(name);
  });
});

test('a form posted to a page from another site is refused and nothing is stored', async ({ request }) => {
  const { id, purpose } = listing(5);
  const name = `Cross-site Sender ${Date.now()}`;
  const res = await request.post(`/${purpose}/${id}`, {
    form: { name, email: 'x@example.pk', phone: '3001234567', message: 'Hello' },
    headers: { origin: 'https://elsewhere.example' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(inquiriesNamed(name)).toEqual([]);
});

test('the redirect after a sent form is kept by no cache either', async ({ request }) => {
  const { id, purpose } = listing(6);
  const name = `Redirected Sender ${Date.now()}`;
  const res = await request.post(`/${purpose}/${id}`, {
    form: { name, email: 'redirected@example.pk', phone: '3001234567', message: 'Hello' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  expect(res.headers().location).toBe(`/${purpose}/${id}?sent=inquiry#inquiry-heading`);
  expect(res.headers()['cache-control']).toBe('private, no-store');
  expect(inquiriesNamed(name)).toHaveLength(1);
  forget(name);
});

test('U+0000 in a form or an address is refused with a 400 that says why, and nothing is stored', async ({ request }) => {
  const { id, purpose } = listing(7);
  const name = `Null Sender ${Date.now()}`;
  // The form drawn again with the reason above its button, as typed.
  const form = await request.post(`/${purpose}/${id}`, {
    form: { name, email: 'null@example.pk', phone: '3001234567', message: 'Hello\u0000 there' },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(400);
  const shown = await form.text();
  expect(shown).toContain(NUL_REFUSED);
  expect(shown, 'what was typed, kept').toContain(`value="${name}"`);
  expect(inquiriesNamed(name)).toEqual([]);

  // A page's address: a line saying why, kept by no cache.
  for (const path of ['/area-guides/%00', `/sale/residential-properties-for-sale-lahore-2?minPrice=1%002`]) {
    const page = await request.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(400);
    expect(await page.text()).toBe(NUL_REFUSED);
    expect(page.headers()['cache-control']).toBe('no-store');
  }
  // The API: a problem.
  const api = await request.get('/api/search/cityArea?q=%00');
  expect(api.status()).toBe(400);
  expect(api.headers()['content-type']).toBe('application/problem+json');
  expect(((await api.json()) as { detail: string }).detail).toBe(NUL_REFUSED);
});
