import { describe, expect, it } from 'vitest';
import { geolocationErrorMessage, nearestInCity, nearMeHref, nearMeMessages, roundedCoordinate } from './near-me';
import { nearestOf, type AreaPoint } from './near-me.server';

const area = (id: number, name: string, lat: number, lng: number, cityName = 'Lahore'): AreaPoint => ({ id, name, cityId: 2, cityName, lat, lng });

describe('nearestOf', () => {
  const areas = [
    area(1, 'Gulberg III', 31.51, 74.345),
    area(2, 'DHA Phase 5', 31.463, 74.409),
    area(3, 'Model Town', 31.484, 74.326),
    area(4, 'F-7', 33.72, 73.05, 'Islamabad'),
  ];

  it('lists the areas within reach, nearest first, with whole metres', () => {
    const found = nearestOf(areas, { lat: 31.5, lng: 74.34 });
    expect(found.map((a) => a.name)).toEqual(['Gulberg III', 'Model Town', 'DHA Phase 5']);
    expect(found[0]).toEqual({ id: 1, name: 'Gulberg III', cityId: 2, cityName: 'Lahore', distanceM: found[0].distanceM });
    expect(Number.isInteger(found[0].distanceM)).toBe(true);
    expect(found[0].distanceM).toBeGreaterThan(1000);
    expect(found[0].distanceM).toBeLessThan(1300);
  });

  it('keeps to the limit and the radius, and answers none far from every area', () => {
    expect(nearestOf(areas, { lat: 31.5, lng: 74.34 }, 2).map((a) => a.id)).toEqual([1, 3]);
    expect(nearestOf(areas, { lat: 31.5, lng: 74.34 }, 5, 2000).map((a) => a.id)).toEqual([1]);
    expect(nearestOf(areas, { lat: 51.5, lng: -0.12 })).toEqual([]);
  });

  it('orders areas at the same distance by id', () => {
    const twins = [area(9, 'B', 31.5, 74.35), area(7, 'A', 31.5, 74.35)];
    expect(nearestOf(twins, { lat: 31.5, lng: 74.34 }).map((a) => a.id)).toEqual([7, 9]);
  });
});

describe('what the browser sends and says', () => {
  it('rounds a position to three decimals before it leaves the browser', () => {
    expect(roundedCoordinate(31.520_449)).toBe(31.52);
    expect(roundedCoordinate(-0.123_56)).toBe(-0.124);
    expect(nearMeHref({ lat: 31.520_449, lng: 74.358_749 })).toBe('/api/search/nearestAreas?lat=31.52&lng=74.359');
  });

  it('tells a refusal from a position not found', () => {
    expect(geolocationErrorMessage(1)).toBe(nearMeMessages.denied);
    expect(geolocationErrorMessage(2)).toBe(nearMeMessages.unavailable);
    expect(geolocationErrorMessage(3)).toBe(nearMeMessages.unavailable);
  });

  it('names the nearest area, its city and how far it is', () => {
    expect(nearMeMessages.found({ id: 1, name: 'Gulberg III', cityId: 2, cityName: 'Lahore', distanceM: 1234 })).toBe(
      'Nearest area: Gulberg III, Lahore (1.2 km away). Press Search, or pick another area.',
    );
    expect(nearMeMessages.found({ id: 1, name: 'Gulberg', cityId: 2, cityName: 'Lahore', distanceM: 0 })).toContain('(less than 100 m away)');
    expect(nearMeMessages.found({ id: 1, name: 'Gulberg', cityId: 2, cityName: 'Lahore', distanceM: 347 })).toContain('(350 m away)');
  });
});

describe('nearestInCity', () => {
  const at = (id: number, cityId: number, distanceM: number) => ({ id, name: `Area ${id}`, cityId, cityName: `City ${cityId}`, distanceM });
  const found = [at(5, 2, 300), at(6, 1, 900), at(7, 1, 1500)];

  it('adds the nearest area of the searched city, passing over those already chosen', () => {
    expect(nearestInCity(found, 1, new Set())).toEqual({ kind: 'add', area: found[1] });
    expect(nearestInCity(found, 1, new Set([6]))).toEqual({ kind: 'add', area: found[2] });
  });

  it('says when every near area of the city is chosen, when the nearest are elsewhere, and when none is near', () => {
    expect(nearestInCity(found, 1, new Set([6, 7]))).toEqual({ kind: 'chosen', area: found[1] });
    expect(nearestInCity(found, 3, new Set())).toEqual({ kind: 'other-city', area: found[0] });
    expect(nearestInCity([], 1, new Set())).toEqual({ kind: 'none' });
  });
});
