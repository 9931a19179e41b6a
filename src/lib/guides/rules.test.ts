import { describe, expect, it } from 'vitest';
import { changeOver, distanceKm, lastMonths, medianFromBuckets, monthKey, monthLabel, toSeries } from './rules';

describe('guide rules', () => {
  it('lists the months of a trend, oldest first, across a year end', () => {
    const now = new Date('2025-02-15T10:00:00Z');
    expect(monthKey(now)).toBe('2025-02');
    expect(lastMonths(now, 4)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(monthLabel('2024-11')).toBe('Nov 2024');
    expect(monthLabel('2024-11', true)).toBe('Nov 24');
  });

  it('reads the median from bucketed counts', () => {
    // Values 100..349 in steps of 250: one listing at bucket 0, three at 4, one at 10.
    expect(medianFromBuckets([{ bucket: 4, count: 3 }, { bucket: 0, count: 1 }, { bucket: 10, count: 1 }], 250)).toBe(1125);
    expect(medianFromBuckets([{ bucket: 2, count: 1 }, { bucket: 8, count: 1 }], 100)).toBe(550);
    expect(medianFromBuckets([], 250)).toBeNull();
  });

  it('fills months without listings with gaps and measures change', () => {
    const series = toSeries(['2025-01', '2025-02', '2025-03', '2025-04'], [
      { month: '2025-04', value: 110, count: 2 },
      { month: '2025-01', value: 100, count: 5 },
      { month: '2025-03', value: 500, count: 1 },
    ]);
    expect(series.map((p) => p.value)).toEqual([100, null, 500, 110]);
    // First third (Jan) against last third (Apr); the odd month between does not decide it.
    expect(changeOver(series)).toBeCloseTo(0.1);
    expect(changeOver(series.slice(2))).toBeNull();
  });

  it('measures distances between area centres', () => {
    // F-7 to F-8 Islamabad is a little over 2 km.
    expect(distanceKm({ lat: 33.7215, lng: 73.0565 }, { lat: 33.7096, lng: 73.0372 })).toBeGreaterThan(1.5);
    expect(distanceKm({ lat: 33.7215, lng: 73.0565 }, { lat: 33.7096, lng: 73.0372 })).toBeLessThan(3);
  });
});
