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
