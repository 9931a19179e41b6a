import { beforeAll, describe, expect, it } from 'vitest';
import type { APIContext, APIRoute } from 'astro';
import { GET as index } from '@/pages/sitemap.xml';
import { GET as part } from '@/pages/sitemap-[part].xml';
import { GET as robots } from '@/pages/robots.txt';
import { LISTINGS_PER_PART, sitemapPart, urlsetXml } from '@/lib/search/sitemap.server';
import { useTestDatabase } from '../support/db';
import { addListing, addPlaces, F7, GULBERG, LAHORE } from './support/world';

const t = useTestDatabase();

beforeAll(async () => {
  await addPlaces(t.db);
  await t.db.insertInto('areas').values({ id: 30, city_id: 1, name: 'A & B <script>', slug: 'a-b', lat: 33.7, lng: 73 }).execute();
  await addListing(t.db, { title: '<script>alert(1)</script>', area_id: 30 });
  await addListing(t.db, { title: 'Rent in F-7', purpose: 'rent', area_id: F7 });
  await addListing(t.db, { title: 'Lahore plot', city_id: LAHORE, area_id: GULBERG, category: 'plot', type: 'residential-plot' });
  await addListing(t.db, { title: 'A draft', status: 'draft', area_id: F7 });
  await addListing(t.db, { id: 120_000, title: 'Far id' });
});

async function get(route: APIRoute, params: Record<string, string> = {}) {
  const response = await route({ params, url: new URL('http://localhost/'), request: new Request('http://localhost/') } as unknown as APIContext);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemaps', () => {
  it('indexes one file per part, listings split by id range of 5,000', async () => {
    expect(LISTINGS_PER_PART).toBe(5_000);
    const res = await get(index);
    expect(res.type).toContain('application/xml');
    expect(res.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // The highest published id is 120,000: 24 parts of listings.
    const listingParts = Array.from({ length: 24 }, (_, i) => `/sitemap-listings-${i + 1}.xml`);
    expect(locs(res.text).map((l) => new URL(l).pathname)).toEqual([
      '/sitemap-pages.xml', '/sitemap-places-1.xml', ...listingParts, '/sitemap-projects.xml', '/sitemap-agencies.xml', '/sitemap-guides.xml',
    ]);
  });

  it('lists published listings only, in their part', async () => {
    const first = locs((await get(part, { part: 'listings-1' })).text).map((l) => new URL(l).pathname);
    expect(first).toHaveLength(3);
    expect(first.every((p) => /^\/(sale|rent)\/\d+$/.test(p))).toBe(true);
    expect(locs((await get(part, { part: 'listings-2' })).text)).toEqual([]);
    expect(locs((await get(part, { part: 'listings-23' })).text)).toEqual([]);
    expect(locs((await get(part, { part: 'listings-24' })).text).map((l) => new URL(l).pathname)).toEqual(['/sale/120000']);
  });

  it('lists the results pages of cities and areas that have listings', async () => {
    const places = locs((await get(part, { part: 'places-1' })).text).map((l) => new URL(l).pathname);
    expect(places).toEqual([
      '/rent/residential-properties-for-rent-islamabad-1',
      '/sale/residential-properties-for-sale-islamabad-1',
      '/rent/residential-properties-for-rent-f-7-islamabad-1-10',
      '/sale/residential-properties-for-sale-f-7-islamabad-1-10',
      '/sale/residential-properties-for-sale-a-b-script-islamabad-1-30',
      '/sale/plot-properties-for-sale-lahore-2',
      '/sale/plot-properties-for-sale-gulberg-iii-lahore-2-22',
    ]);
  });

  it('drops a place once its last listing is taken down, and brings it back when one is published there', async () => {
    const setPlot = (status: 'removed' | 'published') => t.db.updateTable('listings').set({ status }).where('title', '=', 'Lahore plot').execute();
    const paths = async (name: string) => locs((await get(part, { part: name })).text).map((l) => new URL(l).pathname);
    await setPlot('removed');
    expect((await paths('places-1')).filter((p) => p.includes('lahore'))).toEqual([]);
    expect(await paths('guides')).not.toContain('/area-guides/lahore/gulberg-iii');
    await setPlot('published');
    expect((await paths('places-1')).filter((p) => p.includes('lahore'))).toEqual([
      '/sale/plot-properties-for-sale-lahore-2',
      '/sale/plot-properties-for-sale-gulberg-iii-lahore-2-22',
    ]);
    expect(await paths('guides')).toContain('/area-guides/lahore/gulberg-iii');
  });

  it('lists every agency page and the area guides: each city, and each area with listings', async () => {
    const agencies = locs((await get(part, { part: 'agencies' })).text).map((l) => new URL(l).pathname);
    expect(agencies).toEqual(['/agencies/capital-estates-5']);
    const guides = locs((await get(part, { part: 'guides' })).text).map((l) => new URL(l).pathname);
    expect(guides).toEqual([
      '/area-guides/islamabad', '/area-guides/lahore',
      '/area-guides/islamabad/f-7', '/area-guides/islamabad/a-b', '/area-guides/lahore/gulberg-iii',
    ]);
  });

  it('answers 404 for parts that do not exist', async () => {
    for (const name of ['listings-25', 'listings-0', 'places-2', 'other', '../pages']) {
      expect((await get(part, { part: name })).status, name).toBe(404);
    }
    const pages = await sitemapPart(t.db, 'pages', async () => [{ loc: '/blog/first-post', lastmod: '2026-01-01' }]);
    expect(pages?.map((p) => p.loc)).toContain('/blog/first-post');
    expect(pages?.map((p) => p.loc)).toContain('/');
  });

  it('escapes everything it writes', () => {
    const xml = urlsetXml('https://basera.pk', [{ loc: "/blog/<script>&'x'\u0001y" }]);
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('<loc>https://basera.pk/blog/%3Cscript%3E&amp;&apos;x&apos;%01y</loc>');
  });

  it('points robots at the sitemap and keeps them out of the API and account pages', async () => {
    const res = await get(robots);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/api\/$/m);
    for (const page of ['/my-account', '/my-properties', '/my-inquiries', '/liked-properties', '/saved-searches', '/compare']) expect(res.text).toContain(`Disallow: ${page}\n`);
    expect(res.text).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  });
});
