import { beforeAll, describe, expect, it } from 'vitest';
import { GET as citiesEndpoint } from '@/pages/api/data/cities';
import { GET as topAreasEndpoint } from '@/pages/api/data/cities/topAreasByCities';
import { loadDemoData } from '@/lib/demo';
import { areasByIds, getArea, getCity, type CitySummary, type CityTopAreas } from '@/lib/places';
import { useTestDatabase } from './support/db';
import { callEndpoint, jsonOf } from './support/endpoint';

const t = useTestDatabase();

beforeAll(async () => {
  await loadDemoData(t.db, { listings: 30, seed: 7, now: new Date('2026-01-01T00:00:00.000Z') });
});

describe('GET /api/data/cities', () => {
  it("lists every city, Islamabad first with id 1, the first five 'top'", async () => {
    const response = await callEndpoint(citiesEndpoint, '/api/data/cities');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const cities = await jsonOf<CitySummary[]>(response);
    expect(cities.length).toBeGreaterThanOrEqual(40);
    expect(cities[0]).toMatchObject({ id: 1, name: 'Islamabad', slug: 'islamabad', category: 'top' });
    expect(cities[0].lat).toBeCloseTo(33.72, 1);
    expect(cities.filter((c) => c.category === 'top').map((c) => c.name)).toEqual([
      'Islamabad', 'Lahore', 'Karachi', 'Rawalpindi', 'Faisalabad',
    ]);
    expect(cities.slice(5).every((c) => c.category === 'all')).toBe(true);
    expect(Object.keys(cities[7]).sort()).toEqual(['category', 'id', 'lat', 'lng', 'name', 'slug']);
  });
});

describe('GET /api/data/cities/topAreasByCities', () => {
  it('gives the best-known areas of each top city', async () => {
    const response = await callEndpoint(topAreasEndpoint, '/api/data/cities/topAreasByCities');
    expect(response.status).toBe(200);
    const groups = await jsonOf<CityTopAreas[]>(response);
    expect(groups.map((g) => g.city.name)).toEqual(['Islamabad', 'Lahore', 'Karachi', 'Rawalpindi', 'Faisalabad']);
    for (const group of groups) {
      expect(group.areas.length).toBeGreaterThan(0);
      expect(group.areas.length).toBeLessThanOrEqual(10);
      expect(group.areas.every((a) => a.cityId === group.city.id)).toBe(true);
    }
    expect(groups[0].areas.map((a) => a.name)).toContain('F-7');
    expect(groups[1].areas[0]).toMatchObject({ name: 'DHA Phase 6', slug: 'dha-phase-6' });
  });

  it('takes perCity', async () => {
    const groups = await jsonOf<CityTopAreas[]>(await callEndpoint(topAreasEndpoint, '/api/data/cities/topAreasByCities?perCity=3'));
    expect(groups.every((g) => g.areas.length === 3)).toBe(true);
  });

  it('answers a bad query with a 400 problem naming the field', async () => {
    const response = await callEndpoint(topAreasEndpoint, '/api/data/cities/topAreasByCities?perCity=lots');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const body = await jsonOf<{ status: number; errors: Record<string, string> }>(response);
    expect(body.status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['perCity']);
  });
});

describe('place queries', () => {
  it('find cities and areas by id, areas in the order asked', async () => {
    expect((await getCity(t.db, 2))?.name).toBe('Lahore');
    expect(await getCity(t.db, 99_999)).toBeUndefined();
    const area = await getArea(t.db, 3);
    expect(area?.city_id).toBe(1);
    const areas = await areasByIds(t.db, [5, 1, 99_999, 5]);
    expect(areas.map((a) => a.id)).toEqual([5, 1, 5]);
  });
});
