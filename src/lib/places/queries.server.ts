import type { Kysely } from 'kysely';
import type { Area, City, Database } from '../db';
import { TOP_AREAS_PER_CITY, TOP_CITY_COUNT, type AreaSummary, type CitySummary, type CityTopAreas } from './schema';

function toAreaSummary(area: Pick<Area, 'id' | 'city_id' | 'name' | 'slug' | 'lat' | 'lng'>): AreaSummary {
  return { id: area.id, cityId: area.city_id, name: area.name, slug: area.slug, lat: area.lat, lng: area.lng };
}

/** Every city in list order, the first five marked 'top'. */
export async function listCities(db: Kysely<Database>): Promise<CitySummary[]> {
  const rows = await db
    .selectFrom('cities')
    .select(['id', 'name', 'slug', 'lat', 'lng'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row, index) => ({ ...row, category: index < TOP_CITY_COUNT ? 'top' : 'all' }));
}

/** The best-known areas of each top city, top cities in list order. */
export async function topAreasByCities(db: Kysely<Database>, perCity = TOP_AREAS_PER_CITY): Promise<CityTopAreas[]> {
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'name', 'slug'])
    .orderBy('position')
    .orderBy('id')
    .limit(TOP_CITY_COUNT)
    .execute();
  if (cities.length === 0) return [];
  const areas = await db
    .selectFrom('areas')
    .select(['id', 'city_id', 'name', 'slug', 'lat', 'lng'])
    .where(
      'city_id',
      'in',
      cities.map((c) => c.id),
    )
    .orderBy('popularity', 'desc')
    .orderBy('id')
    .execute();
  return cities.map((city) => ({
    city,
    areas: areas
      .filter((a) => a.city_id === city.id)
      .slice(0, perCity)
      .map(toAreaSummary),
  }));
}

export async function getCity(db: Kysely<Database>, id: number): Promise<City | undefined> {
  return db.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getArea(db: Kysely<Database>, id: number): Promise<Area | undefined> {
  return db.selectFrom('areas').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The areas with these ids, in the order asked for; unknown ids are left out. */
export async function areasByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Area[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('areas').selectAll().where('id', 'in', [...new Set(ids)]).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function areasOfCity(db: Kysely<Database>, cityId: number): Promise<AreaSummary[]> {
  const rows = await db
    .selectFrom('areas')
    .select(['id', 'city_id', 'name', 'slug', 'lat', 'lng'])
    .where('city_id', '=', cityId)
    .orderBy('name')
    .execute();
  return rows.map(toAreaSummary);
}
