import { describe, expect, it } from 'vitest';
import { possessionLabel, priceRangeLabel, projectPath, projectPriceRange, sizeRangeLabel, unitSizeUnit } from './rules';

describe('project rules', () => {
  it('takes the price range across units', () => {
    expect(projectPriceRange([{ minPrice: 9_000_000, maxPrice: 12_000_000 }, { minPrice: 6_500_000, maxPrice: 8_000_000 }, { minPrice: 20_000_000, maxPrice: 31_000_000 }])).toEqual({ min: 6_500_000, max: 31_000_000 });
    expect(projectPriceRange([])).toBeNull();
    expect(priceRangeLabel(6_500_000, 31_000_000)).toBe('PKR 65 Lac to 3.1 Crore');
    expect(priceRangeLabel(null, null)).toBe('Price on request');
  });

  it('shows plot sizes in Marla or Kanal and built units in square feet', () => {
    expect(unitSizeUnit('residential', 1300)).toBe('sqft');
    expect(unitSizeUnit('plot', 2250)).toBe('marla');
    expect(unitSizeUnit('plot', 9000)).toBe('kanal');
    expect(sizeRangeLabel('residential', 900, 1300)).toBe('900 to 1,300 Sq. Ft.');
    expect(sizeRangeLabel('plot', 1125, 2250)).toBe('5 to 10 Marla');
    expect(sizeRangeLabel('plot', 4500, 4500)).toBe('1 Kanal');
  });

  it('reads possession dates and builds the project address from its name and id', () => {
    expect(possessionLabel('2026-12')).toBe('Dec 2026');
    expect(possessionLabel('soon')).toBeNull();
    expect(projectPath({ name: 'Sky Towers Lahore', id: 12 })).toBe('/projects/sky-towers-lahore-12');
  });
});
