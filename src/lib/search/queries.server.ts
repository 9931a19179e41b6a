/**
 * The listing search: a parsed ListingFilter in, one page of cards and a bounded count out.
 *
 * Three small queries instead of one wide one (docs/decisions/010-listing-search-queries.md):
 *   1. the ids of the page, read from a covering index of published listings (no table rows);
 *   2. the count, capped at COUNT_LIMIT so a city with a million listings costs no more than one with ten thousand
 *      (a place's own page, with nothing else filtered, reads it from listing_counts instead);
 *   3. the cards of those (at most pageSize) ids, with area, city and cover picture.
 * Pages past the counted listings are not offered, which bounds the offset as well.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { dialectOf, PUBLISHED, type Database } from '@/lib/db';
import { ANY, findFeature, purposeFromSearch } from '@/lib/listings/catalogue';
import { sizeCap, toSquareFeet } from '@/lib/money/units';
import { STUDIO_BEDS, MAX_ROOMS, PAGE_SIZE } from '@/lib/constants';
import { fixedQuery } from '@/lib/db/fixed-query';
import { coverKey } from '@/lib/listings/cards.server';
import type { ListingCard, ListingPage } from './card';
import { selectedPropertyTypes, type ListingFilter } from './schema';

/** Counting stops here: the page says 'more than 10,000' rather than scanning a whole city. */
export const COUNT_LIMIT = 10_000;
/** Sizes are stored as value x unit in square feet; this absorbs the float noise of Sq. M. */
const SQFT_SLACK = 0.01;

export interface SearchOptions {
  /** The signed-in person's viewer key in listing_view_marks; without it 'not viewed' is ignored. */
  viewerKey?: string | null;
  countLimit?: number;
}

type Listings = SelectQueryBuilder<Database, 'listings', Record<never, never>>;

/** The one condition every public list of listings starts with (a literal: see PUBLISHED). */
export function publishedListings(db: Kysely<Database>): Listings {
  return db.selectFrom('listings').where('listings.status', '=', PUBLISHED);
}

/** Areas chosen plus the phases and blocks inside them (a search for DHA Lahore covers its phases). */
export async function areaIdsWithChildren(db: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const children = await db.selectFrom('areas').select('id').where('parent_id', 'in', [...ids]).execute();
  return [...new Set([...ids, ...children.map((c) => c.id)])];
}

/**
 * Listings that have the feature, probed in listing_features' (feature, listing_id) key (the
 * 'present' rule lives in src/lib/listings/features.server.ts). A correlated EXISTS, not an IN: SQLite
 * would build the IN's whole list (every listing with a common feature) before each search, while the
 * probe lets it keep walking the city's ordered index and stop at the page or the count's cap.
 * PostgreSQL turns the EXISTS into a semi-join and, from its statistics, starts from the feature's
 * key when the feature is rare.
 */
function hasFeature(eb: ExpressionBuilder<Database, 'listings'>, id: string) {
  return eb.exists(
    eb
      .selectFrom('listing_features')
      .select(sql.lit(1).as('has'))
      .where('listing_features.feature', '=', id)
      .whereRef('listing_features.listing_id', '=', 'listings.id'),
  );
}

type Condition = (eb: ExpressionBuilder<Database, 'listings'>) => Expression<SqlBool>;

function roomCondition(column: 'listings.beds' | 'listings.baths', choice: ListingFilter['bed']): Condition | null {
  if (choice === ANY) return null;
  if (choice === STUDIO_BEDS) return (eb) => eb(column, '=', STUDIO_BEDS);
  return choice >= MAX_ROOMS ? (eb) => eb(column, '>=', MAX_ROOMS) : (eb) => eb(column, '=', choice);
}

/**
 * What the filter asks of a listing beyond its place, purpose and category. None for a place's own
 * page, whose count listing_counts holds (placeCount).
 */
function narrowingConditions(filter: ListingFilter, options: SearchOptions): Condition[] {
  const types = selectedPropertyTypes(filter);
  const cap = sizeCap(filter.sizeUnit);
  const features = filter.features.filter((id) => findFeature(id));
  const { minPrice, maxPrice, agency, condition } = filter;
  const viewerKey = options.viewerKey;
  const all: Array<Condition | null> = [
    types.length > 0 ? (eb) => eb('listings.type', 'in', types) : null,
    minPrice !== null && minPrice > 0 ? (eb) => eb('listings.price', '>=', minPrice) : null,
    maxPrice !== null && maxPrice > 0 ? (eb) => eb('listings.price', '<=', maxPrice) : null,
    filter.minSize > 0 ? (eb) => eb('listings.size_sqft', '>=', toSquareFeet(filter.minSize, filter.sizeUnit) - SQFT_SLACK) : null,
    // The unit's cap at the top of the range means 'and larger'.
    filter.maxSize < cap ? (eb) => eb('listings.size_sqft', '<=', toSquareFeet(filter.maxSize, filter.sizeUnit) + SQFT_SLACK) : null,
    roomCondition('listings.beds', filter.bed),
    roomCondition('listings.baths', filter.bathroom),
    filter.propsureVerified ? (eb) => eb('listings.verified', '=', 1) : null,
    agency !== null ? (eb) => eb('listings.agency_id', '=', agency) : null,
    condition !== null ? (eb) => eb('listings.condition', '=', condition) : null,
    ...features.map((id): Condition => (eb) => hasFeature(eb, id)),
    filter.isViewed && viewerKey
      ? (eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('listing_view_marks')
                .select(sql.lit(1).as('seen'))
                .whereRef('listing_view_marks.listing_id', '=', 'listings.id')
                .where('listing_view_marks.viewer_key', '=', viewerKey),
            ),
          )
      : null,
  ];
  return all.filter((c) => c !== null);
}

function whereListing(query: Listings, filter: ListingFilter, areaIds: readonly number[], narrowing: readonly Condition[]): Listings {
  return query.where((eb) =>
    eb.and([
      eb('listings.purpose', '=', purposeFromSearch(filter.purpose)),
      eb('listings.category', '=', filter.category),
      areaIds.length > 0 ? eb('listings.area_id', 'in', [...areaIds]) : eb('listings.city_id', '=', filter.city.id),
      ...narrowing.map((condition) => condition(eb)),
    ]),
  );
}

/** Every condition of the filter except the sort and the page. `areaIds` are already expanded. */
export function applyListingFilter(query: Listings, filter: ListingFilter, areaIds: readonly number[], options: SearchOptions = {}): Listings {
  return whereListing(query, filter, areaIds, narrowingConditions(filter, options));
}

function sorted<O>(query: SelectQueryBuilder<Database, 'listings', O>, sort: ListingFilter['sort']): SelectQueryBuilder<Database, 'listings', O> {
  switch (sort) {
    case 'price-asc':
      return query.orderBy('listings.price', 'asc').orderBy('listings.id', 'asc');
    case 'price-desc':
      return query.orderBy('listings.price', 'desc').orderBy('listings.id', 'desc');
    default:
      return query.orderBy('listings.published_at', 'desc').orderBy('listings.id', 'desc');
  }
}

/**
 * The matching listings as the count should read them. SQLite picks an index by its estimate of the rows
 * each would read and cannot tell that nearly every listing is published, so for a filter on a column the
 * older all-status indexes (migration 0001) do not hold, such as beds across a city, it chose one of those
 * and read a table row per entry: 76 ms to count 3-bed homes in Lahore on the bench data, 600 ms cold.
 * Ordered as a covering search index is (by price when the filter has a price range, which that index
 * narrows best; else newest), the count reads that index alone: 2.5 ms; sizes 38 → 1.3 ms, types
 * 22 → 0.9 ms, an area with beds 12.5 → 0.3 ms, the rest unchanged. PostgreSQL's statistics pick the
 * covering indexes by themselves, and an order there only costs.
 */
export function matchingForCount(db: Kysely<Database>, matching: Listings, filter: ListingFilter): Listings {
  if (dialectOf(db) !== 'sqlite') return matching;
  const priceRange = (filter.minPrice ?? 0) > 0 || (filter.maxPrice ?? 0) > 0;
  return matching.orderBy(priceRange ? 'listings.price' : 'listings.published_at');
}

/** How many listings match, counting no further than `limit` + 1 (so 'more than' can be told). */
export async function countListings(db: Kysely<Database>, query: Listings, limit: number): Promise<number> {
  const row = await countQuery(db, query, limit).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * How many published listings a place holds for a purpose and category, from listing_counts, which
 * triggers keep with every write (migration 0009): a city's or area's own page (nothing else filtered)
 * reads a few rows here instead of walking up to 10,001 entries of an index (0.5 ms of a 4 ms page).
 */
export async function placeCount(db: Kysely<Database>, filter: ListingFilter, areaIds: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('listing_counts')
    .select((eb) => eb.fn.sum<number | null>('n').as('n'))
    .where('purpose', '=', purposeFromSearch(filter.purpose))
    .where('category', '=', filter.category)
    .where((eb) => (areaIds.length > 0 ? eb('area_id', 'in', [...areaIds]) : eb('city_id', '=', filter.city.id)))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The capped count as a query, for countListings and for reading its plan. */
export function countQuery(db: Kysely<Database>, query: Listings, limit: number) {
  return db.selectFrom(query.select('listings.id').limit(limit + 1).as('matched')).select((eb) => eb.fn.countAll<number>().as('n'));
}

/** The cards' query, for listingCards and for reading its plan, with each card's cover (coverKey). */
export function listingCardsQuery(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('listings')
    .innerJoin('areas', 'areas.id', 'listings.area_id')
    .innerJoin('cities', 'cities.id', 'listings.city_id')
    .select([
      'listings.id',
      'listings.purpose',
      'listings.category',
      'listings.type',
      'listings.title',
      'listings.price',
      'listings.size_value',
      'listings.size_unit',
      'listings.beds',
      'listings.baths',
      'listings.city_id',
      'cities.name as city_name',
      'listings.area_id',
      'areas.name as area_name',
      'listings.lat',
      'listings.lng',
      'listings.verified',
      'listings.published_at',
      'listings.price_cut_from',
      'listings.price_cut_at',
      coverKey(db, 'listings.id').as('cover_key'),
    ])
    .where('listings.id', 'in', [...ids]);
}

/** The cards' query compiled once per number of ids, up to a page or two: its SQL changes only with that number. */
const cardsByCount = new Map<number, ReturnType<typeof fixedCards>>();
const fixedCards = () => fixedQuery((db: Kysely<Database>, ...ids: number[]) => listingCardsQuery(db, ids));
const FIXED_CARD_COUNTS = 2 * PAGE_SIZE;

/** The cards of these listings, in the order of the ids given. */
export async function listingCards(db: Kysely<Database>, ids: readonly number[]): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  let fixed = cardsByCount.get(ids.length);
  if (!fixed && ids.length <= FIXED_CARD_COUNTS) cardsByCount.set(ids.length, (fixed = fixedCards()));
  const rows = fixed ? await fixed.all(db, ...ids) : await listingCardsQuery(db, ids).execute();
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        purpose: r.purpose,
        category: r.category,
        type: r.type,
        title: r.title,
        price: Number(r.price),
        sizeValue: r.size_value,
        sizeUnit: r.size_unit,
        beds: r.beds,
        baths: r.baths,
        cityId: r.city_id,
        cityName: r.city_name,
        areaId: r.area_id,
        areaName: r.area_name,
        lat: r.lat,
        lng: r.lng,
        verified: r.verified === 1,
        coverKey: r.cover_key ?? null,
        publishedAt: r.published_at,
        priceCutFrom: r.price_cut_from === null ? null : Number(r.price_cut_from),
        priceCutAt: r.price_cut_at,
      } satisfies ListingCard,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of results for a filter. Only published listings; pages of filter.pageSize. */
export async function searchListings(db: Kysely<Database>, filter: ListingFilter, options: SearchOptions = {}): Promise<ListingPage> {
  const limit = options.countLimit ?? COUNT_LIMIT;
  const areaIds = await areaIdsWithChildren(
    db,
    filter.areaList.map((a) => a.id),
  );
  const narrowing = narrowingConditions(filter, options);
  const matching = whereListing(publishedListings(db), filter, areaIds, narrowing);
  const counted =
    narrowing.length === 0 ? await placeCount(db, filter, areaIds) : await countListings(db, matchingForCount(db, matching, filter), limit);
  const totalCapped = counted > limit;
  const total = Math.min(counted, limit);
  const pageCount = Math.max(1, Math.ceil(total / filter.pageSize));
  const offset = (filter.page - 1) * filter.pageSize;
  const ids =
    filter.page > pageCount
      ? []
      : (await sorted(matching.select('listings.id'), filter.sort).limit(filter.pageSize).offset(offset).execute()).map((r) => r.id);
  return {
    listings: await listingCards(db, ids),
    total,
    totalCapped,
    page: filter.page,
    pageSize: filter.pageSize,
    pageCount,
  };
}
