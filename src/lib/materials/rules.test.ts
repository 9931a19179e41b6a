import { describe, expect, it } from 'vitest';
import { byGroup, materialPriceLabel, perUnitLabel, priceChangeLabel, priceDayLabel } from './rules';

describe('material price rules', () => {
  it('formats prices, units, days and changes', () => {
    expect(materialPriceLabel(255000)).toBe('PKR 255,000');
    expect(perUnitLabel('1000 bricks')).toBe('per 1,000 bricks');
    expect(perUnitLabel('bag')).toBe('per bag');
    expect(priceDayLabel('2024-01-01')).toBe('1st Jan 2024');
    expect(priceChangeLabel(1010, 1000)).toBe('+1.0%');
    expect(priceChangeLabel(990, 1000)).toBe('-1.0%');
    expect(priceChangeLabel(1000, 1000)).toBeNull();
    expect(priceChangeLabel(1000, null)).toBeNull();
  });

  it('groups materials in order', () => {
    expect(byGroup([{ group: 'Cement', n: 1 }, { group: 'Steel', n: 2 }, { group: 'Cement', n: 3 }])).toEqual([
      { group: 'Cement', items: [{ group: 'Cement', n: 1 }, { group: 'Cement', n: 3 }] },
      { group: 'Steel', items: [{ group: 'Steel', n: 2 }] },
    ]);
  });
});
