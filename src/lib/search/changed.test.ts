import { describe, expect, it } from 'vitest';
import { changedFilterFields, FILTER_CHANGE_FIELDS, hasFilterChanged } from './changed';
import { defaultListingFilter, type ListingFilter } from './schema';

const base = defaultListingFilter();
const variant = (patch: Partial<ListingFilter>) => ({ ...defaultListingFilter(), ...patch });

describe('filter changed', () => {
  it('compares exactly the fields the specification lists', () => {
    expect(Object.keys(FILTER_CHANGE_FIELDS)).toEqual([
      'propertyCategory', 'condition', 'propSureVerified', 'viewedProperty', 'price', 'area.value',
      'bedrooms', 'bathrooms', 'propertyType', 'features', 'agency',
    ]);
  });

  it('notices a change in each compared field', () => {
    const cases: [Partial<ListingFilter>, string][] = [
      [{ category: 'plot' }, 'propertyCategory'],
      [{ condition: 'good' }, 'condition'],
      [{ propsureVerified: true }, 'propSureVerified'],
      [{ isViewed: true }, 'viewedProperty'],
      [{ minPrice: 1_000_000 }, 'price'],
      [{ maxPrice: 5_000_000 }, 'price'],
      [{ minSize: 5 }, 'area.value'],
      [{ maxSize: 20 }, 'area.value'],
      [{ bed: 3 }, 'bedrooms'],
      [{ bathroom: 2 }, 'bathrooms'],
      [{ type: 'flat' }, 'propertyType'],
      [{ multiSubTypes: ['flat'] }, 'propertyType'],
      [{ features: ['gas'] }, 'features'],
      [{ agency: 7 }, 'agency'],
    ];
    for (const [patch, name] of cases) {
      expect(changedFilterFields(base, variant(patch))).toEqual([name]);
      expect(hasFilterChanged(base, variant(patch))).toBe(true);
    }
  });

  it('ignores fields outside the list and the order of chosen lists', () => {
    expect(
      hasFilterChanged(
        base,
        variant({ city: { id: 2, name: 'Lahore' }, areaList: [{ id: 3, title: 'DHA' }], purpose: 'buy', sort: 'price-asc', sizeUnit: 'kanal', page: 4, pageSize: 10 }),
      ),
    ).toBe(false);
    expect(hasFilterChanged(variant({ features: ['gas', 'water'] }), variant({ features: ['water', 'gas'] }))).toBe(false);
    expect(hasFilterChanged(variant({ features: ['gas'] }), variant({ features: ['gas', 'gas'] }))).toBe(true);
  });
});
