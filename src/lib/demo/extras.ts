/**
 * The rest of the demo set: projects and their units, exchange rates, building-material prices with
 * history, points of interest around areas, wanted requests, and activity on the demo account's
 * listings (views, inquiries, likes, reports).
 */
import { slugify } from '../text/slug';
import type {
  NewExchangeRate, NewInquiry, NewListingDailyStats, NewListingLike, NewMaterial, NewMaterialPrice,
  NewPointOfInterest, NewProject, NewProjectImage, NewProjectUnit, NewReport, NewWantedRequest, PoiKind,
} from '../db';
import { createRandom, mixSeed } from './random';
import type { DemoArea, DemoCity } from './places.server';
import { mobileNumber, personName } from './people';
import { TIER_PRICE_PER_SQFT, roundPrice } from './listing-profiles';
import { CITY_PRICE_FACTOR, DEFAULT_CITY_PRICE_FACTOR } from './places-catalog';
import { poolKeys } from './image-pool';
import type { SizeUnitId } from '../money/units';
import { projectPriceRange } from '../projects/rules';
import { WANTED_OPEN_DAYS, wantedOpenUntil } from '../wanted/limits';
import { youtubeVideoId } from '../text/video';

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

type UnitSpec = {
  name: string;
  category: 'residential' | 'plot' | 'commercial';
  type: string;
  beds: number | null;
  /** Smallest and largest size, in square feet. */
  lo: number;
  hi: number;
  sizeUnit: SizeUnitId;
  purpose: 'sale' | 'rent';
};

const unit = (name: string, category: UnitSpec['category'], type: string, beds: number | null, lo: number, hi: number, sizeUnit: SizeUnitId, purpose: UnitSpec['purpose'] = 'sale'): UnitSpec =>
  ({ name, category, type, beds, lo, hi, sizeUnit, purpose });

// Malls and towers sell shops and offices and let some shops out; housing schemes sell plots, quoted
// in Marla and Kanal; apartment buildings sell flats in square feet.
const COMMERCIAL_UNITS = [
  unit('Shop', 'commercial', 'shop', null, 150, 600, 'sqft'),
  unit('Office', 'commercial', 'office', null, 400, 1800, 'sqft'),
  unit('Studio Apartment', 'residential', 'flat', -1, 380, 550, 'sqft'),
  unit('Shop on rent', 'commercial', 'shop', null, 150, 400, 'sqft', 'rent'),
];
const PLOT_UNITS = [
  unit('5 Marla Plot', 'plot', 'residential-plot', null, 1125, 1125, 'marla'),
  unit('10 Marla Plot', 'plot', 'residential-plot', null, 2250, 2250, 'marla'),
  unit('1 Kanal Plot', 'plot', 'residential-plot', null, 4500, 4500, 'kanal'),
  unit('Commercial Plot', 'plot', 'commercial-plot', null, 900, 1800, 'sqyd'),
];
const APARTMENT_UNITS = [
  unit('1 Bed Apartment', 'residential', 'flat', 1, 550, 800, 'sqft'),
  unit('2 Bed Apartment', 'residential', 'flat', 2, 900, 1300, 'sqft'),
  unit('3 Bed Apartment', 'residential', 'flat', 3, 1400, 2000, 'sqft'),
  unit('Penthouse', 'residential', 'pent-house', 4, 2600, 4200, 'sqft'),
];

// Demo videos in each of the link shapes the spec names; the ids are placeholders, not real tours.
const DEMO_VIDEO_LINKS = [
  'https://youtu.be/baseraTour1',
  'https://www.youtube.com/watch?v=baseraTour2&t=15s',
  'https://www.youtube.com/shorts/baseraShrt1',
  'https://www.youtube.com/embed/baseraTour3',
];

/** What a unit costs: sale prices from the area's price per square foot, rents about 0.45% of that a month. */
function unitPrices(spec: UnitSpec, perSqft: number): { minPrice: number; maxPrice: number } {
  const factor = spec.category === 'commercial' ? 2 : spec.category === 'plot' ? 0.55 : 1;
  const monthly = spec.purpose === 'rent' ? 0.0045 : 1;
  return { minPrice: roundPrice(spec.lo * perSqft * factor * monthly), maxPrice: roundPrice(spec.hi * perSqft * factor * monthly * 1.1) };
}

export function demoProjects(seed: number, cities: readonly DemoCity[], areas: readonly DemoArea[], now: number) {
  const random = createRandom(mixSeed(seed, 31337));
  const covers = [...poolKeys('apartment'), ...poolKeys('commercial'), ...poolKeys('house')];
  const mainAreas = areas.filter((a) => a.city_id <= 5);
  const projects: Array<NewProject & { id: number }> = [];
  const units: NewProjectUnit[] = [];
  const images: NewProjectImage[] = [];
  for (let i = 0; i < 40; i++) {
    const id = i + 1;
    const area = random.pick(mainAreas);
    const city = cities.find((c) => c.id === area.city_id)!;
    const name = `${PROJECT_NAMES[i % PROJECT_NAMES.length]}${i >= PROJECT_NAMES.length ? ` ${city.name}` : ''}`;
    const perSqft = TIER_PRICE_PER_SQFT[area.tier] * (CITY_PRICE_FACTOR[city.name] ?? DEFAULT_CITY_PRICE_FACTOR) * 1.15;
    const commercial = /Mall|Bay|Tower|Icon/.test(name);
    const plots = !commercial && /Enclave|Homes|Villas|Farmhouses|Orchard/.test(name);
    const unitTypes = commercial ? COMMERCIAL_UNITS : plots ? PLOT_UNITS : APARTMENT_UNITS;
    const created = now - random.int(10, 500) * DAY_MS;
    unitTypes.forEach((spec, position) => {
      const { minPrice, maxPrice } = unitPrices(spec, perSqft);
      units.push({
        project_id: id,
        name: spec.name,
        category: spec.category,
        type: spec.type,
        beds: spec.beds,
        baths: spec.category === 'plot' ? null : spec.beds === null ? 1 : Math.max(1, spec.beds + 1),
        min_size_sqft: spec.lo,
        max_size_sqft: spec.hi,
        size_unit: spec.sizeUnit,
        purpose: spec.purpose,
        min_price: minPrice,
        max_price: maxPrice,
        available: random.int(0, 60),
        position,
      });
    });
    // The copies on the projects row agree with the units (sale units; see projectPriceRange).
    const range = projectPriceRange(unitTypes.map((spec) => ({ purpose: spec.purpose, ...unitPrices(spec, perSqft) })))!;
    const pictures = [
      ...random.sample(poolKeys(commercial ? 'commercial' : plots ? 'plot' : 'apartment'), 3),
      ...random.sample(poolKeys(plots ? 'house' : 'interior'), 2),
    ];
    pictures.forEach((key, position) => {
      images.push({ project_id: id, storage_key: key, position, width: 840, height: 525, created_at: iso(created) });
    });
    const videoIds = random.sample(DEMO_VIDEO_LINKS, random.int(0, 2)).map((link) => youtubeVideoId(link)).filter((v): v is string => v !== null);
    // Drawn in the order the demo has always drawn them, so every other demo value stays put.
    const developer = random.pick(DEVELOPERS);
    const lat = area.lat + random.between(-0.004, 0.004);
    const lng = area.lng + random.between(-0.004, 0.004);
    const instalmentYears = random.pick([2, 3, 4]);
    const status = random.pick(['upcoming', 'under_construction', 'under_construction', 'ready'] as const);
    const possession = demoPossession(status, new Date(now).getUTCFullYear(), random.int(0, 4), random.int(1, 12));
    projects.push({
      id,
      name,
      slug: slugify(name),
      developer,
      city_id: city.id,
      area_id: area.id,
      lat,
      lng,
      description: `${name} by its developer brings ${commercial ? 'shops, offices and serviced apartments' : plots ? 'residential and commercial plots' : 'apartments and penthouses'} to ${area.name}, ${city.name}, on easy instalments over ${instalmentYears} years. Features include 24/7 security, backup power, ${plots ? 'wide roads' : 'lifts'}, a mosque and parking.`,
      features: JSON.stringify(['Security', 'Backup power', plots ? 'Wide roads' : 'Lifts', 'Mosque', 'Parking', ...(commercial ? ['Food court'] : plots ? ['Park', 'School'] : ['Gym', 'Swimming pool'])]),
      status,
      priority: 100 - i * 2,
      min_price: range.min,
      max_price: range.max,
      min_size_sqft: Math.min(...unitTypes.map((spec) => spec.lo)),
      max_size_sqft: Math.max(...unitTypes.map((spec) => spec.hi)),
      cover_key: pictures[0] ?? random.pick(covers),
      video_ids: JSON.stringify(videoIds),
      possession,
      verified: random.chance(0.5) ? 1 : 0,
      published: 1,
      created_at: iso(created),
      updated_at: iso(created),
    });
  }
  return { projects, units, images };
}

/**
 * A possession date that agrees with the status: a project ready to move was handed over one to three
 * years ago, one under construction is one to three years away, an upcoming one two to four.
 */
export function demoPossession(status: 'upcoming' | 'under_construction' | 'ready', thisYear: number, draw: number, month: number): string {
  const offset = draw % 3;
  const year = status === 'ready' ? thisYear - 1 - offset : status === 'under_construction' ? thisYear + 1 + offset : thisYear + 2 + offset;
  return `${year}-${String(month).padStart(2, '0')}`;
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
      // Distinct names: two 'City Hospital's 30 m apart in one list read as a mistake, not as a town.
      for (const name of random.sample(POI_NAMES[kind], random.int(1, 3))) {
        out.push({
          city_id: area.city_id,
          area_id: area.id,
          kind,
          name: `${name}${kind === 'school' || kind === 'park' ? ` ${area.name}` : ''}`,
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
    const request: Omit<NewWantedRequest, 'open_until'> = {
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
      message: '',
      status: 'open' as const,
      // Within the 30 days a request is shown (WANTED_OPEN_DAYS), so a fresh demo's are all on the page.
      created_at: iso(now - random.int(0, WANTED_OPEN_DAYS - 1) * DAY_MS),
    };
    // Worded after the area is chosen, so a request for any area of a city does not name one.
    const what = `${category === 'plot' ? 'plot' : 'property'} ${request.area_id === null ? 'in any area' : `in ${area.name}`}`;
    const message = `Looking for a ${what} for ${purpose === 'sale' ? 'purchase' : 'rent'}. Please contact with details.`;
    return { ...request, message, open_until: wantedOpenUntil(request.created_at) };
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
    // The inquiries first: each day's count in the numbers is the inquiries of that day, so the
    // tracking page and the card's count of inquiries agree.
    const inquiryCount = l.user_id === 1 ? random.int(1, 4) : random.chance(0.2) ? random.int(1, 2) : 0;
    const perDay = new Map<string, number>();
    for (let i = 0; i < inquiryCount; i++) {
      const created = iso(Math.max(Date.parse(l.created_at), now - random.int(0, 20) * DAY_MS - random.int(0, DAY_MS)));
      const on = day(Date.parse(created));
      perDay.set(on, (perDay.get(on) ?? 0) + 1);
      inquiries.push({
        listing_id: l.id,
        project_id: null,
        user_id: null,
        name: personName(random),
        email: null,
        phone: `+92${mobileNumber(random)}`,
        message: random.pick(['Is this still available?', 'What is the final price?', 'Can I visit this weekend?', 'Please share more pictures.']),
        created_at: created,
        seen_at: random.chance(0.5) ? iso(now - random.int(0, 5) * DAY_MS) : null,
      });
    }
    const start = Math.max(Date.parse(l.created_at), now - 30 * DAY_MS);
    for (let t = start; t <= now; t += DAY_MS) {
      const views = random.int(0, 25);
      stats.push({ listing_id: l.id, day: day(t), views, contacts: random.int(0, Math.ceil(views / 8)), inquiries: perDay.get(day(t)) ?? 0, likes: random.int(0, 2) });
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
