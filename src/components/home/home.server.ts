/**
 * What the home page shows from the database: the newest listings of the chosen city and the popular areas.
 * The home page is the front door, so while the database cannot be reached it still shows its search and the
 * rest, with these sections saying so (null here), rather than the 503 page every other page gives.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { topAreasByCities, type CityTopAreas } from '@/lib/places';
import { topCitiesProperties } from '@/lib/search/top-cities.server';
import type { ListingCard } from '@/lib/search/card';
import { isServiceUnavailable } from '@/lib/http/unavailable';
import { log } from '@/lib/observability/log.server';
import { NEW_LISTINGS_COUNT, type NewListingsChoice } from './new-listings';

/** Popular areas shown per top city. */
const AREAS_PER_CITY = 6;

export interface HomeSections {
  /** The newest listings of the choice; null while the database cannot be reached. */
  newest: ListingCard[] | null;
  areas: CityTopAreas[] | null;
}

async function unlessUnavailable<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (!isServiceUnavailable(error)) throw error;
    log.warn({ err: error }, 'home page: database unavailable, showing it without listings');
    return null;
  }
}

export async function loadHomeSections(db: Kysely<Database>, choice: NewListingsChoice): Promise<HomeSections> {
  const [newest, areas] = await Promise.all([
    unlessUnavailable(async () => {
      const [city] = (await topCitiesProperties(db, { purpose: choice.purpose, cityIds: [choice.city.id], top: NEW_LISTINGS_COUNT })) ?? [];
      return city?.listings ?? [];
    }),
    unlessUnavailable(() => topAreasByCities(db, AREAS_PER_CITY)),
  ]);
  return { newest, areas };
}
