import { describe, expect, it } from 'vitest';
import {
  convertSizeRange, formQuery, priceOf, rangeEdited, rangeProblems, roomChoice, roomValue, shouldSearch, sizeBoundOf, sizeBoundText, UNEDITED_RANGES,
} from './form';
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

  it('shows a size bound that sets no limit as an empty box, and reads an empty box as no limit', () => {
    expect(sizeBoundText(0, 'min', 50)).toBe('');
    expect(sizeBoundText(50, 'max', 50)).toBe('');
    expect(sizeBoundText(0, 'max', 50)).toBe('0');
    expect(sizeBoundText(2.5, 'min', 50)).toBe('2.5');
    expect(sizeBoundOf('', 'max', 11250)).toBe(11250);
    expect(sizeBoundOf(' ', 'min', 11250)).toBe(0);
    expect(sizeBoundOf('20000', 'max', 11250)).toBe(11250);
    expect(sizeBoundOf('0', 'max', 50)).toBe(0);
    expect(sizeBoundOf('7.5', 'min', 50)).toBe(7.5);
  });

  it('names a price or size range the wrong way round, on the bound changed last', () => {
    expect(rangeProblems(variant({ minPrice: 5_000_000, maxPrice: 10_000_000, minSize: 5, maxSize: 10 }))).toEqual({});
    expect(rangeProblems(variant({ minPrice: 5_000_000, maxPrice: 5_000_000 }))).toEqual({});
    expect(rangeProblems(variant({ minPrice: 20_000_000 }))).toEqual({});
    const inverted = variant({ minPrice: 20_000_000, maxPrice: 10_000_000, minSize: 12, maxSize: 10 });
    expect(rangeProblems(inverted)).toEqual({ price: 'Maximum should be greater than minimum', size: 'Maximum should be greater than minimum' });
    expect(rangeProblems(inverted, { price: 'min', size: 'max' })).toEqual({
      price: 'Minimum should be less than maximum',
      size: 'Maximum should be greater than minimum',
    });
  });

  it('counts a change to one bound as an edit of it, and one to both (unit, purpose) as none', () => {
    expect(rangeEdited(UNEDITED_RANGES, { minPrice: 1 })).toEqual({ price: 'min', size: 'max' });
    expect(rangeEdited({ price: 'min', size: 'min' }, { maxSize: 3 })).toEqual({ price: 'min', size: 'max' });
    const edits = { price: 'min', size: 'min' } as const;
    expect(rangeEdited(edits, { minPrice: null, maxPrice: null, purpose: 'rent' })).toBe(edits);
    expect(rangeEdited(edits, { sizeUnit: 'kanal', minSize: 1, maxSize: 2 })).toBe(edits);
    expect(rangeEdited(edits, { bed: 3 })).toBe(edits);
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
