import { beforeAll, describe, expect, it } from 'vitest';
import { GET as nearestAreas } from '@/pages/api/search/nearestAreas';
import type { NearestArea } from '@/lib/search/near-me';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';
import { addPlaces, DHA, DHA_PHASE_6, F7, G11, GULBERG, ISLAMABAD, LAHORE } from './support/world';

const t = useTestDatabase();

beforeAll(async () => {
  await addPlaces(t.db);
});

async function near(query: string): Promise<NearestArea[]> {
  const response = await callEndpoint(nearestAreas, `/api/search/nearestAreas?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, max-age=300');
  return jsonOf<NearestArea[]>(response);
}

async function fieldErrors(query: string) {
  const response = await callEndpoint(nearestAreas, `/api/search/nearestAreas?${query}`);
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await jsonOf<{ errors: Record<string, string> }>(response)).errors;
}

describe('GET /api/search/nearestAreas', () => {
  it('answers the areas of the city someone stands in, nearest first, with their city and distance', async () => {
    const found = await near('lat=31.505&lng=74.345');
    expect(found.map((a) => a.id)).toEqual([GULBERG, DHA, DHA_PHASE_6]);
    expect(found[0]).toEqual({ id: GULBERG, name: 'Gulberg III', cityId: LAHORE, cityName: 'Lahore', distanceM: found[0].distanceM });
    expect(found[0].distanceM).toBeGreaterThan(500);
    expect(found[0].distanceM).toBeLessThan(900);
    expect((await near('lat=33.675&lng=72.995')).map((a) => [a.id, a.cityId])).toEqual([
      [G11, ISLAMABAD],
      [F7, ISLAMABAD],
    ]);
  });

  it('keeps to the limit asked for', async () => {
    expect((await near('lat=31.505&lng=74.345&limit=1')).map((a) => a.id)).toEqual([GULBERG]);
  });

  it('answers none where no area is within reach', async () => {
    expect(await near('lat=24.86&lng=67.0')).toEqual([]);
    expect(await near('lat=0&lng=0')).toEqual([]);
  });

  it('refuses a position that is not one, or a limit out of bounds, field by field', async () => {
    expect(await fieldErrors('lat=91&lng=74')).toEqual({ lat: 'Latitude is out of range' });
    expect(Object.keys(await fieldErrors('lat=31.5&lng=abc'))).toEqual(['lng']);
    expect(Object.keys(await fieldErrors('lng=74.3'))).toEqual(['lat']);
    expect(await fieldErrors('lat=31.5&lng=74.3&limit=11')).toEqual({ limit: 'Limit is at most 10' });
    expect(await fieldErrors('lat=31.5&lng=74.3&limit=0')).toEqual({ limit: 'Limit is at least 1' });
  });
});
