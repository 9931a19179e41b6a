import { expect, test, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { request as httpRequest } from 'node:http';
import { signedInPage } from './support/sign-in';
import { slugify } from '../../src/lib/text/slug';
import { currentLane } from '../support/browser-lanes';

// Hostile text and the Content-Security-Policy, page by page: a listing whose title and description
// are a script tag is shown as text everywhere (no dialog opens, the tag never reaches the HTML as
// markup), and the pages work under the policy the server sends, with no violation reported.
// RSS: the feed (/blog/rss.xml) carries blog posts only, never listings, so it is not a surface here.

const DB_PATH = currentLane().databasePath;
const HOSTILE = '<script>alert(1)</script>';
const DESCRIPTION = `A family house ${HOSTILE} with a lawn <img src=x onerror=alert(2)> near the market.`;

interface Made {
  published: number;
  inReview: number;
  resultsPath: string;
}

let made: Made;

function insertListings(): Made {
  const db = new Database(DB_PATH);
  try {
    const owner = db.prepare("select id from users where email = 'demo@basera.pk' order by subject is null limit 1").get() as { id: number };
    const place = db
      .prepare('select a.id as areaId, a.name as areaName, a.lat, a.lng, c.id as cityId, c.name as cityName from areas a join cities c on c.id = a.city_id where a.lat is not null order by a.id limit 1')
      .get() as { areaId: number; areaName: string; lat: number; lng: number; cityId: number; cityName: string };
    const now = new Date().toISOString();
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const insert = db.prepare(
      `insert into listings (purpose, category, type, city_id, area_id, lat, lng, title, description, price, size_value, size_unit, size_sqft,
        beds, baths, condition, features, availability, owner_name, owner_code, owner_phone, user_id, status, created_at, updated_at, published_at, expires_at)
       values ('sale', 'residential', 'house', ?, ?, ?, ?, ?, ?, 950000000, 10, 'marla', 2250, 4, 4, 'good', '{}',
        null, ?, '92', '3001234567', ?, ?, ?, ?, ?, ?)`,
    );
    const published = Number(insert.run(place.cityId, place.areaId, place.lat, place.lng, HOSTILE, DESCRIPTION, HOSTILE, owner.id, 'published', now, now, now, expires).lastInsertRowid);
    const inReview = Number(insert.run(place.cityId, place.areaId, place.lat, place.lng, HOSTILE, DESCRIPTION, HOSTILE, owner.id, 'in_review', now, now, null, null).lastInsertRowid);
    const keys = db.prepare('select distinct storage_key from listing_images limit 2').all() as Array<{ storage_key: string }>;
    for (const id of [published, inReview]) {
      keys.forEach((k, position) =>
        db
          .prepare('insert into listing_images (listing_id, storage_key, is_cover, position, width, height, user_id, created_at) values (?, ?, ?, ?, 840, 525, ?, ?)')
          .run(id, k.storage_key, position === 0 ? 1 : 0, position, owner.id, now),
      );
    }
    const resultsPath = `/sale/residential-properties-for-sale-${slugify(place.areaName)}-${slugify(place.cityName)}-${place.cityId}-${place.areaId}`;
    return { published, inReview, resultsPath };
  } finally {
    db.close();
  }
}

test.beforeAll(() => {
  made = insertListings();
});

test.afterAll(() => {
  const db = new Database(DB_PATH);
  try {
    for (const table of ['reports', 'inquiries', 'listing_images']) db.prepare(`delete from ${table} where listing_id in (?, ?)`).run(made.published, made.inReview);
    db.prepare('delete from listings where id in (?, ?)').run(made.published, made.inReview);
  } finally {
    db.close();
  }
});

interface Watch {
  dialogs: string[];
  violations: string[];
}

/** Records dialogs (an alert would mean the text ran) and CSP violations, from the page and the console. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [], violations: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return seen;
}

async function signedIn(browser: Browser, email: string, path: string): Promise<{ page: Page; seen: Watch }> {
  let seen: Watch | undefined;
  const page = await signedInPage(browser, email, path, async (fresh) => {
    seen = await watch(fresh);
  });
  return { page, seen: seen! };
}

/** Scrolls to the end so islands that hydrate when visible (maps, galleries) run too. */
async function exercise(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
}

/**
 * The HTML as the server sent it never holds the hostile tag as markup. Inside a double-quoted
 * attribute value (alt, data-title, og:title) `<` is plain text by the HTML rules and only `"` and
 * `&` need escaping, which Astro does; so those values are set aside and everything else is checked.
 */
function expectInert(html: string, where: string) {
  const markup = html.replace(/="[^"]*"/g, '=""');
  expect(markup, `${where}: raw script tag`).not.toContain('<script>alert(1)');
  expect(markup, `${where}: raw img tag`).not.toContain('<img src=x');
}

/** In the live page: no script that runs carries the text, no element was made from it. */
async function expectNoLiveMarkup(page: Page, where: string) {
  const live = await page.evaluate(() => ({
    // Data blocks (JSON-LD) are never run; any other script with the text would be.
    scripts: [...document.scripts].filter((s) => s.type !== 'application/ld+json' && /alert\(/.test(s.textContent ?? '')).length,
    images: document.querySelectorAll('img[src="x"]').length,
  }));
  expect(live, where).toEqual({ scripts: 0, images: 0 });
}

test('a visitor: home, results and detail page show the hostile title as text, under the policy', async ({ page }) => {
  const seen = await watch(page);

  const home = await page.goto('/');
  const policy = home!.headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("frame-ancestors 'none'");
  // Pictures and map tiles come from this origin only (Basera's own tiles, the default MAP_TILE_URL).
  expect(policy).toMatch(/img-src 'self' data: blob:(;|$)/);
  await exercise(page);

  const results = await page.goto(made.resultsPath);
  expectInert(await results!.text(), 'results');
  await expect(page.getByText(HOSTILE, { exact: true }).first()).toBeVisible();
  // The card picture's alt text is the title, whole: a value, not markup.
  await expect(page.locator(`img[alt="${HOSTILE}"]`).first()).toBeAttached();
  await expectNoLiveMarkup(page, 'results');
  await exercise(page);

  const detail = await page.goto(`/sale/${made.published}`);
  const html = await detail!.text();
  expectInert(html, 'detail');
  await expect(page.getByRole('heading', { level: 1, name: HOSTILE })).toBeVisible();
  await expect(page.getByText('<img src=x onerror=alert(2)>', { exact: false }).first()).toBeVisible();
  // The structured data is JSON that keeps the title as a string: \u003c inside, never a tag.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  const listing = blocks.map((b) => JSON.parse(b) as { name?: string }).find((b) => b.name === HOSTILE);
  expect(listing, 'the listing structured data names the hostile title').toBeDefined();
  expect(html).toContain('\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
  await expectNoLiveMarkup(page, 'detail');
  await exercise(page);

  const sitemap = await page.request.get('/sitemap.xml');
  const parts = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) expectInert(await (await page.request.get(part)).text(), part);
  const rss = await page.request.get('/blog/rss.xml');
  expectInert(await rss.text(), 'rss');

  expect(seen.dialogs).toEqual([]);
  expect(seen.violations).toEqual([]);
});

test('the owner: my properties and the add-property wizard, under the policy', async ({ browser }) => {
  const { page, seen } = await signedIn(browser, 'demo@basera.pk', '/my-properties?status=published');
  // The auth cookies as the browser keeps them: out of reach of page scripts, not sent cross-site.
  const cookies = await page.context().cookies();
  for (const name of ['basera_auth', 'basera_refresh']) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  }
  expect(await page.evaluate(() => document.cookie)).not.toContain('basera_auth');
  expectInert(await page.content(), 'my-properties');
  const mine = await page.request.get('/my-properties?status=published');
  expectInert(await mine.text(), 'my-properties (server HTML)');
  await expect(page.getByText(HOSTILE, { exact: true }).first()).toBeVisible();
  await expectNoLiveMarkup(page, 'my-properties');
  await exercise(page);

  await page.goto('/add-property?purpose=sell');
  await expect(page.locator('.wz-shell')).toBeVisible();
  await exercise(page);

  expect(seen.dialogs).toEqual([]);
  expect(seen.violations).toEqual([]);
  await page.context().close();
});

test('the operator: the moderation console shows the listing in review as text, under the policy', async ({ browser }) => {
  const path = `/moderation?listing=${made.inReview}`;
  const { page, seen } = await signedIn(browser, 'moderator@basera.pk', path);
  const html = await (await page.request.get(path)).text();
  expectInert(html, 'moderation');
  await expect(page.getByText(HOSTILE, { exact: true }).first()).toBeVisible();
  await expectNoLiveMarkup(page, 'moderation');
  await exercise(page);

  expect(seen.dialogs).toEqual([]);
  expect(seen.violations).toEqual([]);
  await page.context().close();
});

test('API answers: a cross-site write is refused, and every answer carries the security headers', async ({ request }) => {
  const report = { propertyId: made.published, reason: 'other' };
  const crossSite = await request.post('/api/data/propertyReport', { data: report, headers: { origin: 'https://evil.example' } });
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()['content-type']).toContain('application/problem+json');
  expect((await crossSite.json()).detail).toBe('This request came from another site and was refused.');
  const db = new Database(DB_PATH);
  try {
    expect(db.prepare('select count(*) n from reports where listing_id = ?').get(made.published)).toEqual({ n: 0 });
  } finally {
    db.close();
  }
  const sameSite = await request.post('/api/data/propertyReport', { data: report, headers: { origin: new URL(test.info().project.use.baseURL!).origin } });
  expect(sameSite.status()).toBe(200);

  for (const path of ['/api/health', '/sitemap.xml', `/sale/${made.published}`, '/no-such-page']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    // Served over plain http here: no HSTS (src/lib/http/headers.test.ts covers TLS).
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
  expect((await request.get('/api/health')).headers()['content-security-policy']).toContain("default-src 'none'");
});

test('a method an address does not take: a 405 that names those it does, a problem from the API, never a 500', async ({ request }) => {
  const wrong = await request.get('/api/data/inquiry');
  expect(wrong.status()).toBe(405);
  expect(wrong.headers()['content-type']).toContain('application/problem+json');
  expect(wrong.headers().allow).toBe('POST');
  expect((await wrong.json()).detail).toBe('This address does not take GET requests. It takes POST.');
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const patch = await request.fetch(`/api/data/projects/1`, { method: 'PATCH', headers: { origin } });
  expect(patch.status()).toBe(405);
  expect(patch.headers().allow).toBe('GET, HEAD');
  // Unknown API addresses stay a 404 problem.
  expect((await request.fetch('/api/no-such-thing', { method: 'PATCH' })).status()).toBe(404);

  // A page is read, and posted to only where it has a form that works without script; an error page takes anything.
  const read = 'GET, HEAD';
  const sent = [['PUT', '/', read], ['OPTIONS', '/', read], ['POST', '/blog', read], ['POST', '/sitemap.xml', read], ['DELETE', `/sale/${made.published}`, 'GET, HEAD, POST']];
  for (const [method, path, allow] of sent) {
    const answer = await request.fetch(path, { method, headers: { origin } });
    expect(answer.status(), `${method} ${path}`).toBe(405);
    expect(answer.headers().allow, `${method} ${path}`).toBe(allow);
    expect(await answer.text()).toBe(`This address does not take ${method} requests. It takes ${allow}.`);
  }
  expect((await request.fetch('/no-such-page', { method: 'POST', headers: { origin } })).status()).toBe(404);
  // Astro routes its server-island endpoint in every build, and the node adapter of this Astro line reads
  // a body posted there whole, with no limit (GHSA-3rmj-9m5h-8fpv). Basera has no server islands: the
  // post is refused as any page's is, before its body is read.
  const island = await request.fetch('/_server-islands/Anything', { method: 'POST', headers: { origin, 'content-type': 'application/json' }, data: Buffer.alloc(2_000_000, 0x20) });
  expect(island.status()).toBe(405);
  expect(island.headers().allow).toBe(read);

  // TRACE cannot even be made into a Request inside the server: it answered 500 before.
  for (const path of ['/', '/api/health']) {
    const trace = await request.fetch(path, { method: 'TRACE' });
    expect(trace.status(), path).toBe(405);
    expect(trace.headers().allow, path).toBe('GET, HEAD, POST, PUT, DELETE');
    expect(trace.headers()['content-type'], path).toBe(path === '/' ? 'text/plain; charset=utf-8' : 'application/problem+json');
    expect(await trace.text(), path).toContain('This address does not take TRACE requests.');
  }
});

/** The status a request with this Host header is answered with (browsers and fetch will not send one of these). */
function statusWithHost(host: string): Promise<number> {
  const base = new URL(test.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    httpRequest({ host: base.hostname, port: base.port, path: '/', headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

test('a malformed Host header is answered, and the server goes on answering', async ({ request }) => {
  // GHSA-qh8j-hqjv-7m4x: in later adapter lines, a port past 65535 stopped the server.
  for (const host of ['localhost:99999999', 'localhost:abc', '[::1', 'exa mple.com', '']) {
    expect(await statusWithHost(host), host).toBeLessThan(500);
  }
  expect((await request.get('/api/health')).status()).toBe(200);
});
