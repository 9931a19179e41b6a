/** The agency directory, one agency's profile, listings and areas. Every function takes the database first. */
import { sql, type Kysely } from 'kysely';
import type { Agency, Database } from '@/lib/db';
import { fromFlag, PUBLISHED } from '@/lib/db';
import { contains } from '@/lib/db/contains';
import type { Purpose } from '@/lib/listings/catalogue';
import type { AgencyCard, AgencyDirectoryPage, AgencyDirectoryQuery, AgencySuggestion } from './schema';


/**
 * Published listings per agency in the city, narrowed by the directory's listing filters: summed from
 * agency_listing_counts, which triggers keep (migration 0019), not counted from the listings. Its index
 * leads with the city, category and type (migration 0022).
 */
export function agencyListingCountsQuery(db: Kysely<Database>, search: Pick<AgencyDirectoryQuery, 'cityId' | 'areaId' | 'category' | 'type'>) {
  let counts = db.selectFrom('agency_listing_counts').select((eb) => ['agency_id', eb.fn.sum<number>('n').as('n')]);
  if (search.cityId) counts = counts.where('city_id', '=', search.cityId);
  if (search.areaId) counts = counts.where('area_id', '=', search.areaId);
  if (search.category) counts = counts.where('category', '=', search.category);
  if (search.type) counts = counts.where('type', '=', search.type);
  return counts.groupBy('agency_id');
}

/**
 * One page of the directory. With an area, category or type, only agencies that have published
 * listings matching them are shown (an agency 'works in' the areas it lists in).
 */
export async function searchAgencies(db: Kysely<Database>, search: AgencyDirectoryQuery): Promise<AgencyDirectoryPage> {
  const narrowsListings = search.areaId !== undefined || search.category !== undefined || search.type !== undefined;
  let query = db
    .selectFrom('agencies as a')
    .innerJoin('cities as ci', 'ci.id', 'a.city_id')
    .leftJoin('areas as ar', 'ar.id', 'a.area_id')
    .leftJoin(agencyListingCountsQuery(db, search).as('c'), 'c.agency_id', 'a.id');
  if (search.cityId) query = query.where('a.city_id', '=', search.cityId);
  if (search.agencyId) query = query.where('a.id', '=', search.agencyId);
  if (search.q) query = query.where(contains('a.name', search.q));
  if (narrowsListings) query = query.where('c.n', '>', 0);

  const countRow = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const total = Number(countRow?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / search.pageSize));
  const page = Math.min(search.page, pageCount);

  let ordered = query.select([
    'a.id', 'a.name', 'a.slug', 'a.city_id', 'ci.name as city_name', 'ar.name as area_name', 'a.phone', 'a.verified', 'a.created_at', 'c.n',
  ]);
  if (search.sort === 'name') ordered = ordered.orderBy('a.name');
  else if (search.sort === 'newest') ordered = ordered.orderBy('a.created_at', 'desc');
  else ordered = ordered.orderBy(sql`coalesce(c.n, 0)`, 'desc').orderBy('a.verified', 'desc');
  const rows = await ordered.orderBy('a.id').limit(search.pageSize).offset((page - 1) * search.pageSize).execute();

  const agencies: AgencyCard[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    cityId: r.city_id,
    cityName: r.city_name,
    areaName: r.area_name,
    phone: r.phone,
    verified: fromFlag(r.verified),
    listingCount: Number(r.n ?? 0),
    createdAt: r.created_at,
  }));
  return { agencies, total, page, pageSize: search.pageSize, pageCount };
}

/** Names for the agency field's suggestions, in one city, names starting with the text first. */
export async function agencySuggestions(db: Kysely<Database>, cityId: number, text: string, limit = 10): Promise<AgencySuggestion[]> {
  let query = db.selectFrom('agencies').select(['id', 'name', 'slug']).where('city_id', '=', cityId);
  if (text) query = query.where(contains('name', text));
  if (text) {
    const prefix = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.orderBy(sql`case when lower(name) like ${prefix} escape '\\' then 0 else 1 end`);
  }
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}

export async function getAgency(db: Kysely<Database>, id: number): Promise<(Agency & { city_name: string; area_name: string | null }) | undefined> {
  return db
    .selectFrom('agencies as a')
    .innerJoin('cities as ci', 'ci.id', 'a.city_id')
    .leftJoin('areas as ar', 'ar.id', 'a.area_id')
    .selectAll('a')
    .select(['ci.name as city_name', 'ar.name as area_name'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** One page of an agency's published listing ids, newest first, and how many there are. */
/**
 * One page of an agency's published listings, newest first: all of them, or those for sale or for rent.
 * `counts` says how many there are of each, for the page's choice between them.
 */
export async function agencyListingIds(db: Kysely<Database>, agencyId: number, page: number, pageSize: number, purpose: Purpose | null = null) {
  const mine = db.selectFrom('listings').where('agency_id', '=', agencyId).where('status', '=', PUBLISHED);
  const byPurpose = await mine.select((eb) => ['purpose', eb.fn.countAll<number>().as('n')]).groupBy('purpose').execute();
  const counts = { sale: 0, rent: 0 };
  for (const row of byPurpose) counts[row.purpose] = Number(row.n);
  const total = purpose ? counts[purpose] : counts.sale + counts.rent;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await (purpose ? mine.where('purpose', '=', purpose) : mine)
    .select('id')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { ids: rows.map((r) => r.id), total, page: current, pageCount, counts };
}

/** The areas an agency lists in, busiest first, with their city for links. */
export async function agencyAreas(db: Kysely<Database>, agencyId: number, limit = 20) {
  // Counted from the agency's index alone (it carries the area), then named: no listing row is read.
  const counts = db
    .selectFrom('listings')
    .select((eb) => ['area_id', eb.fn.countAll<number>().as('n')])
    .where('agency_id', '=', agencyId)
    .where('status', '=', PUBLISHED)
    .groupBy('area_id')
    .as('c');
  const rows = await db
    .selectFrom(counts)
    .innerJoin('areas as ar', 'ar.id', 'c.area_id')
    .innerJoin('cities as ci', 'ci.id', 'ar.city_id')
    .select(['ar.id', 'ar.name', 'ar.slug', 'ci.slug as city_slug', 'ci.name as city_name', 'c.n'])
    .orderBy('c.n', 'desc')
    .orderBy('ar.name')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, citySlug: r.city_slug, cityName: r.city_name, listings: Number(r.n) }));
}
