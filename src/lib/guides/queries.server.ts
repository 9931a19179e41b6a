/**
 * Area analytics and the city price index, from Basera's own published listings: an area's figures with
 * grouped SQL that the partial search indexes cover (status, place, purpose, category, published_at,
 * price, size), a city's index from counts that triggers keep. Results are memoised for a few minutes
 * per area and per city.
 */
import { sql, type Kysely } from 'kysely';
import { PUBLISHED, type Database } from '@/lib/db';
import { CATEGORY_IDS, PURPOSE_IDS, type CategoryId, type Purpose } from '@/lib/listings/catalogue';
import { areaIdsWithChildren } from '@/lib/search/queries.server';
import { memo } from './cache.server';
import { INDEX_BUCKET_PKR, TREND_MONTHS, distanceKm, lastMonths, medianFromBuckets, toSeries, type SeriesPoint } from './rules';
import type { AreaAnalytics, PurposeStats } from './schema';

const month = sql<string>`substr(published_at, 1, 7)`;

function cutoff(months: readonly string[]): string {
  return `${months[0]}-01T00:00:00.000Z`;
}

function stats(row: { n: number | string; avg_price: number | string | null; avg_pps: number | string | null } | undefined): PurposeStats {
  return {
    total: Number(row?.n ?? 0),
    averagePrice: row?.avg_price == null ? null : Math.round(Number(row.avg_price)),
    pricePerSqft: row?.avg_pps == null ? null : Math.round(Number(row.avg_pps)),
  };
}

async function computeAreaAnalytics(db: Kysely<Database>, areaId: number, now: Date): Promise<AreaAnalytics> {
  const months = lastMonths(now, TREND_MONTHS);
  const base = db.selectFrom('listings').where('status', '=', PUBLISHED).where('area_id', '=', areaId);
  const [totals, monthly] = await Promise.all([
    base
      .select((eb) => [
        'purpose',
        eb.fn.countAll<number>().as('n'),
        eb.fn.avg<number>('price').as('avg_price'),
        sql<number>`avg(price / size_sqft)`.as('avg_pps'),
      ])
      .where('size_sqft', '>', 0)
      .groupBy('purpose')
      .execute(),
    base
      .select((eb) => [
        'purpose',
        month.as('month'),
        eb.fn.countAll<number>().as('n'),
        eb.fn.avg<number>('price').as('avg_price'),
        sql<number>`avg(price / size_sqft)`.as('avg_pps'),
      ])
      .where('size_sqft', '>', 0)
      .where('published_at', '>=', cutoff(months))
      .groupBy(['purpose', month])
      .execute(),
  ]);
  const of = (purpose: 'sale' | 'rent', key: 'avg_price' | 'avg_pps') =>
    monthly
      .filter((r) => r.purpose === purpose)
      .map((r) => ({ month: r.month, value: Math.round(Number(r[key])), count: Number(r.n) }));
  return {
    areaId,
    months,
    sale: stats(totals.find((r) => r.purpose === 'sale')),
    rent: stats(totals.find((r) => r.purpose === 'rent')),
    trends: {
      salePricePerSqft: toSeries(months, of('sale', 'avg_pps')),
      averageRent: toSeries(months, of('rent', 'avg_price')),
      averageSalePrice: toSeries(months, of('sale', 'avg_price')),
    },
    computedAt: now.toISOString(),
  };
}

/** The analytics of one area, at most a few minutes old. */
export function areaAnalytics(db: Kysely<Database>, areaId: number, now = new Date()): Promise<AreaAnalytics> {
  return memo(`area:${areaId}`, () => computeAreaAnalytics(db, areaId, now));
}

export interface CityAreaRow {
  id: number;
  name: string;
  slug: string;
  forSale: number;
  forRent: number;
  salePricePerSqft: number | null;
}

/**
 * A city's published listings per area and purpose, with the average sale price per square foot, read
 * area by area from the covering search index (its areas' ids lead it, in order, so the groups need no
 * sort): 35–52 ms on 1,000,000 listings. Asked by the listings' city, SQLite's planner chose by its
 * statistics between an all-status index of every listing in the country (3.2–4.6 s) and the city's
 * index with a sort (0.2 s).
 */
export function cityAreaCountsQuery(db: Kysely<Database>, cityId: number) {
  return db
    .selectFrom('listings')
    .select((eb) => [
      'area_id',
      'purpose',
      eb.fn.countAll<number>().as('n'),
      sql<number>`avg(case when size_sqft > 0 then price / size_sqft end)`.as('avg_pps'),
    ])
    .where('status', '=', PUBLISHED)
    .where('area_id', 'in', db.selectFrom('areas').select('id').where('city_id', '=', cityId))
    .groupBy(['area_id', 'purpose']);
}

/** Every area of a city with its listing counts and sale price per square foot, best known first. */
export function cityAreaOverview(db: Kysely<Database>, cityId: number): Promise<CityAreaRow[]> {
  return memo(`city-areas:${cityId}`, async () => {
    const [areas, counts] = await Promise.all([
      db.selectFrom('areas').select(['id', 'name', 'slug']).where('city_id', '=', cityId).orderBy('popularity', 'desc').orderBy('name').execute(),
      cityAreaCountsQuery(db, cityId).execute(),
    ]);
    return areas.map((area) => {
      const sale = counts.find((c) => c.area_id === area.id && c.purpose === 'sale');
      const rent = counts.find((c) => c.area_id === area.id && c.purpose === 'rent');
      return {
        ...area,
        forSale: Number(sale?.n ?? 0),
        forRent: Number(rent?.n ?? 0),
        salePricePerSqft: sale?.avg_pps == null ? null : Math.round(Number(sale.avg_pps)),
      };
    });
  });
}

export interface PriceIndex {
  months: string[];
  /** Median asking price per square foot of sale listings posted each month, by category. */
  series: Record<CategoryId, SeriesPoint[]>;
  listingsCounted: number;
}

/**
 * The city price index. Medians are not portable SQL, so listings are counted in steps of INDEX_BUCKET_PKR
 * rupees per square foot per month and category, and the median is read from those counts. Triggers keep
 * the counts (price_index_counts, migration 0020): about ten thousand rows for a busy city of the bench's
 * 1,000,000 listings, however many listings it has.
 */
export function cityPriceIndex(db: Kysely<Database>, cityId: number, now = new Date()): Promise<PriceIndex> {
  return memo(`city-index:${cityId}`, async () => {
    const months = lastMonths(now, TREND_MONTHS);
    const rows = await db
      .selectFrom('price_index_counts')
      .select(['category', 'month', 'bucket', 'n'])
      .where('city_id', '=', cityId)
      .where('month', '>=', months[0])
      .where('n', '>', 0)
      .execute();
    // A busy city has thousands of steps: sorted into their category and month in one pass.
    const steps = new Map<string, Array<{ bucket: number; count: number }>>();
    for (const r of rows) {
      const key = `${r.category} ${r.month}`;
      const step = { bucket: Number(r.bucket), count: Number(r.n) };
      const known = steps.get(key);
      if (known) known.push(step);
      else steps.set(key, [step]);
    }
    const series = {} as Record<CategoryId, SeriesPoint[]>;
    for (const category of ['residential', 'plot', 'commercial'] as const) {
      series[category] = months.map((m) => {
        const buckets = steps.get(`${category} ${m}`) ?? [];
        return { month: m, value: medianFromBuckets(buckets, INDEX_BUCKET_PKR), count: buckets.reduce((s, b) => s + b.count, 0) };
      });
    }
    return { months, series, listingsCounted: rows.reduce((s, r) => s + Number(r.n), 0) };
  });
}

/** The nearest other areas of the same city, by the distance between their centres. */
export async function nearbyAreas(db: Kysely<Database>, area: { id: number; city_id: number; lat: number; lng: number }, count = 8) {
  const areas = await db.selectFrom('areas').select(['id', 'name', 'slug', 'lat', 'lng']).where('city_id', '=', area.city_id).where('id', '!=', area.id).execute();
  return areas
    .map((a) => ({ id: a.id, name: a.name, slug: a.slug, distanceKm: Math.round(distanceKm(area, a) * 10) / 10 }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name))
    .slice(0, count);
}

/**
 * Newest published listing ids in an area, for the guide's 'listings in the area' and its pictures. The
 * area's index (listings_search_area_newest) is ordered by purpose and category before the date, so each of
 * the six is read newest first, `limit` at most, and those few rows merged. Ordered by the area alone, every
 * published listing of it was read and sorted: 7–11 ms on PostgreSQL for a busy area of the bench's
 * 1,000,000 (19,744 listings), 0.5 ms this way.
 */
export async function latestAreaListingIds(db: Kysely<Database>, areaId: number, limit = 6): Promise<number[]> {
  const newestOf = (purpose: Purpose, category: CategoryId) =>
    db
      .selectFrom('listings')
      .select(['id', 'published_at'])
      .where('status', '=', PUBLISHED)
      .where('area_id', '=', areaId)
      .where('purpose', '=', purpose)
      .where('category', '=', category)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
  // Each part is a query of its own (SQLite takes no ORDER BY on a bare part of a UNION).
  const [first, ...rest] = PURPOSE_IDS.flatMap((purpose) =>
    CATEGORY_IDS.map((category) => db.selectFrom(newestOf(purpose, category).as(`${purpose}_${category}`)).selectAll()),
  );
  const rows = await db
    .selectFrom(rest.reduce((all, part) => all.unionAll(part), first).as('newest'))
    .select('id')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Pictures an area guide shows. */
export const AREA_PICTURES = 6;
/** Newest listings read for them: three a picture, so a cover refused or missing leaves the others. */
export const AREA_PICTURE_SOURCES = AREA_PICTURES * 3;

/**
 * Cover pictures of the area's newest listings, as the guide's pictures of the place. The listings come
 * first, from the area's index, then their covers by key: joined the other way round, every listing of
 * the area was matched with its cover and sorted (54–71 ms for a busy area of the bench's 1,000,000).
 */
export async function areaImageKeys(db: Kysely<Database>, areaId: number, newest?: number[]): Promise<string[]> {
  const ids = newest ?? (await latestAreaListingIds(db, areaId, AREA_PICTURE_SOURCES));
  if (ids.length === 0) return [];
  const covers = await db
    .selectFrom('listing_images')
    .select(['listing_id', 'storage_key'])
    .where('listing_id', 'in', ids)
    .where('is_cover', '=', 1)
    .where('rejection_reason', 'is', null)
    .execute();
  const keyOf = new Map(covers.map((c) => [c.listing_id, c.storage_key]));
  return [...new Set(ids.flatMap((id) => keyOf.get(id) ?? []))].slice(0, AREA_PICTURES);
}

/** The editorial row of an area, when one was written into the database. */
export async function areaGuideRow(db: Kysely<Database>, areaId: number) {
  return db.selectFrom('area_guides').selectAll().where('area_id', '=', areaId).executeTakeFirst();
}

export type CategoryCounts = Record<CategoryId, number> & { total: number };

/**
 * How many published listings an area (with the phases inside it) has per purpose and category: the
 * very figures of its results pages (the same listing_counts rows that `placeCount` sums), so a count
 * on the area guide is the count of the page its link opens.
 */
export async function areaListingCounts(db: Kysely<Database>, areaId: number): Promise<Record<'sale' | 'rent', CategoryCounts>> {
  const areaIds = await areaIdsWithChildren(db, [areaId]);
  const rows = await db
    .selectFrom('listing_counts')
    .select((eb) => ['purpose', 'category', eb.fn.sum<number | string | null>('n').as('n')])
    .where('area_id', 'in', areaIds)
    .groupBy(['purpose', 'category'])
    .execute();
  const counts = (purpose: 'sale' | 'rent'): CategoryCounts => {
    const of = (category: CategoryId) => Number(rows.find((r) => r.purpose === purpose && r.category === category)?.n ?? 0);
    const byCategory = { residential: of('residential'), plot: of('plot'), commercial: of('commercial') };
    return { ...byCategory, total: byCategory.residential + byCategory.plot + byCategory.commercial };
  };
  return { sale: counts('sale'), rent: counts('rent') };
}
