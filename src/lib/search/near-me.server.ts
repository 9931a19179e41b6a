/** The areas nearest a position (decision 098), for `GET /api/search/nearestAreas`. */
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { distanceMeters } from '@/lib/maps/distance';
import { memoFor } from './memo.server';
import type { AreaWithCity } from './places';
import { NEAR_ME_LIMIT, NEAR_ME_RADIUS_M, type NearestArea } from './near-me';

export const nearestAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
  distanceM: z.number().int(),
}) satisfies z.ZodType<NearestArea>;

/** An area and its city, with its centre: the search API's area shape without the slug. */
export type AreaPoint = Omit<AreaWithCity, 'slug'>;

/** The areas within `radiusM` of `origin`, nearest first (ties by id, so the answer never wavers). */
export function nearestOf(
  areas: readonly AreaPoint[],
  origin: { lat: number; lng: number },
  limit = NEAR_ME_LIMIT,
  radiusM = NEAR_ME_RADIUS_M,
): NearestArea[] {
  return areas
    .map((area) => ({ id: area.id, name: area.name, cityId: area.cityId, cityName: area.cityName, distanceM: Math.round(distanceMeters(origin, area)) }))
    .filter((area) => area.distanceM <= radiusM)
    .sort((a, b) => a.distanceM - b.distanceM || a.id - b.id)
    .slice(0, limit);
}

/**
 * Every area's centre, read once a minute per server like the other place lists: a few hundred rows (a few
 * thousand in time), measured against in memory, so a position needs no spatial index.
 */
function areaPoints(db: Kysely<Database>): Promise<AreaPoint[]> {
  return memoFor(db, 'area-points', async () => {
    const rows = await db
      .selectFrom('areas')
      .innerJoin('cities', 'cities.id', 'areas.city_id')
      .select(['areas.id', 'areas.name', 'areas.city_id', 'cities.name as city_name', 'areas.lat', 'areas.lng'])
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, cityId: r.city_id, cityName: r.city_name, lat: Number(r.lat), lng: Number(r.lng) }));
  });
}

export async function nearestAreas(db: Kysely<Database>, origin: { lat: number; lng: number }, limit = NEAR_ME_LIMIT): Promise<NearestArea[]> {
  return nearestOf(await areaPoints(db), origin, limit);
}
