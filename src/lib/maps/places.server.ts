import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { memoFor } from '@/lib/search/memo.server';
import type { MapPlace } from './plain-tile';

/**
 * Every city and area the plain tiles name. A map view asks for a dozen tiles at once, so the list is
 * read once a minute per server (a few hundred rows), like the other place lists.
 */
export function mapPlaces(db: Kysely<Database>): Promise<MapPlace[]> {
  return memoFor(db, 'map-places', async () => {
    const [cities, areas] = await Promise.all([
      db.selectFrom('cities').select(['name', 'lat', 'lng']).execute(),
      db.selectFrom('areas').select(['name', 'lat', 'lng', 'tier']).execute(),
    ]);
    return [
      ...cities.map((c) => ({ name: c.name, lat: Number(c.lat), lng: Number(c.lng), rank: 0 })),
      ...areas.map((a) => ({ name: a.name, lat: Number(a.lat), lng: Number(a.lng), rank: Math.max(1, Number(a.tier)) })),
    ];
  });
}
