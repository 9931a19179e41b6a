/**
 * Places as the search needs them: suggestions while typing a city or area, breadcrumbs of an
 * area, and the names of the places a results address names by id.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { BoundedCache } from '@/lib/cache/bounded';
import { fixedQuery } from '@/lib/db/fixed-query';
import { slugify } from '@/lib/text/slug';
import type { PlaceSuggestion, Breadcrumb, PlacesOfFilter } from './places';

const SUGGESTION_LIMIT = 10;

// Read on every results page: compiled once (src/lib/db/fixed-query.ts).
const cityById = fixedQuery((db: Kysely<Database>, id: number) => db.selectFrom('cities').select(['id', 'name']).where('id', '=', id));
const areaById = fixedQuery((db: Kysely<Database>, id: number) =>
  db.selectFrom('areas').select(['id', 'name', 'city_id', 'parent_id']).where('id', '=', id),
);

type CityRow = { id: number; name: string };
type AreaRow = { id: number; name: string; city_id: number; parent_id: number | null };

/**
 * How long a server process keeps a city or an area it has read by id. A results page names its city and
 * areas by id and draws their breadcrumbs from them: a filtered page asked for its city twice and its area
 * twice, on PostgreSQL four round trips of its eight. Places change only with migrations and the seed,
 * and a CDN keeps the pages that show them as long (s-maxage=60), so a rename shows as soon either way.
 * Only places found are kept: one added since is read on its first use.
 */
export const PLACE_MEMO_MS = 60_000;
/** Above the number of cities and areas there are: ids come from addresses, but only places found are kept. */
const PLACE_MEMO_ENTRIES = 5000;

const memos = new WeakMap<Kysely<Database>, { cities: BoundedCache<CityRow>; areas: BoundedCache<AreaRow> }>();

function memoOf(db: Kysely<Database>) {
  let memo = memos.get(db);
  if (!memo) {
    // The clock is read at each call, not captured, so a test that moves Date.now moves it too.
    const now = () => Date.now();
    memos.set(db, (memo = { cities: new BoundedCache(PLACE_MEMO_ENTRIES, now), areas: new BoundedCache(PLACE_MEMO_ENTRIES, now) }));
  }
  return memo;
}

/** The place with this id: the kept row while it is fresh, else `read()`'s, kept when there is one. */
async function keptPlace<T>(cache: BoundedCache<T>, id: number, read: () => Promise<T | undefined>): Promise<T | undefined> {
  const kept = cache.get(String(id));
  if (kept) return kept;
  const row = await read();
  if (row) cache.set(String(id), row, Date.now() + PLACE_MEMO_MS);
  return row;
}

const cityOf = (db: Kysely<Database>, id: number) => keptPlace(memoOf(db).cities, id, () => cityById.first(db, id));
const areaOf = (db: Kysely<Database>, id: number) => keptPlace(memoOf(db).areas, id, () => areaById.first(db, id));

/** LIKE wildcards in what the person typed are matched literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Cities and areas whose names contain the words typed; areas only of `cityId` when given. Names
 * that start with the text come first, then the best-known places.
 */
export async function suggestPlaces(db: Kysely<Database>, searchQuery: string, cityId?: number): Promise<PlaceSuggestion[]> {
  const text = searchQuery.trim();
  if (text === '') return [];
  const pattern = likePattern(text);
  const prefix = text.toLowerCase();
  const cities = cityId
    ? []
    : await db
        .selectFrom('cities')
        .select(['id', 'name'])
        .where(sql<boolean>`lower(name) like ${pattern} escape '\\'`)
        .orderBy('position')
        .limit(SUGGESTION_LIMIT)
        .execute();
  let areasQuery = db
    .selectFrom('areas')
    .innerJoin('cities', 'cities.id', 'areas.city_id')
    .select(['areas.id', 'areas.name', 'areas.city_id', 'cities.name as city_name', 'areas.popularity'])
    .where(sql<boolean>`lower(areas.name) like ${pattern} escape '\\'`);
  if (cityId) areasQuery = areasQuery.where('areas.city_id', '=', cityId);
  const areas = await areasQuery.orderBy('areas.popularity', 'desc').orderBy('areas.id').limit(SUGGESTION_LIMIT * 5).execute();
  const startsFirst = <T extends { name: string }>(rows: T[]) =>
    [...rows].sort((a, b) => Number(!a.name.toLowerCase().startsWith(prefix)) - Number(!b.name.toLowerCase().startsWith(prefix)));
  return [
    ...startsFirst(cities).map((c) => ({ kind: 'city' as const, id: c.id, name: c.name, cityId: c.id, cityName: c.name })),
    ...startsFirst(areas).map((a) => ({ kind: 'area' as const, id: a.id, name: a.name, cityId: a.city_id, cityName: a.city_name })),
  ].slice(0, SUGGESTION_LIMIT);
}

/** City, then each larger area the area sits in, then the area itself; null for an unknown area. */
export async function areaBreadcrumbs(db: Kysely<Database>, areaId: number): Promise<Breadcrumb[] | null> {
  const chain: AreaRow[] = [];
  let next: number | null = areaId;
  // Areas nest a level or two (society > phase > block); the bound guards against a loop in bad data.
  while (next !== null && chain.length < 6) {
    const area = await areaOf(db, next);
    if (!area) break;
    chain.unshift(area);
    next = area.parent_id;
  }
  if (chain.length === 0) return null;
  const city = await cityOf(db, chain[0].city_id);
  if (!city) throw new Error(`Area ${chain[0].id} names a city that does not exist`);
  return [
    { kind: 'city', id: city.id, name: city.name, cityId: city.id, slug: slugify(city.name) },
    ...chain.map((a) => ({ kind: 'area' as const, id: a.id, name: a.name, cityId: city.id, slug: slugify(a.name) })),
  ];
}

/**
 * The city and areas a results address names, or null when the city is unknown or an area is
 * unknown or lies in another city (such an address is a 404, not an empty page).
 */
export async function placesOfFilter(db: Kysely<Database>, cityId: number, areaIds: readonly number[]): Promise<PlacesOfFilter | null> {
  const places = await placesOfCity(db, cityId, areaIds);
  return places && places.areas.length === new Set(areaIds).size ? places : null;
}

/**
 * The city and, of these areas, those in it (unknown ones and those of another city left out, the
 * order kept); null for an unknown city.
 */
export async function placesOfCity(db: Kysely<Database>, cityId: number, areaIds: readonly number[]): Promise<PlacesOfFilter | null> {
  const city = await cityOf(db, cityId);
  if (!city) return null;
  if (areaIds.length === 0) return { city: { id: city.id, name: city.name }, areas: [] };
  const unique = [...new Set(areaIds)];
  // Areas not kept yet are read in one query, however many the address names.
  const kept = memoOf(db).areas;
  const missing = unique.filter((id) => kept.get(String(id)) === undefined);
  if (missing.length > 0) {
    const rows = await db.selectFrom('areas').select(['id', 'name', 'city_id', 'parent_id']).where('id', 'in', missing).execute();
    for (const row of rows) kept.set(String(row.id), row, Date.now() + PLACE_MEMO_MS);
  }
  const areas = [];
  for (const id of unique) {
    const area = kept.get(String(id));
    if (area && area.city_id === cityId) areas.push({ id, name: area.name, cityId });
  }
  return { city: { id: city.id, name: city.name }, areas };
}

/** The areas with these ids, in the order asked, with their city's name; unknown ids listed apart. */
export async function areasWithCities(db: Kysely<Database>, areaIds: readonly number[]) {
  const unique = [...new Set(areaIds)];
  if (unique.length === 0) return { areas: [], unknown: [] as number[] };
  const rows = await db
    .selectFrom('areas')
    .innerJoin('cities', 'cities.id', 'areas.city_id')
    .select(['areas.id', 'areas.name', 'areas.slug', 'areas.city_id', 'cities.name as city_name', 'areas.lat', 'areas.lng'])
    .where('areas.id', 'in', unique)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    areas: unique.flatMap((id) => {
      const r = byId.get(id);
      return r ? [{ id: r.id, name: r.name, slug: r.slug, cityId: r.city_id, cityName: r.city_name, lat: r.lat, lng: r.lng }] : [];
    }),
    unknown: unique.filter((id) => !byId.has(id)),
  };
}

/** The agencies of a city by name, for the agency choice of the filter. */
export async function agenciesOfCity(db: Kysely<Database>, cityId: number, limit = 300) {
  return db.selectFrom('agencies').select(['id', 'name']).where('city_id', '=', cityId).orderBy('name').limit(limit).execute();
}
