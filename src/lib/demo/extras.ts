/**
 * The rest of the demo set: projects and their units, exchange rates, building-material prices with
 * history, points of interest around areas, wanted requests, and activity on the demo account's
 * listings (views, inquiries, likes, reports).
 */
import { slugify } from '../text/slug';
import type {
  NewExchangeRate, NewInquiry, NewListingDailyStats, NewListingLike, NewMaterial, NewMaterialPrice,
  NewPointOfInterest, NewProject, NewProjectUnit, NewReport, NewWantedRequest, PoiKind,
} from '../db';
import { createRandom, mixSeed } from './random';
import type { DemoArea, DemoCity } from './places.server';
import { mobileNumber, personName } from './people';
import { TIER_PRICE_PER_SQFT, roundPrice } from './listing-profiles';
import { CITY_PRICE_FACTOR, DEFAULT_CITY_PRICE_FACTOR } from './places-catalog';
import { poolKeys } from './image-pool';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);

const PROJECT_NAMES = [
  'Grand Residency', 'Sky Towers', 'Emaar Heights', 'Capital Smart Enclave', 'Green Valley Homes', 'Crown Mall',
  'Royal Orchard', 'Lake View Apartments', 'Pearl One', 'Business Bay Tower', 'Silver Oaks', 'Golf View Residencia',
  'Blue World Heights', 'Park View Villas', 'Mall of Imperial', 'Canyon Views', 'Opal Residences', 'Icon Tower',
  'Nova City Homes', 'Meadows Farmhouses',
];
const DEVELOPERS = ['Imperial Developers', 'Habib Rafiq', 'ABS Developers', 'Zameen Developments', 'Saya Builders', 'Al-Ghurair', 'J7 Group', 'Bahria Town'];

export function demoProjects(seed: number, cities: readonly DemoCity[], areas: readonly DemoArea[], now: number) {
  const random = createRandom(mixSeed(seed, 31337));
  const covers = [...poolKeys('apartment'), ...poolKeys('commercial'), ...poolKeys('house')];
  const mainAreas = areas.filter((a) => a.city_id <= 5);
  const projects: Array<NewProject & { id: number }> = [];
  const units: NewProjectUnit[] = [];
  for (let i = 0; i < 40; i++) {
    const area = random.pick(mainAreas);
    const city = cities.find((c) => c.id === area.city_id)!;
    const name = `${PROJECT_NAMES[i % PROJECT_NAMES.length]}${i >= PROJECT_NAMES.length ? ` ${city.name}` : ''}`;
    const perSqft = TIER_PRICE_PER_SQFT[area.tier] * (CITY_PRICE_FACTOR[city.name] ?? DEFAULT_CITY_PRICE_FACTOR) * 1.15;
    const commercial = /Mall|Bay|Tower|Icon/.test(name);
    const unitTypes = commercial
      ? [['Shop', 'commercial', 'shop', null, 150, 600], ['Office', 'commercial', 'office', null, 400, 1800], ['Studio Apartment', 'residential', 'flat', -1, 380, 550]]
      : [['1 Bed Apartment', 'residential', 'flat', 1, 550, 800], ['2 Bed Apartment', 'residential', 'flat', 2, 900, 1300], ['3 Bed Apartment', 'residential', 'flat', 3, 1400, 2000], ['Penthouse', 'residential', 'pent-house', 4, 2600, 4200]];
    const created = now - random.int(10, 500) * DAY_MS;
    let minPrice = Infinity;
    let maxPrice = 0;
    let minSize = Infinity;
    let maxSize = 0;
    unitTypes.forEach(([unitName, category, type, beds, lo, hi], position) => {
      const min = roundPrice((lo as number) * perSqft * (category === 'commercial' ? 2 : 1));
      const max = roundPrice((hi as number) * perSqft * (category === 'commercial' ? 2 : 1) * 1.1);
      minPrice = Math.min(minPrice, min);
      maxPrice = Math.max(maxPrice, max);
      minSize = Math.min(minSize, lo as number);
      maxSize = Math.max(maxSize, hi as number);
      units.push({
        project_id: i + 1,
        name: unitName as string,
        category: category as 'residential' | 'commercial',
        type: type as string,
        beds: beds as number | null,
        baths: beds === null ? 1 : Math.max(1, (beds as number) + 1),
        min_size_sqft: lo as number,
        max_size_sqft: hi as number,
        min_price: min,
        max_price: max,
        available: random.int(0, 60),
        position,
      });
    });
    projects.push({
      id: i + 1,
      name,
      slug: slugify(name),
      developer: random.pick(DEVELOPERS),
      city_id: city.id,
      area_id: area.id,
      lat: area.lat + random.between(-0.004, 0.004),
      lng: area.lng + random.between(-0.004, 0.004),
      description: `${name} by its developer brings ${commercial ? 'shops, offices and serviced apartments' : 'apartments and penthouses'} to ${area.name}, ${city.name}, on easy instalments over ${random.pick([2, 3, 4])} years. Features include 24/7 security, backup power, lifts, a mosque and parking.`,
      features: JSON.stringify(['Security', 'Backup power', 'Lifts', 'Mosque', 'Parking', ...(commercial ? ['Food court'] : ['Gym', 'Swimming pool'])]),
      status: random.pick(['upcoming', 'under_construction', 'under_construction', 'ready'] as const),
      priority: 100 - i * 2,
      min_price: minPrice,
      max_price: maxPrice,
      min_size_sqft: minSize,
      max_size_sqft: maxSize,
      cover_key: random.pick(covers),
      possession: `${new Date(now).getUTCFullYear() + random.int(0, 4)}-${String(random.int(1, 12)).padStart(2, '0')}`,
      verified: random.chance(0.5) ? 1 : 0,
      published: 1,
      created_at: iso(created),
      updated_at: iso(created),
    });
  }
  return { projects, units };
}

/** Rupees for one unit of each currency. */
export function demoExchangeRates(now: number): NewExchangeRate[] {
  const rates: Record<string, number> = { USD: 280.5, GBP: 355.2, AED: 76.4, SAR: 74.8, EUR: 303.1, CAD: 201.6 };
  return Object.entries(rates).map(([currency, pkr]) => ({ currency, pkr_per_unit: pkr, updated_at: iso(now) }));
}

/** [slug, name, unit, group, Lahore price today]. */
const MATERIALS: ReadonlyArray<readonly [string, string, string, string, number]> = [
  ['cement-opc', 'Cement (OPC)', 'bag', 'Cement', 1420],
  ['cement-src', 'Cement (SRC)', 'bag', 'Cement', 1520],
  ['white-cement', 'White cement', 'bag', 'Cement', 2600],
  ['steel-grade-60', 'Steel bar, grade 60', 'ton', 'Steel', 255000],
  ['steel-grade-40', 'Steel bar, grade 40', 'ton', 'Steel', 238000],
  ['bricks-a', 'Bricks, A class', '1000 bricks', 'Bricks', 17500],
  ['bricks-b', 'Bricks, B class', '1000 bricks', 'Bricks', 15000],
  ['sand-ravi', 'Sand (Ravi)', '100 cft', 'Aggregates', 4500],
  ['sand-chenab', 'Sand (Chenab)', '100 cft', 'Aggregates', 7500],
  ['crush-margalla', 'Crush (Margalla)', '100 cft', 'Aggregates', 13500],
  ['crush-sargodha', 'Crush (Sargodha)', '100 cft', 'Aggregates', 12000],
  ['tiles-porcelain', 'Porcelain tiles', 'sq ft', 'Finishing', 320],
];

export function demoMaterials(seed: number, cities: readonly DemoCity[], now: number) {
  const random = createRandom(mixSeed(seed, 65537));
  const materials: Array<NewMaterial & { id: number }> = MATERIALS.map(([slug, name, unit, grp], i) => ({
    id: i + 1, slug, name, unit, grp, position: i,
  }));
  const prices: NewMaterialPrice[] = [];
  const cityFactors = [1.03, 1, 1.06, 1.03, 0.98];
  // A price every two weeks for a year, drifting up about 10% over the year.
  for (const [m, [, , , , today]] of MATERIALS.entries()) {
    for (const [c, city] of cities.slice(0, 5).entries()) {
      let price = today * cityFactors[c] * 0.9;
      for (let step = 26; step >= 0; step--) {
        price = price * (1 + random.between(-0.01, 0.018));
        const value = step === 0 ? today * cityFactors[c] : price;
        prices.push({ material_id: m + 1, city_id: city.id, day: day(now - step * 14 * DAY_MS), price: Math.round(value / 10) * 10 });
      }
    }
  }
  return { materials, prices };
}

const POI_NAMES: Readonly<Record<PoiKind, string[]>> = {
  school: ['The City School', 'Beaconhouse School', 'Roots Millennium School', 'Allied School', 'Dar-e-Arqam School', 'Government High School'],
  hospital: ['Shifa Clinic', 'City Hospital', 'Medicare Hospital', 'Family Health Clinic', 'Al-Shifa Trust Hospital'],
  mosque: ['Jamia Masjid', 'Masjid-e-Noor', 'Masjid Al-Falah', 'Markazi Jamia Masjid', 'Masjid Bilal'],
  park: ['Community Park', 'Family Park', 'Jogging Track Park', 'Children Park'],
  restaurant: ['Savour Foods', 'Student Biryani', 'Monal Cafe', 'Cafe Aylanto', 'Butt Karahi', 'Tandoori Restaurant', 'Chaaye Khana'],
};

export function demoPointsOfInterest(seed: number, areas: readonly DemoArea[]): NewPointOfInterest[] {
  const out: NewPointOfInterest[] = [];
  for (const area of areas) {
    const random = createRandom(mixSeed(seed, 2711, area.id));
    for (const kind of Object.keys(POI_NAMES) as PoiKind[]) {
      const count = random.int(1, 3);
      for (let i = 0; i < count; i++) {
        out.push({
          city_id: area.city_id,
          area_id: area.id,
          kind,
          name: `${random.pick(POI_NAMES[kind])}${kind === 'school' || kind === 'park' ? ` ${area.name}` : ''}`,
          lat: area.lat + random.between(-0.008, 0.008),
          lng: area.lng + random.between(-0.008, 0.008),
        });
      }
    }
  }
  return out;
}

export function demoWantedRequests(seed: number, areas: readonly DemoArea[], now: number, count = 120): NewWantedRequest[] {
  const random = createRandom(mixSeed(seed, 4099));
  return Array.from({ length: count }, () => {
    const area = random.pick(areas.filter((a) => a.city_id <= 5));
    const purpose = random.chance(0.6) ? 'sale' : 'rent';
    const category = random.weighted([['residential', 6], ['plot', 3], ['commercial', 1]] as const);
    const budget = purpose === 'sale' ? random.pick([1.5e7, 2.5e7, 4e7, 6e7, 1e8]) : random.pick([40000, 60000, 90000, 150000]);
    return {
      user_id: null,
      name: personName(random),
      phone: mobileNumber(random),
      email: null,
      purpose,
      category,
      type: category === 'residential' ? random.pick(['house', 'flat', 'upper-portion']) : category === 'plot' ? 'residential-plot' : 'shop',
      city_id: area.city_id,
      area_id: random.chance(0.7) ? area.id : null,
      min_price: Math.round(budget * 0.7),
      max_price: budget,
      min_size_sqft: null,
      max_size_sqft: null,
      beds: category === 'residential' ? random.int(2, 5) : null,
      message: `Looking for a ${category === 'plot' ? 'plot' : 'property'} in ${area.name} for ${purpose === 'sale' ? 'purchase' : 'rent'}. Please contact with details.`,
      status: 'open' as const,
      created_at: iso(now - random.int(0, 120) * DAY_MS),
    };
  });
}

/** Activity that makes the demo account's tracking pages and some detail pages look alive. */
export function demoActivity(seed: number, listingIds: readonly { id: number; created_at: string; status: string; user_id: number | null }[], now: number) {
  const random = createRandom(mixSeed(seed, 8191));
  const stats: NewListingDailyStats[] = [];
  const inquiries: NewInquiry[] = [];
  const likes: NewListingLike[] = [];
  const reports: NewReport[] = [];
  for (const l of listingIds) {
    if (l.status !== 'published' && l.status !== 'removed') continue;
    const start = Math.max(Date.parse(l.created_at), now - 30 * DAY_MS);
    for (let t = start; t <= now; t += DAY_MS) {
      const views = random.int(0, 25);
      stats.push({ listing_id: l.id, day: day(t), views, contacts: random.int(0, Math.ceil(views / 8)), inquiries: random.int(0, 1), likes: random.int(0, 2) });
    }
    const inquiryCount = l.user_id === 1 ? random.int(1, 4) : random.chance(0.2) ? random.int(1, 2) : 0;
    for (let i = 0; i < inquiryCount; i++) {
      const created = now - random.int(0, 20) * DAY_MS - random.int(0, DAY_MS);
      inquiries.push({
        listing_id: l.id,
        project_id: null,
        user_id: null,
        name: personName(random),
        email: null,
        phone: `+92${mobileNumber(random)}`,
        message: random.pick(['Is this still available?', 'What is the final price?', 'Can I visit this weekend?', 'Please share more pictures.']),
        created_at: iso(Math.max(Date.parse(l.created_at), created)),
        seen_at: random.chance(0.5) ? iso(now - random.int(0, 5) * DAY_MS) : null,
      });
    }
    if (l.status === 'published' && l.user_id !== 1 && likes.length < 20 && random.chance(0.1)) {
      likes.push({ user_id: 1, listing_id: l.id, created_at: iso(now - random.int(0, 60) * DAY_MS) });
    }
    if (l.status === 'published' && reports.length < 10 && random.chance(0.02)) {
      reports.push({ listing_id: l.id, user_id: null, reason: random.pick(['Wrong price', 'Already sold', 'Fake listing', 'Wrong location']), comments: null, status: 'open', created_at: iso(now - random.int(0, 10) * DAY_MS), resolved_at: null });
    }
  }
  return { stats, inquiries, likes, reports };
}
