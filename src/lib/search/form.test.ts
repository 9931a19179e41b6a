import { describe, expect, it } from 'vitest';
import { convertSizeRange, formQuery, priceOf, roomChoice, roomValue, shouldSearch } from './form';
import { defaultListingFilter, type ListingFilter } from './schema';

const base = defaultListingFilter();
const variant = (patch: Partial<ListingFilter>): ListingFilter => ({ ...defaultListingFilter(), ...patch });

describe('filter form', () => {
  it('writes and reads beds and baths as the address does', () => {
    expect([roomValue('Any'), roomValue(-1), roomValue(3), roomValue(10)]).toEqual(['Any', 'studio', '3', '10']);
    expect([roomChoice('Any'), roomChoice('studio'), roomChoice('3'), roomChoice('0'), roomChoice('x')]).toEqual(['Any', -1, 3, 'Any', 'Any']);
  });

  it('converts the size range to another unit within its cap, the cap still meaning no limit', () => {
    expect(convertSizeRange({ minSize: 10, maxSize: 50, sizeUnit: 'marla' }, 'kanal')).toEqual({ sizeUnit: 'kanal', minSize: 0.5, maxSize: 100 });
    expect(convertSizeRange({ minSize: 5, maxSize: 20, sizeUnit: 'marla' }, 'sqft')).toEqual({ sizeUnit: 'sqft', minSize: 1125, maxSize: 4500 });
    expect(convertSizeRange({ minSize: 0, maxSize: 90, sizeUnit: 'kanal' }, 'marla')).toEqual({ sizeUnit: 'marla', minSize: 0, maxSize: 50 });
  });

  it('searches again for a compared field, the place, purpose or sort, but not for the unit alone', () => {
    expect(shouldSearch(base, variant({ bed: 2 }))).toBe(true);
    expect(shouldSearch(base, variant({ city: { id: 2, name: 'Lahore' } }))).toBe(true);
    expect(shouldSearch(base, variant({ areaList: [{ id: 5, title: 'F-7' }] }))).toBe(true);
    expect(shouldSearch(base, variant({ purpose: 'buy' }))).toBe(true);
    expect(shouldSearch(base, variant({ sort: 'price-asc' }))).toBe(true);
    expect(shouldSearch(base, variant({ sizeUnit: 'kanal' }))).toBe(false);
    expect(shouldSearch(base, variant({}))).toBe(false);
  });

  it('sends the place in path words and the rest as the address names it', () => {
    const q = formQuery(
      variant({ purpose: 'buy', city: { id: 2, name: 'Lahore' }, areaList: [{ id: 7, title: 'A' }, { id: 8, title: 'B' }], bed: -1, features: ['gas', 'lawn'], maxSize: 20 }),
    );
    expect(q.toString()).toBe(
      'search=1&purpose=sale&city=2&area=7&area=8&category=residential&unit=marla&maxSize=20&bed=studio&features=gas&features=lawn&sort=newest',
    );
    expect(priceOf('')).toBeNull();
    expect(priceOf('0')).toBeNull();
    expect(priceOf('500000')).toBe(500000);
  });
});
