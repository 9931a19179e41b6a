import { describe, expect, it } from 'vitest';
import { boundingBox, distanceMeters, formatDistance } from './distance';

describe('distances', () => {
  it('measures great-circle distance and a box that holds the radius', () => {
    const a = { lat: 33.7215, lng: 73.0433 };
    const b = { lat: 33.7305, lng: 73.0433 };
    expect(distanceMeters(a, b)).toBeGreaterThan(995);
    expect(distanceMeters(a, b)).toBeLessThan(1005);
    const box = boundingBox(a.lat, a.lng, 1000);
    expect(b.lat).toBeLessThanOrEqual(box.maxLat + 1e-6);
    expect(formatDistance(347)).toBe('350 m');
    expect(formatDistance(1234)).toBe('1.2 km');
  });
});
