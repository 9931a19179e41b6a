import { describe, expect, it } from 'vitest';
import { budgetLabel, sizeWantedLabel, wantedHeadline } from './rules';
import { wantedRequestSchema } from './schema';

describe('wanted rules', () => {
  it('reads a request in plain words', () => {
    expect(wantedHeadline({ purpose: 'sale', category: 'residential', type: 'house', areaName: 'F-7', cityName: 'Islamabad' })).toBe('House to buy in F-7, Islamabad');
    expect(wantedHeadline({ purpose: 'rent', category: 'plot', type: 'residential-plot', areaName: null, cityName: 'Lahore' })).toBe('Plot to rent in Lahore');
    expect(budgetLabel(15_000_000, 25_000_000)).toBe('PKR 1.5 Crore to 2.5 Crore');
    expect(budgetLabel(null, 90_000)).toBe('Up to PKR 90,000');
    expect(sizeWantedLabel(1125, 2250)).toBe('5 to 10 Marla');
    expect(budgetLabel(null, null)).toBeNull();
  });

  it('checks ranges, types and contact details', () => {
    const result = wantedRequestSchema.safeParse({
      purpose: 'sale', cityId: 1, category: 'plot', type: 'house', minSize: 10, maxSize: 5, minPrice: 5, maxPrice: 2e9, name: 'A', phone: '123',
    });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(errors).toMatchObject({
      phone: 'Incorrect Phone Format',
      type: 'Choose a type of this category',
      maxSize: 'Maximum should be greater than minimum',
      maxPrice: 'Budget is above the highest price',
    });
    // Budgets are whole rupees up to the highest price, the lower one too (PostgreSQL's bigint takes no fraction).
    const odd = wantedRequestSchema.safeParse({ purpose: 'sale', cityId: 1, category: 'plot', name: 'A', phone: '0321-1234567', minPrice: 1.5, maxPrice: '1e300' });
    expect(Object.fromEntries(odd.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({ minPrice: 'Enter whole rupees', maxPrice: 'Budget is above the highest price' });
    const ok = wantedRequestSchema.parse({ purpose: 'rent', cityId: 2, category: 'residential', name: 'Ali', phone: '0321-1234567', minPrice: '40000' });
    expect(ok).toMatchObject({ phone: '+923211234567', minPrice: 40000, sizeUnit: 'marla' });
  });
});
