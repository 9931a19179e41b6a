import { describe, expect, it } from 'vitest';
import { possessionFact, possessionLabel, priceRangeLabel, projectPath, projectPriceRange, sizeRangeLabel, unitPriceLabel, unitPurposeLabel } from './rules';

describe('project rules', () => {
  it('takes the price range across units', () => {
    expect(projectPriceRange([
      { purpose: 'sale', minPrice: 9_000_000, maxPrice: 12_000_000 },
      { purpose: 'sale', minPrice: 6_500_000, maxPrice: 8_000_000 },
      { purpose: 'sale', minPrice: 20_000_000, maxPrice: 31_000_000 },
    ])).toEqual({ min: 6_500_000, max: 31_000_000 });
    expect(projectPriceRange([])).toBeNull();
    expect(priceRangeLabel(6_500_000, 31_000_000)).toBe('PKR 65 Lac to 3.1 Crore');
    expect(priceRangeLabel(null, null)).toBe('Price on request');
  });

  it('leaves monthly rents out of a range of sale prices, but uses them when nothing is for sale', () => {
    const rent = { purpose: 'rent' as const, minPrice: 45_000, maxPrice: 80_000 };
    expect(projectPriceRange([rent, { purpose: 'sale', minPrice: 6_500_000, maxPrice: 8_000_000 }])).toEqual({ min: 6_500_000, max: 8_000_000 });
    expect(projectPriceRange([rent])).toEqual({ min: 45_000, max: 80_000 });
    expect(unitPriceLabel(rent)).toBe('PKR 45,000 to 80,000 /month');
    expect(unitPurposeLabel('rent')).toBe('For rent');
    expect(unitPurposeLabel('sale')).toBe('For sale');
  });

  it('shows a size range in the unit it is quoted in, converted from square feet', () => {
    expect(sizeRangeLabel(900, 1300, 'sqft')).toBe('900 to 1,300 Sq. Ft.');
    expect(sizeRangeLabel(1125, 2250, 'marla')).toBe('5 to 10 Marla');
    expect(sizeRangeLabel(4500, 4500, 'kanal')).toBe('1 Kanal');
    expect(sizeRangeLabel(1125, 1800, 'sqyd')).toBe('125 to 200 Sq. Yd');
  });

  it('reads possession dates and builds the project address from its name and id', () => {
    expect(possessionLabel('2026-12')).toBe('Dec 2026');
    expect(possessionLabel('soon')).toBeNull();
    expect(possessionFact('ready', '2025-04')).toEqual({ label: 'Ready since', value: 'Apr 2025' });
    expect(possessionFact('under_construction', '2028-01')).toEqual({ label: 'Possession', value: 'Jan 2028' });
    expect(possessionFact('upcoming', null)).toBeNull();
    expect(projectPath({ name: 'Sky Towers Lahore', id: 12 })).toBe('/projects/sky-towers-lahore-12');
  });
});
