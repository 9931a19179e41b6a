/**
 * Around a listing: other published listings close by, and places (schools, hospitals, mosques,
 * parks, restaurants) within a radius. Both narrow with a lat/lng box on an index, then measure.
 */
import type { Kysely } from 'kysely';
import { PUBLISHED, type Database, type PoiKind } from '@/lib/db';
import { boundingBox, distanceMeters } from '@/lib/maps/distance';
import { selectCards, toCard, type ListingCard } from './cards.server';

/** How far to look for neighbouring listings, widening once when the first ring is empty. */
const NEARBY_LISTING_RADII_M = [2000, 8000] as const;

export interface NearbyListing extends ListingCard {
  distanceM: number;
}

export async function nearbyListings(
  db: Kysely<Database>,
  point: { lat: number; lng: number },
  options: { excludeId?: number; purpose?: 'sale' | 'rent'; limit: number },
): Promise<NearbyListing[]> {
  for (const radius of NEARBY_LISTING_RADII_M) {
    const box = boundingBox(point.lat, point.lng, radius);
    let query = selectCards(db)
      .where('l.status', '=', PUBLISHED)
      .where('l.lat', '>=', box.minLat)
      .where('l.lat', '<=', box.maxLat)
      .where('l.lng', '>=', box.minLng)
      .where('l.lng', '<=', box.maxLng)
      // A bounded candidate set keeps a dense city block cheap; the nearest are picked below.
      .limit(200);
    if (options.excludeId !== undefined) query = query.where('l.id', '!=', options.excludeId);
    if (options.purpose) query = query.where('l.purpose', '=', options.purpose);
    const rows = await query.execute();
    const found = rows
      .map((row) => {
        const card = toCard(row);
        return { ...card, distanceM: Math.round(distanceMeters(point, { lat: card.lat ?? 0, lng: card.lng ?? 0 })) };
      })
      .filter((card) => card.distanceM <= radius)
      .sort((a, b) => a.distanceM - b.distanceM || b.id - a.id)
      .slice(0, options.limit);
    if (found.length > 0) return found;
  }
  return [];
}

export interface NearbyPlace {
  id: number;
  name: string;
  type: PoiKind;
  lat: number;
  lng: number;
  distanceM: number;
}

/** Where nearby places come from: the local table by default; a maps provider can stand in later. */
export interface PlacesSource {
  near(point: { lat: number; lng: number }, radius: number, type?: PoiKind): Promise<NearbyPlace[]>;
}

const PLACES_LIMIT = 40;

export function localPlaces(db: Kysely<Database>): PlacesSource {
  return {
    async near(point, radius, type) {
      const box = boundingBox(point.lat, point.lng, radius);
      let query = db
        .selectFrom('points_of_interest')
        .select(['id', 'name', 'kind', 'lat', 'lng'])
        .where('lat', '>=', box.minLat)
        .where('lat', '<=', box.maxLat)
        .where('lng', '>=', box.minLng)
        .where('lng', '<=', box.maxLng)
        .limit(500);
      if (type) query = query.where('kind', '=', type);
      const rows = await query.execute();
      return rows
        .map((row) => ({
          id: row.id,
          name: row.name,
          type: row.kind,
          lat: Number(row.lat),
          lng: Number(row.lng),
          distanceM: Math.round(distanceMeters(point, { lat: Number(row.lat), lng: Number(row.lng) })),
        }))
        .filter((place) => place.distanceM <= radius)
        .sort((a, b) => a.distanceM - b.distanceM || a.id - b.id)
        .slice(0, PLACES_LIMIT);
    },
  };
}
