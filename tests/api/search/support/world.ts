/**
 * A small, fully known world for the search tests: two cities, areas (one with a phase inside it),
 * an agency and listings whose every searched value is set by the test, so each expectation can be
 * worked out by hand.
 */
import { refreshListingFeatures } from '@/lib/listings/features.server';
import type { Kysely } from 'kysely';
import type { Database, NewListing } from '@/lib/db';

export const ISLAMABAD = 1;
export const LAHORE = 2;
export const F7 = 10; // Islamabad
export const G11 = 11; // Islamabad
export const DHA = 20; // Lahore
export const DHA_PHASE_6 = 21; // Lahore, inside DHA
export const GULBERG = 22; // Lahore

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

export async function addPlaces(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('cities')
    .values([
      { id: ISLAMABAD, name: 'Islamabad', slug: 'islamabad', province: 'Islamabad', lat: 33.7, lng: 73.05, position: 1, is_top: 1 },
      { id: LAHORE, name: 'Lahore', slug: 'lahore', province: 'Punjab', lat: 31.5, lng: 74.35, position: 2, is_top: 1 },
    ])
    .execute();
  await db
    .insertInto('areas')
    .values([
      { id: F7, city_id: ISLAMABAD, parent_id: null, name: 'F-7', slug: 'f-7', lat: 33.72, lng: 73.05, popularity: 90 },
      { id: G11, city_id: ISLAMABAD, parent_id: null, name: 'G-11', slug: 'g-11', lat: 33.67, lng: 72.99, popularity: 50 },
      { id: DHA, city_id: LAHORE, parent_id: null, name: 'DHA Defence', slug: 'dha-defence', lat: 31.47, lng: 74.4, popularity: 99 },
      { id: DHA_PHASE_6, city_id: LAHORE, parent_id: DHA, name: 'DHA Phase 6', slug: 'dha-phase-6', lat: 31.47, lng: 74.45, popularity: 80 },
      { id: GULBERG, city_id: LAHORE, parent_id: null, name: 'Gulberg III', slug: 'gulberg-iii', lat: 31.51, lng: 74.34, popularity: 70 },
    ])
    .execute();
  await db
    .insertInto('agencies')
    .values({ id: 5, name: 'Capital Estates', slug: 'capital-estates', city_id: ISLAMABAD, created_at: at(0) })
    .execute();
}

let counter = 0;

/** Inserts a published listing (unless told otherwise) and answers its id. `minute` orders publication. */
export async function addListing(
  db: Kysely<Database>,
  values: Partial<NewListing> & { minute?: number; cover?: string | null } = {},
): Promise<number> {
  counter += 1;
  const { minute = counter, cover = `demo/house-${String(counter).padStart(3, '0')}/original.webp`, ...rest } = values;
  const city = rest.city_id ?? (rest.area_id && rest.area_id >= 20 ? LAHORE : ISLAMABAD);
  const row: NewListing = {
    purpose: 'sale',
    category: 'residential',
    type: 'house',
    city_id: city,
    area_id: city === LAHORE ? GULBERG : F7,
    lat: 33.7 + counter / 1000,
    lng: 73.0 + counter / 1000,
    title: `Listing ${counter}`,
    price: 10_000_000,
    size_value: 10,
    size_unit: 'marla',
    size_sqft: 2250,
    beds: 3,
    baths: 3,
    condition: 'good',
    features: '{}',
    status: 'published',
    created_at: at(minute),
    updated_at: at(minute),
    published_at: at(minute),
    ...rest,
  };
  const { id } = await db.insertInto('listings').values(row).returning('id').executeTakeFirstOrThrow();
  await refreshListingFeatures(db, { ids: [id] }, { fresh: true });
  if (cover) {
    await db.insertInto('listing_images').values({ listing_id: id, storage_key: cover, is_cover: 1, position: 0, created_at: at(minute) }).execute();
  }
  return id;
}
