import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GET } from '@/pages/api/search/listings';
import { loadResults } from '@/lib/search/results.server';
import { CONDITION_IDS } from '@/lib/listings/catalogue';
import { SIZE_UNITS } from '@/lib/money/units';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';
import { addListing, addPlaces, DHA, DHA_PHASE_6, F7, G11, GULBERG, ISLAMABAD, LAHORE } from './support/world';

// The results page reads its search from its address (src/lib/search/url.ts); the search API reads
// the same search from its own query (api-schema.ts). Two readers of one search can drift apart: a
// size in square feet without a maximum once read as 'at most 50' on the page alone. Any search here,
// generated, must show the same listings, in the same order, both ways.

const t = useTestDatabase();
const CITIES = [
  { id: ISLAMABAD, slug: 'islamabad', areas: [F7, G11], areaSlugs: ['f-7', 'g-11'] },
  { id: LAHORE, slug: 'lahore', areas: [DHA, DHA_PHASE_6, GULBERG], areaSlugs: ['dha-defence', 'dha-phase-6', 'gulberg-iii'] },
];

beforeAll(async () => {
  const db = t.db;
  await addPlaces(db);
  // A spread of every searched value, so most generated searches find something and some find nothing.
  const units = ['marla', 'kanal', 'sqft', 'sqyd'] as const;
  for (let i = 0; i < 60; i++) {
    const city = CITIES[i % 2];
    const unit = units[i % units.length];
    const sizeValue = { marla: 3 + (i % 20), kanal: 1 + (i % 4), sqft: 400 + 150 * i, sqyd: 100 + 20 * i }[unit];
    const squareFeet = { marla: 225, kanal: 4500, sqft: 1, sqyd: 9 }[unit] * sizeValue;
    const plot = i % 7 === 0;
    await addListing(db, {
      title: `Listing ${i}`,
      city_id: city.id,
      area_id: city.areas[i % city.areas.length],
      purpose: i % 3 === 0 ? 'rent' : 'sale',
      category: plot ? 'plot' : 'residential',
      type: plot ? 'residential-plot' : i % 2 ? 'flat' : 'house',
      price: i % 3 === 0 ? 40_000 + 5_000 * i : 3_000_000 + 1_700_000 * i,
      size_value: sizeValue,
      size_unit: unit,
      size_sqft: squareFeet,
      beds: plot ? null : i % 5 === 0 ? -1 : 1 + (i % 9),
      baths: plot ? null : 1 + (i % 4),
      verified: i % 4 === 0 ? 1 : 0,
      condition: plot ? null : CONDITION_IDS[i % CONDITION_IDS.length],
      features: JSON.stringify(i % 3 === 1 ? { gas: true } : {}),
      agency_id: i % 5 === 0 ? 5 : null,
      minute: i,
    });
  }
});

/** A filter value, set in about one search in four: most searches then narrow by a few things, as people's do. */
const sometimes = <T,>(values: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: values, weight: 1 });

const search = fc.record({
  city: fc.constantFrom(...CITIES),
  purpose: fc.constantFrom('sale', 'rent'),
  category: fc.constantFrom('residential', 'plot'),
  minPrice: sometimes(fc.constantFrom(50_000, 5_000_000, 20_000_000)),
  maxPrice: sometimes(fc.constantFrom(100_000, 30_000_000, 90_000_000)),
  unit: sometimes(fc.constantFrom(...SIZE_UNITS)),
  // Shares of the unit's cap; with no maximum the size is open-ended in that unit.
  minSizeShare: fc.constantFrom(0, 0.02, 0.1),
  maxSizeShare: fc.constantFrom(undefined, 0.3, 0.9),
  bed: sometimes(fc.constantFrom('studio', '2', '3', '10')),
  verified: sometimes(fc.constant('1')),
  condition: sometimes(fc.constantFrom(...CONDITION_IDS)),
  features: sometimes(fc.constant('gas')),
  sort: fc.constantFrom('newest', 'price-asc', 'price-desc'),
  // Areas: the first in the path, any others in the query; a larger area takes in the areas inside it.
  areas: sometimes(fc.uniqueArray(fc.nat(2), { minLength: 1, maxLength: 2 })),
  type: sometimes(fc.constantFrom('house', 'flat')),
  subtypes: sometimes(fc.constant('house,flat')),
  bath: sometimes(fc.constantFrom('1', '3')),
  agency: sometimes(fc.constant('5')),
});

describe('the results page and the search API', () => {
  it('show the same listings for any search', async () => {
    let searched = 0;
    let found = 0;
    await fc.assert(
      fc.asyncProperty(search, async (s) => {
        const query = new URLSearchParams();
        if (s.minPrice !== undefined) query.set('minPrice', String(s.minPrice));
        if (s.maxPrice !== undefined) query.set('maxPrice', String(s.maxPrice));
        if (s.unit) {
          query.set('unit', s.unit.id);
          if (s.minSizeShare > 0) query.set('minSize', String(Math.round(s.unit.cap * s.minSizeShare)));
          if (s.maxSizeShare !== undefined) query.set('maxSize', String(Math.round(s.unit.cap * s.maxSizeShare)));
        }
        // Beds, baths and types are asked of plots too: the plot form hides them and both readers ignore them.
        if (s.bed) query.set('bed', s.bed);
        if (s.verified) query.set('verified', s.verified);
        if (s.category === 'residential' && s.condition) query.set('condition', s.condition);
        if (s.features) query.set('features', s.features);
        query.set('sort', s.sort);
        if (s.type) query.set('type', s.type);
        if (s.subtypes) query.set('subtypes', s.subtypes);
        if (s.bath) query.set('bath', s.bath);
        if (s.agency) query.set('agency', s.agency);
        const areas = (s.areas ?? []).map((n) => n % s.city.areas.length).filter((n, i, all) => all.indexOf(n) === i);
        const apiQuery = new URLSearchParams(query);
        for (const n of areas) apiQuery.append('areaId', String(s.city.areas[n]));
        if (areas.length > 1) query.set('areas', areas.slice(1).map((n) => s.city.areas[n]).join(','));

        const place = areas.length > 0 ? `${s.city.areaSlugs[areas[0]]}-${s.city.slug}-${s.city.id}-${s.city.areas[areas[0]]}` : `${s.city.slug}-${s.city.id}`;
        const path = `/${s.purpose}/${s.category}-properties-for-${s.purpose}-${place}`;
        const page = await loadResults(t.db, new URL(`${path}?${query}`, 'http://basera.test'), null);
        const api = await callEndpoint(GET, `/api/search/listings?cityId=${s.city.id}&purpose=${s.purpose}&category=${s.category}&${apiQuery}`);
        const body = await jsonOf<{ listings: Array<{ id: number }>; total: number; detail?: string }>(api);
        // A range the wrong way round is refused by the API and shown empty by the page.
        if (api.status === 400) {
          expect(page.kind === 'results' ? page.result.total : 0, body.detail).toBe(0);
          return;
        }
        expect(api.status).toBe(200);
        expect(page.kind, `${path}?${query}`).toBe('results');
        if (page.kind !== 'results') return;
        searched += 1;
        if (body.total > 0) found += 1;
        expect({ ids: page.result.listings.map((l) => l.id), total: page.result.total }, `${path}?${query}`).toEqual({
          ids: body.listings.map((l) => l.id),
          total: body.total,
        });
      }),
      { numRuns: 150 },
    );
    // Not a test of empty pages only: a good share of the searches found listings.
    expect(searched).toBeGreaterThan(100);
    expect(found).toBeGreaterThan(40);
  });
});
