import type { Kysely } from 'kysely';
import { refreshStatistics, type Database } from '../db';
import { demoAreas, demoCities } from './places.server';
import { demoPeople } from './people';
import { buildWorld, makeListing, type DemoWorld } from './listings';
import { demoActivity, demoExchangeRates, demoMaterials, demoPointsOfInterest, demoProjects, demoWantedRequests } from './extras';
import { refreshListingFeatures } from '../listings/features.server';
import { insertRows, syncIdSequences, withIndexesDeferred } from './bulk.server';

export interface DemoOptions {
  listings: number;
  seed?: number;
  /** The moment the demo set is built at; tests fix it so the set is the same every run. */
  now?: Date;
  expiryDays?: number;
  batchSize?: number;
  /** Build the listing tables' indexes after loading instead of during; worth it for large sets. */
  deferIndexes?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface DemoSummary {
  cities: number;
  areas: number;
  agencies: number;
  users: number;
  listings: number;
  images: number;
}

export const DEFAULT_SEED = 20260101;
/** Listings with ids up to this get views, inquiries and likes; enough for pages to look alive. */
const ACTIVITY_LISTINGS = 3000;

/** Everything of the demo set except the listings, built from the seed. */
export function demoReferenceData(seed: number, listings: number, now: Date) {
  const nowIso = now.toISOString();
  const cities = demoCities();
  const areas = demoAreas(cities, seed);
  const agencyCount = Math.max(5, Math.min(200, Math.ceil(listings / 10)));
  const ownerCount = Math.max(10, Math.min(20_000, Math.ceil(listings / 40)));
  const people = demoPeople(seed, cities, agencyCount, ownerCount, nowIso);
  return { cities, areas, people };
}

type ActiveListing = { id: number; created_at: string; status: string; user_id: number | null };

/** Listings first..last with their images and feedback; returns how many images it wrote. */
async function loadListingBatch(db: Kysely<Database>, world: DemoWorld, first: number, last: number, active: ActiveListing[]) {
  const listingRows = [];
  const imageRows = [];
  const feedbackRows = [];
  const priceRows = [];
  for (let id = first; id <= last; id++) {
    const made = makeListing(world, id);
    listingRows.push(made.listing);
    imageRows.push(...made.images);
    feedbackRows.push(...made.feedback);
    priceRows.push(...made.prices);
    if (id <= ACTIVITY_LISTINGS) {
      const { created_at, status, user_id } = made.listing;
      active.push({ id, created_at, status: status ?? 'draft', user_id: user_id ?? null });
    }
  }
  await insertRows(db, 'listings', listingRows);
  // Derived from the rows just written, in one INSERT ... SELECT (the same rule as every save).
  await refreshListingFeatures(db, { from: first, to: last }, { fresh: true });
  await insertRows(db, 'listing_images', imageRows);
  await insertRows(db, 'listing_feedback', feedbackRows);
  await insertRows(db, 'listing_prices', priceRows);
  return imageRows.length;
}

/** Loads the demo set into an empty, migrated database. */
export async function loadDemoData(db: Kysely<Database>, options: DemoOptions): Promise<DemoSummary> {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const { cities, areas, people } = demoReferenceData(seed, options.listings, now);
  const { agencies, users } = people;

  await insertRows(db, 'cities', cities);
  await insertRows(db, 'areas', areas);
  await insertRows(db, 'agencies', agencies.map(({ agentUserId: _a, agentName: _n, ...agency }) => agency));
  await insertRows(db, 'users', users);
  const { projects, units, images: projectImages } = demoProjects(seed, cities, areas, nowMs);
  await insertRows(db, 'projects', projects);
  await insertRows(db, 'project_units', units);
  await insertRows(db, 'project_images', projectImages);
  await insertRows(db, 'exchange_rates', demoExchangeRates(nowMs));
  const { materials, prices } = demoMaterials(seed, cities, nowMs);
  await insertRows(db, 'materials', materials);
  await insertRows(db, 'material_prices', prices);
  await insertRows(db, 'points_of_interest', demoPointsOfInterest(seed, areas));
  await insertRows(db, 'wanted_requests', demoWantedRequests(seed, areas, nowMs));

  const world: DemoWorld = buildWorld({ seed, now: nowMs, expiryDays: options.expiryDays ?? 60, cities, areas, people });
  const batchSize = options.batchSize ?? 5000;
  const active: ActiveListing[] = [];
  let images = 0;
  const loadListings = async () => {
    for (let first = 1; first <= options.listings; first += batchSize) {
      const last = Math.min(options.listings, first + batchSize - 1);
      images += await loadListingBatch(db, world, first, last, active);
      options.onProgress?.(last, options.listings);
    }
  };
  const deferIndexes = options.deferIndexes ?? options.listings > 50_000;
  if (deferIndexes) await withIndexesDeferred(db, ['listings', 'listing_features', 'listing_images', 'listing_feedback'], loadListings);
  else await loadListings();

  const activity = demoActivity(seed, active, nowMs);
  await insertRows(db, 'listing_daily_stats', activity.stats);
  await insertRows(db, 'inquiries', activity.inquiries);
  await insertRows(db, 'listing_likes', activity.likes);
  await insertRows(db, 'reports', activity.reports);

  await syncIdSequences(db, ['cities', 'areas', 'agencies', 'users', 'projects', 'materials', 'listings']);
  // The counts tables too: triggers filled them during the load, and on PostgreSQL a table never analysed
  // was planned as nearly empty (the agency directory narrowed by category: 100 ms, then 20 once analysed).
  await refreshStatistics(db, [
    'listings', 'listing_features', 'listing_images', 'listing_prices', 'listing_daily_stats', 'inquiries', 'listing_likes', 'users', 'areas',
    'listing_counts', 'agency_listing_counts', 'price_index_counts',
  ]);
  return { cities: cities.length, areas: areas.length, agencies: agencies.length, users: users.length, listings: options.listings, images };
}
