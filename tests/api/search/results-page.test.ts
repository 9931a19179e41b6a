import { beforeAll, describe, expect, it } from 'vitest';
import { loadResults, type ResultsOutcome } from '@/lib/search/results.server';
import { areaListingCounts } from '@/lib/guides/queries.server';
import { useTestDatabase } from '../support/db';
import { addListing, addPlaces, DHA, DHA_PHASE_6, F7, G11, GULBERG, LAHORE } from './support/world';

// The results page read from its address: the home search sent without script, typed area names,
// extra areas that are not the city's, and filters the category does not offer.

const t = useTestDatabase();

beforeAll(async () => {
  await addPlaces(t.db);
  await addListing(t.db, { title: 'F-7 house', area_id: F7, minute: 1 });
  await addListing(t.db, { title: 'G-11 house', area_id: G11, minute: 2 });
  await addListing(t.db, { title: 'F-7 plot', area_id: F7, category: 'plot', type: 'residential-plot', beds: null, baths: null, minute: 3 });
  await addListing(t.db, { title: 'Gulberg shop', city_id: LAHORE, area_id: GULBERG, purpose: 'rent', category: 'commercial', type: 'shop', beds: null, minute: 4 });
  await addListing(t.db, { title: 'DHA house', city_id: LAHORE, area_id: DHA_PHASE_6, minute: 5 });
});

const load = (address: string) => loadResults(t.db, new URL(address, 'http://basera.test'), null);

function results(outcome: ResultsOutcome) {
  expect(outcome.kind).toBe('results');
  if (outcome.kind !== 'results') throw new Error('not results');
  return outcome;
}

function redirect(outcome: ResultsOutcome): string {
  expect(outcome.kind).toBe('redirect');
  return outcome.kind === 'redirect' ? outcome.location : '';
}

describe('the home search without its script', () => {
  it('honours purpose, city, category and area', async () => {
    const first = redirect(await load('/sale/residential-properties-for-sale-islamabad-1?purpose=rent&city=2&category=commercial&area=Gulberg'));
    expect(first).toBe('/rent/commercial-properties-for-rent-lahore-2?area=Gulberg');
    const second = redirect(await load(first));
    expect(second).toBe(`/rent/commercial-properties-for-rent-gulberg-iii-lahore-2-${GULBERG}`);
    const page = results(await load(second));
    expect(page.result.listings.map((l) => l.title)).toEqual(['Gulberg shop']);
  });

  it('without an area searches the city', async () => {
    expect(redirect(await load('/sale/residential-properties-for-sale-islamabad-1?purpose=sale&city=2&category=residential&area='))).toBe(
      '/sale/residential-properties-for-sale-lahore-2',
    );
  });
});

describe('a typed area name', () => {
  it('that names one area exactly goes to it', async () => {
    expect(redirect(await load('/sale/residential-properties-for-sale-lahore-2?area=dha+phase+6'))).toBe(
      `/sale/residential-properties-for-sale-dha-phase-6-lahore-2-${DHA_PHASE_6}`,
    );
  });

  it('that several areas contain shows the city and offers them, never the first alone', async () => {
    const page = results(await load('/sale/residential-properties-for-sale-lahore-2?area=dha'));
    expect(page.filter.areaList).toEqual([]);
    expect(page.unmatchedArea).toBeNull();
    expect(page.areaMatches).toEqual({
      typed: 'dha',
      areas: [
        { name: 'DHA Defence', href: `/sale/residential-properties-for-sale-dha-defence-lahore-2-${DHA}` },
        { name: 'DHA Phase 6', href: `/sale/residential-properties-for-sale-dha-phase-6-lahore-2-${DHA_PHASE_6}` },
      ],
    });
  });

  it('that matches nothing shows the city and says so', async () => {
    const page = results(await load('/sale/residential-properties-for-sale-lahore-2?area=Nowhere'));
    expect(page.unmatchedArea).toBe('Nowhere');
    expect(page.areaMatches).toBeNull();
  });
});

describe('extra areas', () => {
  it('of another city, or unknown, are left out instead of making the page a 404', async () => {
    const plain = results(await load(`/sale/residential-properties-for-sale-f-7-islamabad-1-${F7}`));
    for (const extra of [String(DHA_PHASE_6), '9999', `${DHA_PHASE_6},9999`]) {
      const page = results(await load(`/sale/residential-properties-for-sale-f-7-islamabad-1-${F7}?areas=${extra}`));
      expect(page.filter.areaList).toEqual([{ id: F7, title: 'F-7' }]);
      expect(page.result.listings.map((l) => l.id)).toEqual(plain.result.listings.map((l) => l.id));
    }
    const kept = results(await load(`/sale/residential-properties-for-sale-f-7-islamabad-1-${F7}?areas=9999,${G11}`));
    expect(kept.filter.areaList.map((a) => a.id)).toEqual([F7, G11]);
  });

  it('but an area in the path that is not the city\'s is still a 404', async () => {
    expect((await load(`/sale/residential-properties-for-sale-dha-phase-6-islamabad-1-${DHA_PHASE_6}`)).kind).toBe('not-found');
    expect((await load('/sale/residential-properties-for-sale-nowhere-islamabad-1-9999')).kind).toBe('not-found');
  });
});

describe('filters the category does not offer', () => {
  it('are ignored: beds of plots', async () => {
    const plots = results(await load('/sale/plot-properties-for-sale-islamabad-1'));
    const withBeds = results(await load('/sale/plot-properties-for-sale-islamabad-1?bed=3&bath=2&type=house'));
    expect(plots.result.total).toBe(1);
    expect(withBeds.result.listings.map((l) => l.id)).toEqual(plots.result.listings.map((l) => l.id));
  });
});

describe("an area guide's counts", () => {
  it('are those of the results pages they link to, phases inside the area included', async () => {
    const counts = await areaListingCounts(t.db, DHA);
    expect(counts.sale).toEqual({ residential: 1, plot: 0, commercial: 0, total: 1 });
    for (const [purpose, category] of [['sale', 'residential'], ['sale', 'plot'], ['rent', 'commercial']] as const) {
      const page = results(await load(`/${purpose}/${category}-properties-for-${purpose}-dha-defence-lahore-2-${DHA}`));
      expect(page.result.total, `${purpose} ${category}`).toBe(counts[purpose][category]);
    }
    const gulberg = await areaListingCounts(t.db, GULBERG);
    expect(gulberg.rent).toEqual({ residential: 0, plot: 0, commercial: 1, total: 1 });
  });
});
