import { beforeAll, describe, expect, it } from 'vitest';
import { GET as cityArea } from '@/pages/api/search/cityArea';
import { GET as breadcrumbs } from '@/pages/api/data/breadcrumbs';
import { GET as areasById } from '@/pages/api/data/areas/areasById';
import { GET as areasCityById } from '@/pages/api/data/areas/areasCityById';
import { GET as topCities } from '@/pages/api/data/property/topCitiesProperties';
import type { PlaceSuggestion, Breadcrumb, AreaWithCity } from '@/lib/search/places';
import type { CityListings } from '@/lib/search/top-cities.server';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';
import { addListing, addPlaces, DHA, DHA_PHASE_6, F7, G11, GULBERG, ISLAMABAD, LAHORE } from './support/world';

const t = useTestDatabase();
const ids: Record<string, number> = {};

beforeAll(async () => {
  await addPlaces(t.db);
  ids.isbOld = await addListing(t.db, { title: 'Old', minute: 1 });
  ids.isbFlat = await addListing(t.db, { title: 'Flat', type: 'flat', minute: 2 });
  ids.isbPlot = await addListing(t.db, { title: 'Plot', category: 'plot', type: 'residential-plot', minute: 3 });
  ids.isbRent = await addListing(t.db, { title: 'Rent', purpose: 'rent', minute: 4 });
  ids.isbDraft = await addListing(t.db, { title: 'Draft', status: 'draft', minute: 5 });
  ids.lhr = await addListing(t.db, { title: 'Lahore', city_id: LAHORE, area_id: GULBERG, minute: 6 });
});

async function ok<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return jsonOf<T>(response);
}

async function fieldErrors(response: Response) {
  expect(response.status).toBe(400);
  return (await jsonOf<{ errors: Record<string, string> }>(response)).errors;
}

describe('GET /api/search/cityArea', () => {
  it('suggests cities and areas containing the words, names that start with them first', async () => {
    const all = await ok<PlaceSuggestion[]>(await callEndpoint(cityArea, '/api/search/cityArea?searchQuery=dha'));
    expect(all.map((s) => [s.kind, s.id])).toEqual([
      ['area', DHA],
      ['area', DHA_PHASE_6],
    ]);
    expect(all[0]).toEqual({ kind: 'area', id: DHA, name: 'DHA Defence', cityId: LAHORE, cityName: 'Lahore' });
    const cities = await ok<PlaceSuggestion[]>(await callEndpoint(cityArea, '/api/search/cityArea?searchQuery=LAH'));
    expect(cities[0]).toEqual({ kind: 'city', id: LAHORE, name: 'Lahore', cityId: LAHORE, cityName: 'Lahore' });
  });

  it('keeps to one city when asked, and treats % and _ as letters', async () => {
    const inIslamabad = await ok<PlaceSuggestion[]>(await callEndpoint(cityArea, `/api/search/cityArea?searchQuery=-1&cityId=${ISLAMABAD}`));
    expect(inIslamabad.map((s) => s.id)).toEqual([G11]);
    expect(await ok(await callEndpoint(cityArea, `/api/search/cityArea?searchQuery=dha&cityId=${ISLAMABAD}`))).toEqual([]);
    expect(await ok(await callEndpoint(cityArea, '/api/search/cityArea?searchQuery=%25'))).toEqual([]);
    expect(await ok(await callEndpoint(cityArea, '/api/search/cityArea?searchQuery=_'))).toEqual([]);
  });

  it('refuses an empty query', async () => {
    expect(Object.keys(await fieldErrors(await callEndpoint(cityArea, '/api/search/cityArea?searchQuery=%20')))).toEqual(['searchQuery']);
    expect(Object.keys(await fieldErrors(await callEndpoint(cityArea, '/api/search/cityArea?searchQuery=a&cityId=x')))).toEqual(['cityId']);
  });
});

describe('GET /api/data/breadcrumbs', () => {
  it('walks from the city through the larger areas to the area', async () => {
    const crumbs = await ok<Breadcrumb[]>(await callEndpoint(breadcrumbs, `/api/data/breadcrumbs?areaId=${DHA_PHASE_6}`));
    expect(crumbs).toEqual([
      { kind: 'city', id: LAHORE, name: 'Lahore', cityId: LAHORE, slug: 'lahore' },
      { kind: 'area', id: DHA, name: 'DHA Defence', cityId: LAHORE, slug: 'dha-defence' },
      { kind: 'area', id: DHA_PHASE_6, name: 'DHA Phase 6', cityId: LAHORE, slug: 'dha-phase-6' },
    ]);
  });

  it('answers 404 for an unknown area and 400 for a bad id', async () => {
    expect((await callEndpoint(breadcrumbs, '/api/data/breadcrumbs?areaId=999')).status).toBe(404);
    expect(Object.keys(await fieldErrors(await callEndpoint(breadcrumbs, '/api/data/breadcrumbs?areaId=-3')))).toEqual(['areaId']);
  });
});

describe('GET /api/data/areas/areasById and areasCityById', () => {
  it('gives areas in the order asked, with their cities', async () => {
    const areas = await ok<AreaWithCity[]>(await callEndpoint(areasById, `/api/data/areas/areasById?areaIds[]=${GULBERG}&areaIds[]=${F7}`));
    expect(areas.map((a) => [a.id, a.name, a.cityName])).toEqual([
      [GULBERG, 'Gulberg III', 'Lahore'],
      [F7, 'F-7', 'Islamabad'],
    ]);
    const inCity = await ok<{ city: { name: string }; areas: AreaWithCity[] }>(
      await callEndpoint(areasCityById, `/api/data/areas/areasCityById?cityId=${LAHORE}&areaIds[]=${DHA}&areaIds[]=${DHA_PHASE_6}`),
    );
    expect(inCity.city).toEqual({ id: LAHORE, name: 'Lahore' });
    expect(inCity.areas.map((a) => a.id)).toEqual([DHA, DHA_PHASE_6]);
    const cityOnly = await ok<{ areas: unknown[] }>(await callEndpoint(areasCityById, `/api/data/areas/areasCityById?cityId=${ISLAMABAD}`));
    expect(cityOnly.areas).toEqual([]);
  });

  it('answers 404 for unknown ids or an area of another city, 400 for bad ones', async () => {
    expect((await callEndpoint(areasById, `/api/data/areas/areasById?areaIds[]=${F7}&areaIds[]=999`)).status).toBe(404);
    expect((await callEndpoint(areasCityById, `/api/data/areas/areasCityById?cityId=999`)).status).toBe(404);
    expect((await callEndpoint(areasCityById, `/api/data/areas/areasCityById?cityId=${ISLAMABAD}&areaIds[]=${DHA}`)).status).toBe(404);
    expect(Object.keys(await fieldErrors(await callEndpoint(areasById, '/api/data/areas/areasById')))).toEqual(['areaIds']);
    expect(Object.keys(await fieldErrors(await callEndpoint(areasById, '/api/data/areas/areasById?areaIds[]=x')))).toEqual(['areaIds.0']);
  });
});

describe('GET /api/data/property/topCitiesProperties', () => {
  it('gives the newest published listings of the top cities for a purpose', async () => {
    const groups = await ok<CityListings[]>(await callEndpoint(topCities, '/api/data/property/topCitiesProperties?purpose=sale&top=2'));
    expect(groups.map((g) => g.city.name)).toEqual(['Islamabad', 'Lahore']);
    expect(groups[0].listings.map((l) => l.id)).toEqual([ids.isbPlot, ids.isbFlat]);
    expect(groups[1].listings.map((l) => l.id)).toEqual([ids.lhr]);
  });

  it('narrows by category or type and city, and pages with offset', async () => {
    const url = (q: string) => `/api/data/property/topCitiesProperties?${q}`;
    const flats = await ok<CityListings[]>(await callEndpoint(topCities, url(`purpose=buy&type=flat&cityIds[0]=${ISLAMABAD}`)));
    expect(flats).toHaveLength(1);
    expect(flats[0].listings.map((l) => l.id)).toEqual([ids.isbFlat]);
    const residential = await ok<CityListings[]>(await callEndpoint(topCities, url(`purpose=sale&type=residential&cityIds[]=${ISLAMABAD}&offset=1`)));
    expect(residential[0].listings.map((l) => l.id)).toEqual([ids.isbOld]);
    const rent = await ok<CityListings[]>(await callEndpoint(topCities, url(`purpose=rent&cityIds=${ISLAMABAD}`)));
    expect(rent[0].listings.map((l) => l.id)).toEqual([ids.isbRent]);
  });

  it('answers 404 for an unknown city and 400 for bad values', async () => {
    expect((await callEndpoint(topCities, '/api/data/property/topCitiesProperties?purpose=sale&cityIds[0]=999')).status).toBe(404);
    const errors = await fieldErrors(await callEndpoint(topCities, '/api/data/property/topCitiesProperties?purpose=lease&type=castle&top=0'));
    expect(Object.keys(errors).sort()).toEqual(['purpose', 'top', 'type']);
  });
});
