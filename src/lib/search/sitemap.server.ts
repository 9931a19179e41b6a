/**
 * The sitemaps, from the database: an index (/sitemap.xml) naming one file per part, each file at
 * most 50,000 addresses as the sitemap protocol allows (listings in smaller parts, below).
 *
 *   sitemap-pages.xml         fixed pages and blog posts
 *   sitemap-places-{n}.xml    results pages of each city and area, per purpose and category, that have listings
 *   sitemap-listings-{n}.xml  published listings, by id range (n-1)*5,000 < id <= n*5,000
 *   sitemap-projects.xml      published projects
 *   sitemap-agencies.xml      every agency's page
 *   sitemap-guides.xml        each city's area guides, and the guide of each area that has listings
 *
 * Listings are split by id range rather than by counting, so a part is found by the primary key alone.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { searchPurposeOf, type CategoryId, type Purpose } from '@/lib/listings/catalogue';
import { listingPath } from '@/lib/listings/rules';
import { projectPath } from '@/lib/projects/rules';
import { agencyPath } from '@/lib/agencies/rules';
import { areaGuidePath, cityGuidePath } from '@/lib/guides/paths';
import { publishedListings } from './queries.server';
import { defaultListingFilter } from './schema';
import { listingResultsPath } from './url';
import { escapeXml, siteAddress } from '@/lib/text/xml';

export const SITEMAP_MAX_URLS = 50_000;
/**
 * Listing ids per part. A part of 50,000 ids was 3.6 MB and took 0.18–0.36 s to write, and on SQLite the
 * server process answers nothing else meanwhile; a crawler reading twenty of them held up every visitor
 * sent to that process each time. Parts of 10,000 took 31 ms on a fast machine and 45–55 ms on a slow
 * one, over the 50 ms other pages are held to; parts of 5,000 take half that.
 */
export const LISTINGS_PER_PART = 5_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const FIXED_PAGES = ['/', '/projects', '/agencies', '/area-guides', '/blog', '/wanted', '/building-materials'];

export function urlsetXml(site: string, urls: readonly SitemapUrl[]): string {
  const address = siteAddress(site);
  const items = urls.map((u) => {
    const loc = escapeXml(address(u.loc));
    return u.lastmod ? `<url><loc>${loc}</loc><lastmod>${escapeXml(u.lastmod)}</lastmod></url>` : `<url><loc>${loc}</loc></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(site: string, parts: readonly string[]): string {
  const items = parts.map((p) => `<sitemap><loc>${escapeXml(new URL(`/${p}.xml`, site).href)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

interface PlacePage {
  cityId: number;
  cityName: string;
  areaId: number | null;
  areaName: string | null;
  purpose: Purpose;
  category: CategoryId;
}

/**
 * Places that hold published listings, per purpose and category: read from listing_counts, which triggers
 * keep exact (docs/decisions/025-listing-counts.md). Grouping the listings themselves read every published
 * listing, about 2 s on 1,000,000 listings for each fetch of the index, the places part and the guides.
 */
function placesWithListings(db: Kysely<Database>) {
  return db.selectFrom('listing_counts').where('n', '>', 0);
}

/** Results pages that show at least one listing: each city, and each area, per purpose and category. */
async function placePages(db: Kysely<Database>): Promise<PlacePage[]> {
  const rows = await placesWithListings(db).select(['area_id', 'purpose', 'category']).execute();
  const areas = await db
    .selectFrom('areas')
    .innerJoin('cities', 'cities.id', 'areas.city_id')
    .select(['areas.id', 'areas.name', 'areas.city_id', 'cities.name as city_name'])
    .execute();
  const byId = new Map(areas.map((a) => [a.id, a]));
  const pages: PlacePage[] = [];
  const cities = new Set<string>();
  for (const row of rows) {
    const area = byId.get(row.area_id);
    if (!area) continue;
    const cityKey = `${area.city_id}|${row.purpose}|${row.category}`;
    if (!cities.has(cityKey)) {
      cities.add(cityKey);
      pages.push({ cityId: area.city_id, cityName: area.city_name, areaId: null, areaName: null, purpose: row.purpose, category: row.category });
    }
    pages.push({ cityId: area.city_id, cityName: area.city_name, areaId: area.id, areaName: area.name, purpose: row.purpose, category: row.category });
  }
  return pages.sort((a, b) => a.cityId - b.cityId || (a.areaId ?? 0) - (b.areaId ?? 0) || a.purpose.localeCompare(b.purpose) || a.category.localeCompare(b.category));
}

function placePath(page: PlacePage): string {
  return listingResultsPath({
    ...defaultListingFilter(),
    city: { id: page.cityId, name: page.cityName },
    areaList: page.areaId === null ? [] : [{ id: page.areaId, title: page.areaName ?? '' }],
    purpose: searchPurposeOf(page.purpose),
    category: page.category,
  });
}

/** The names of the sitemap files, in the order the index lists them. */
export async function sitemapParts(db: Kysely<Database>): Promise<string[]> {
  const [places, maxId] = await Promise.all([
    placePages(db),
    // The id range makes SQLite read the primary key from its end; on status alone its planner chose a skip
    // scan of an agency index (65 ms on 1,000,000 listings, 0.2 ms this way).
    publishedListings(db).where('listings.id', '>', 0).select((eb) => eb.fn.max('listings.id').as('max')).executeTakeFirst(),
  ]);
  const listingParts = Math.ceil(Number(maxId?.max ?? 0) / LISTINGS_PER_PART);
  const placeParts = Math.ceil(places.length / SITEMAP_MAX_URLS);
  return [
    'sitemap-pages',
    ...Array.from({ length: placeParts }, (_, i) => `sitemap-places-${i + 1}`),
    ...Array.from({ length: listingParts }, (_, i) => `sitemap-listings-${i + 1}`),
    'sitemap-projects',
    'sitemap-agencies',
    'sitemap-guides',
  ];
}

/** Every city's guide page, then the guides of the areas with published listings (the rows of a city's table). */
async function guidePaths(db: Kysely<Database>): Promise<SitemapUrl[]> {
  const [cities, areas] = await Promise.all([
    db.selectFrom('cities').select(['id', 'slug']).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('areas')
      .innerJoin('cities', 'cities.id', 'areas.city_id')
      .select(['areas.slug', 'cities.slug as city_slug'])
      .where('areas.id', 'in', placesWithListings(db).select('area_id'))
      .orderBy('cities.position')
      .orderBy('areas.id')
      .execute(),
  ]);
  return [...cities.map((c) => ({ loc: cityGuidePath(c.slug) })), ...areas.map((a) => ({ loc: areaGuidePath(a.city_slug, a.slug) }))].slice(0, SITEMAP_MAX_URLS);
}

/** The addresses of one part, or null when there is no such part. `blogPaths` come from the content collection. */
export async function sitemapPart(db: Kysely<Database>, part: string, blogPaths: () => Promise<SitemapUrl[]>): Promise<SitemapUrl[] | null> {
  if (part === 'pages') return [...FIXED_PAGES.map((loc) => ({ loc })), ...(await blogPaths())];
  if (part === 'projects') {
    const projects = await db.selectFrom('projects').select(['id', 'name', 'updated_at']).where('published', '=', 1).orderBy('id').execute();
    return projects.map((p) => ({ loc: projectPath(p), lastmod: p.updated_at.slice(0, 10) }));
  }
  if (part === 'agencies') {
    const agencies = await db.selectFrom('agencies').select(['id', 'name', 'slug']).orderBy('id').limit(SITEMAP_MAX_URLS).execute();
    return agencies.map((a) => ({ loc: agencyPath(a) }));
  }
  if (part === 'guides') return guidePaths(db);
  const numbered = /^(places|listings)-([1-9]\d{0,5})$/.exec(part);
  if (!numbered) return null;
  const n = Number(numbered[2]);
  if (numbered[1] === 'places') {
    const pages = (await placePages(db)).slice((n - 1) * SITEMAP_MAX_URLS, n * SITEMAP_MAX_URLS);
    return pages.length === 0 ? null : pages.map((p) => ({ loc: placePath(p) }));
  }
  const rows = await publishedListings(db)
    .select(['listings.id', 'listings.purpose', 'listings.updated_at'])
    .where('listings.id', '>', (n - 1) * LISTINGS_PER_PART)
    .where('listings.id', '<=', n * LISTINGS_PER_PART)
    .orderBy('listings.id')
    .execute();
  if (rows.length === 0) {
    const parts = await sitemapParts(db);
    if (!parts.includes(`sitemap-${part}`)) return null;
  }
  return rows.map((r) => ({ loc: listingPath(r.purpose, r.id), lastmod: r.updated_at.slice(0, 10) }));
}
