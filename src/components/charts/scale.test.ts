import { describe, expect, it } from 'vitest';
import { axisLabelSteps, dotsPath, linePath, linear, niceTicks } from './scale';

describe('chart scales', () => {
  it('picks round ticks that cover the values', () => {
    expect(niceTicks(0, 100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(12_000, 19_500)).toEqual([12000, 14000, 16000, 18000, 20000]);
    const ticks = niceTicks(3, 7);
    expect(ticks[0]).toBe(0);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(7);
    expect(niceTicks(5, 5).length).toBeGreaterThan(1);
  });

  it('maps values and breaks lines at gaps', () => {
    const x = linear([0, 10], [0, 100]);
    expect(x(2.5)).toBe(25);
    expect(linePath([{ x: 0, y: 1 }, { x: 1, y: 2 }, { x: 2, y: null }, { x: 3, y: 4 }])).toBe('M0.0,1.0L1.0,2.0M3.0,4.0');
  });

  it('draws the dots of a series as one path, skipping gaps', () => {
    expect(dotsPath([{ x: 0, y: 10.4 }, { x: 500, y: null }, { x: 1000, y: 999.6 }])).toBe('M0,10h0M1000,1000h0');
    expect(linePath([{ x: 0.44, y: 1 }], 0)).toBe('M0,1');
  });

  it('names fewer dates on a narrow chart, always some of the wide chart\'s', () => {
    for (const count of [1, 5, 7, 12, 13, 26]) {
      const { every, narrowEvery } = axisLabelSteps(count);
      expect(narrowEvery % every).toBe(0);
      expect(narrowEvery).toBeGreaterThan(every);
    }
  });
});
