/**
 * One demo listing from its id and the seed: the same pair always gives the same listing, so
 * batches can be built in any order and a test can check the set is stable.
 */
import { toSquareFeet } from '../money/units';
import type { FeedbackKind, ListingStatus, NewListing, NewListingFeedback, NewListingImage, NewListingPrice } from '../db';
import { createRandom, mixSeed, type Random } from './random';
import type { DemoArea, DemoCity } from './places.server';
import type { DemoPeople } from './people';
import { mobileNumber, personName } from './people';
import { TIER_PRICE_PER_SQFT, TYPE_PROFILES, TYPE_WEIGHTS, dwellingOf, roundPrice, type Dwelling } from './listing-profiles';
import { listingDescription, listingTitle } from './listing-text';
import { poolKeys, type ImageKind } from './image-pool';
import { CITY_PRICE_FACTOR, DEFAULT_CITY_PRICE_FACTOR } from './places-catalog';
import { demoListingPrices } from './listing-prices';
import { REMOVAL_REASONS, removalReasonFits } from '../listings/manage';

const DAY_MS = 86_400_000;
/** Listings are spread over the last 18 months so trends have something to show. */
const HISTORY_DAYS = 548;
/** How many listings belong to the demo account (demo@basera.pk), across every status. */
export const DEMO_USER_LISTINGS = 25;
export const DEMO_USER_ID = 1;

export interface DemoWorld {
  seed: number;
  now: number;
  expiryDays: number;
  cities: DemoCity[];
  areas: DemoArea[];
  people: DemoPeople;
  areaPicker: (random: Random) => DemoArea;
  agenciesByCity: Map<number, DemoPeople['agencies']>;
  cityById: Map<number, DemoCity>;
  images: Record<ImageKind, string[]>;
}

export function buildWorld(opts: Omit<DemoWorld, 'areaPicker' | 'agenciesByCity' | 'cityById' | 'images'>): DemoWorld {
  // The main cities carry most listings; inside a city the best-known areas carry more.
  const cityShare = new Map<number, number>(opts.cities.map((c, i) => [c.id, [22, 24, 22, 10, 6][i] ?? 16 / (opts.cities.length - 5)]));
  const perCity = new Map<number, DemoArea[]>();
  for (const area of opts.areas) perCity.set(area.city_id, [...(perCity.get(area.city_id) ?? []), area]);
  const entries: Array<[DemoArea, number]> = [];
  for (const [cityId, areas] of perCity) {
    const weights = areas.map((_, i) => 1 / Math.sqrt(i + 2));
    const total = weights.reduce((a, b) => a + b, 0);
    areas.forEach((area, i) => entries.push([area, ((cityShare.get(cityId) ?? 0) * weights[i]) / total]));
  }
  const cumulative: number[] = [];
  let sum = 0;
  for (const [, w] of entries) cumulative.push((sum += w));
  const areaPicker = (random: Random) => {
    const roll = random.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > roll) hi = mid;
      else lo = mid + 1;
    }
    return entries[lo][0];
  };
  const agenciesByCity = new Map<number, DemoPeople['agencies']>();
  for (const agency of opts.people.agencies) {
    agenciesByCity.set(agency.city_id, [...(agenciesByCity.get(agency.city_id) ?? []), agency]);
  }
  const images = Object.fromEntries(
    (['house', 'interior', 'plot', 'commercial', 'apartment'] as const).map((k) => [k, poolKeys(k)]),
  ) as Record<ImageKind, string[]>;
  return { ...opts, areaPicker, agenciesByCity, cityById: new Map(opts.cities.map((c) => [c.id, c])), images };
}

export interface DemoListing {
  listing: NewListing & { id: number };
  images: NewListingImage[];
  feedback: NewListingFeedback[];
  prices: NewListingPrice[];
}

const STATUS_WEIGHTS: ReadonlyArray<readonly [ListingStatus, number]> = [
  ['published', 86],
  ['in_review', 4],
  ['draft', 3],
  ['removed', 5],
  ['rejected', 2],
];
const DEMO_USER_STATUSES: readonly ListingStatus[] = ['draft', 'in_review', 'published', 'removed', 'rejected'];
const CONDITION_WEIGHTS = [['brand-new', 3], ['like-new', 3], ['good', 4], ['needs-minor-work', 1.5], ['needs-major-work', 0.5]] as const;
const FEEDBACK: ReadonlyArray<readonly [FeedbackKind, string]> = [
  ['PRICE', 'The price looks far above similar properties in this area. Please check it.'],
  ['TITLE', 'Please write a title that describes the property, without phone numbers.'],
  ['DESCRIPTION', 'The description is too short. Tell buyers about rooms, utilities and nearby places.'],
  ['LOCATION', 'The pin on the map is far from the selected area. Please move it to the property.'],
  ['DETAILS', 'The bedrooms and size do not match the pictures. Please correct them.'],
];

const iso = (ms: number) => new Date(ms).toISOString();

/** A lawn is on the ground, by a house; a lift is in a building of flats or offices; a corner or park-facing home stands on a plot. */
function fits(feature: string, type: string, dwelling: Dwelling | null): boolean {
  if (feature === 'lawn') return dwelling === 'house' || type === 'lower-portion';
  if (feature === 'lift') return dwelling === 'apartment' || dwelling === null;
  if (feature === 'corner' || feature === 'park-facing') return dwelling !== 'apartment' && dwelling !== 'room';
  return true;
}

function features(random: Random, category: string, type: string, year: number): Record<string, unknown> {
  if (category === 'plot') {
    const f: Record<string, unknown> = { electricity: true, water: random.chance(0.7), sewerage: random.chance(0.6) };
    if (random.chance(0.2)) f.corner = true;
    if (random.chance(0.15)) f['park-facing'] = true;
    if (random.chance(0.5)) f.mosque = true;
    return f;
  }
  const f: Record<string, unknown> = {
    electricity: true,
    gas: random.chance(0.8),
    water: true,
    sewerage: true,
    'built-in-year': year,
    'parking-spaces': random.int(0, 3),
    flooring: random.pick(['Tiles', 'Marble', 'Wooden', 'Chips']),
  };
  // Every draw is made whatever the type, so a listing's later values do not depend on what it may have.
  const dwelling = category === 'residential' ? dwellingOf(type) : null;
  if (dwelling) {
    const [floors, kitchens] = [random.int(1, 3), random.int(1, 2)];
    f.furnishing = random.weighted([['Unfurnished', 6], ['Semi-furnished', 2], ['Furnished', 1.5]]);
    const [drawingRooms, servantQuarter] = [random.int(0, 1), random.chance(0.3)];
    if (dwelling === 'house') f.floors = floors;
    if (dwelling !== 'room') Object.assign(f, { kitchens: dwelling === 'house' ? kitchens : 1, 'drawing-rooms': drawingRooms });
    if (dwelling === 'house' && servantQuarter) f['servant-quarters'] = 1;
    if (dwelling === 'room') f['parking-spaces'] = Math.min(1, f['parking-spaces'] as number);
  }
  f.facing = random.pick(['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west']);
  for (const id of ['internet', 'cable-tv', 'schools', 'hospitals', 'mosque', 'restaurants', 'lawn', 'security-staff', 'cctv', 'corner', 'park-facing', 'lift', 'double-glazed-windows']) {
    if (random.chance(0.35) && fits(id, type, dwelling)) f[id] = true;
  }
  if (random.chance(0.4)) f['power-backup'] = random.pick(['Generator', 'UPS', 'Solar']);
  return f;
}

function imageKinds(category: string, type: string): ImageKind[] {
  if (category === 'plot') return ['plot'];
  if (category === 'commercial') return ['commercial', 'interior'];
  if (type === 'flat' || type === 'pent-house' || type === 'hotel-suites') return ['apartment', 'interior', 'interior'];
  return ['house', 'interior', 'interior'];
}

export function makeListing(world: DemoWorld, id: number): DemoListing {
  const random = createRandom(mixSeed(world.seed, id));
  const type = random.weighted(TYPE_WEIGHTS);
  const profile = TYPE_PROFILES[type];
  const area = world.areaPicker(random);
  const city = world.cityById.get(area.city_id)!;
  const purpose = random.chance(profile.rentShare) ? 'rent' : 'sale';
  const size = profile.size(random, city.name === 'Karachi');
  const sizeSqft = Math.round(toSquareFeet(size.value, size.unit) * 100) / 100;
  const rooms = profile.rooms?.(random, sizeSqft) ?? null;
  const beds = profile.category === 'residential' && rooms ? rooms[0] : null;
  const baths = profile.category !== 'plot' && rooms ? rooms[1] : null;

  // Newer listings are more common: the market grows.
  const ageDays = HISTORY_DAYS * (1 - Math.sqrt(random.next()));
  const created = world.now - Math.round(ageDays * DAY_MS) - random.int(0, DAY_MS - 1);
  const cityFactor = CITY_PRICE_FACTOR[city.name] ?? DEFAULT_CITY_PRICE_FACTOR;
  // Prices rise about 12% a year, with ±15% between owners.
  const trend = 1 - (0.12 * ageDays) / 365;
  const value = TIER_PRICE_PER_SQFT[area.tier] * cityFactor * profile.priceFactor * sizeSqft * trend * random.between(0.85, 1.18);
  const price = Math.min(1e10, roundPrice(purpose === 'rent' ? value * random.between(0.003, 0.005) : value));

  const condition = profile.category === 'plot' ? null : random.weighted(CONDITION_WEIGHTS);
  const year = condition === 'brand-new' ? new Date(world.now).getUTCFullYear() : random.int(1985, new Date(world.now).getUTCFullYear() - 1);
  const featureValues = features(random, profile.category, type, year);

  const ownedByDemoUser = id <= DEMO_USER_LISTINGS;
  const cityAgencies = world.agenciesByCity.get(city.id) ?? [];
  const agency = !ownedByDemoUser && cityAgencies.length > 0 && random.chance(0.7) ? random.pick(cityAgencies) : null;
  const { first, count } = world.people.ownerIds;
  const userId = ownedByDemoUser ? DEMO_USER_ID : agency ? agency.agentUserId : count > 0 ? first + random.int(0, count - 1) : null;
  const status = ownedByDemoUser ? DEMO_USER_STATUSES[(id - 1) % DEMO_USER_STATUSES.length] : random.weighted(STATUS_WEIGHTS);

  const words = {
    purpose, category: profile.category, type, sizeValue: size.value, sizeUnit: size.unit, beds, baths,
    areaName: area.name, cityName: city.name, condition,
    furnished: featureValues.furnishing === 'Furnished', corner: featureValues.corner === true,
    parkFacing: featureValues['park-facing'] === true,
  } as const;

  const everPublished = status === 'published' || status === 'removed' || (status === 'in_review' && random.chance(0.3));
  const publishedAt = everPublished ? Math.min(world.now, created + random.int(1, 48) * 3_600_000) : null;
  const removedAt = status === 'removed' ? Math.min(world.now, (publishedAt ?? created) + random.int(3, 90) * DAY_MS) : null;
  // A published listing has been renewed as needed: it expires some days from now.
  const expiresAt = status === 'published' ? world.now + random.int(1, world.expiryDays) * DAY_MS : null;
  // A listing waits for review a few days at most, so one in review was sent (last updated) lately. The
  // hours come from its id, not the random stream, so every other listing keeps the values it had.
  const submittedAt = status === 'in_review' ? world.now - (((id * 37) % 96) + 1) * 3_600_000 : null;
  const updated = Math.max(created, removedAt ?? publishedAt ?? created, submittedAt ?? 0);
  // As the remove dialog stores them: a reason that fits the purpose (a rental is let, not sold), by its id.
  const removalReason = removedAt ? random.pick(REMOVAL_REASONS.filter((r) => removalReasonFits(r.id, purpose))).id : null;
  const pin = { lat: area.lat + random.between(-0.006, 0.006), lng: area.lng + random.between(-0.007, 0.007) };
  const availabilityAnytime = random.chance(0.6);

  const listing: DemoListing['listing'] = {
    id,
    purpose,
    category: profile.category,
    type,
    sub_type: null,
    city_id: city.id,
    area_id: area.id,
    lat: Math.round(pin.lat * 1e6) / 1e6,
    lng: Math.round(pin.lng * 1e6) / 1e6,
    title: listingTitle(random, words),
    description: listingDescription(random, words),
    price,
    size_value: size.value,
    size_unit: size.unit,
    size_sqft: sizeSqft,
    beds,
    baths,
    condition,
    features: JSON.stringify(featureValues),
    availability: JSON.stringify(
      availabilityAnytime
        ? { availability: 'anytime', days: [], startTime: '', endTime: '' }
        : { availability: 'days', days: random.sample(['saturday', 'sunday', 'friday', 'monday'], random.int(1, 3)), startTime: '10:00', endTime: random.pick(['17:00', '19:00', '21:00']) },
    ),
    owner_name: ownedByDemoUser ? 'Demo User' : agency ? agency.agentName : personName(random),
    owner_code: '92',
    owner_phone: agency ? agency.phone : mobileNumber(random),
    agency_id: agency?.id ?? null,
    user_id: userId,
    verified: status === 'published' && random.chance(0.15) ? 1 : 0,
    status,
    quality: null,
    created_at: iso(created),
    updated_at: iso(updated),
    published_at: publishedAt ? iso(publishedAt) : null,
    expires_at: expiresAt ? iso(expiresAt) : null,
    removed_at: removedAt ? iso(removedAt) : null,
    removal_reason: removalReason,
    selling_price: removalReason === 'sold-on-basera' ? roundPrice(price * random.between(0.92, 1)) : null,
    removed_other: removalReason === 'other' ? 'The owner changed plans.' : null,
    // A cut, if the listing has one, comes with its price history (demoListingPrices below).
    price_cut_from: null,
    price_cut_at: null,
  };

  const kinds = imageKinds(profile.category, type);
  const imageCount = random.int(profile.images[0], profile.images[1]);
  // Pictures are drawn without replacement: a listing never shows the same picture twice. One draw per
  // picture as before, so the rest of the listing (and the demo set) stays what the seed made it.
  const used = new Set<string>();
  const fresh = (keys: readonly string[]) => keys.filter((key) => !used.has(key));
  const images: NewListingImage[] = [];
  for (let position = 0; position < imageCount; position++) {
    const kind = position === 0 ? kinds[0] : random.pick(kinds);
    let pool = fresh(world.images[kind]);
    // This kind's pictures all shown: any other picture of the listing's kinds.
    if (pool.length === 0) pool = fresh([...new Set(kinds)].flatMap((k) => world.images[k]));
    if (pool.length === 0) break;
    const key = random.pick(pool);
    used.add(key);
    images.push({
      listing_id: id,
      storage_key: key,
      is_cover: position === 0 ? 1 : 0,
      position,
      width: 840,
      height: 525,
      phash: null,
      rejection_reason: null,
      user_id: userId,
      created_at: iso(created),
    });
  }

  const feedback: NewListingFeedback[] = [];
  if (status === 'rejected' || (status === 'in_review' && random.chance(0.3))) {
    const [kind, message] = random.pick(FEEDBACK);
    feedback.push({
      listing_id: id,
      kind,
      status: status === 'rejected' ? 'REJECTED' : 'IMPROVE',
      message,
      author_user_id: 3,
      created_at: iso(Math.min(world.now, created + DAY_MS)),
      resolved_at: null,
    });
  }
  // The demo user's own listings keep one price: the tests of their pages read them as the seed made them.
  const prices = demoListingPrices(world.seed, world.now, listing, ownedByDemoUser);
  return { listing, images, feedback, prices };
}
