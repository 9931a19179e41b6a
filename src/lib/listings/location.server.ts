import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { boundingBox, distanceMeters } from '@/lib/maps/distance';
import { QUALITY } from './quality';

/**
 * How far from a pin an area's centre may be and still be suggested for it: the same distance the
 * quality check allows between the pin and the chosen area, so a suggested area is never one the
 * review then warns about.
 */
export const NEAREST_AREA_RADIUS_M = QUALITY.pinMaxMetres;

export interface NearestArea {
  area: { id: number; name: string };
  city: { id: number; name: string };
  distanceMetres: number;
}

/**
 * The known area whose centre is nearest the map pin (the embedded 'reverse geocoder'), or null
 * when none is within NEAREST_AREA_RADIUS_M (3 km). The bounding box lets the index narrow the search first.
 */
export async function nearestArea(db: Kysely<Database>, lat: number, lng: number): Promise<NearestArea | null> {
  const box = boundingBox(lat, lng, NEAREST_AREA_RADIUS_M);
  const rows = await db
    .selectFrom('areas')
    .innerJoin('cities', 'cities.id', 'areas.city_id')
    .select(['areas.id', 'areas.name', 'areas.lat', 'areas.lng', 'cities.id as cityId', 'cities.name as cityName'])
    .where('areas.lat', '>=', box.minLat)
    .where('areas.lat', '<=', box.maxLat)
    .where('areas.lng', '>=', box.minLng)
    .where('areas.lng', '<=', box.maxLng)
    .execute();
  let best: NearestArea | null = null;
  for (const row of rows) {
    const distance = distanceMeters({ lat, lng }, row);
    if (distance <= NEAREST_AREA_RADIUS_M && (!best || distance < best.distanceMetres)) {
      best = { area: { id: row.id, name: row.name }, city: { id: row.cityId, name: row.cityName }, distanceMetres: Math.round(distance) };
    }
  }
  return best;
}
