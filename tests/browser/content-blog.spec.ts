import { expect, test } from '@playwright/test';
import { formatKb, measurePageJs } from './support/js-size';

// The blog: its posts, the RSS feed, and what an article page costs to load.

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

test('the blog’s pictures: every size the pages ask for is made and kept a year; other sizes are refused', async ({ page, request }) => {
  const sources = new Set<string>();
  for (const path of ['/blog', '/blog/spotting-fake-listings-and-property-scams']) {
    await page.goto(path);
    for (const img of await page.locator('img[src^="/_image"]').all()) {
      sources.add((await img.getAttribute('src'))!);
      for (const candidate of ((await img.getAttribute('srcset')) ?? '').split(',')) sources.add(candidate.trim().split(' ')[0]);
    }
  }
  // The copy search engines are given, named in the post's Article data.
  const article = JSON.parse((await page.locator('head script[type="application/ld+json"]').first().textContent())!);
  const shared = new URL(article.image);
  expect(shared.searchParams.get('f')).toBe('jpeg');
  sources.add(shared.pathname + shared.search);
  expect(sources.size).toBeGreaterThan(6);
  for (const source of sources) {
    const answer = await request.get(source);
    expect(answer.status(), source).toBe(200);
    expect(answer.headers()['content-type'], source).toMatch(/^image\/(webp|jpeg)$/);
    expect(answer.headers()['cache-control'], source).toBe('public, max-age=31536000, immutable');
  }
  const one = new URL([...sources][0], 'http://x');
  one.searchParams.set('w', '640');
  const refused = await request.get(one.pathname + one.search);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toBe('This picture address is not one that Basera’s pages use.');
  const missing = await request.get('/_image?href=%2F_astro%2Fgone.Ab12.png&w=800&h=450&f=webp');
  expect(missing.status()).toBe(404);
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
