import { describe, expect, it } from 'vitest';
import {
  defaultAgencyFilter,
  defaultListingFilter,
  defaultProjectFilter,
  LISTING_SORTS,
  listingFilterSchema,
  PROJECT_SORTS,
  selectedPropertyTypes,
} from './schema';

describe('listing filter', () => {
  it('starts in Islamabad, for rent, 0 to 50 Marla, any beds and baths, page 1 of 30, newest first', () => {
    expect(defaultListingFilter()).toEqual({
      city: { id: 1, name: 'Islamabad' },
      areaList: [],
      purpose: 'rent',
      sort: 'newest',
      bed: 'Any',
      bathroom: 'Any',
      category: 'residential',
      type: null,
      multiSubTypes: [],
      minPrice: null,
      maxPrice: null,
      sizeUnit: 'marla',
      minSize: 0,
      maxSize: 50,
      propsureVerified: false,
      agency: null,
      features: [],
      isViewed: false,
      condition: null,
      pageSize: 30,
      page: 1,
    });
  });

  it('gives each default filter its own lists', () => {
    const a = defaultListingFilter();
    a.features.push('gas');
    a.city.name = 'Lahore';
    expect(defaultListingFilter().features).toEqual([]);
    expect(defaultListingFilter().city.name).toBe('Islamabad');
  });

  it('gives each caller a filter that shares no list or object with another', () => {
    const a = defaultListingFilter();
    const b = defaultListingFilter();
    for (const key of Object.keys(a) as Array<keyof typeof a>) {
      if (a[key] !== null && typeof a[key] === 'object') expect(a[key], key).not.toBe(b[key]);
    }
  });

  it('accepts Studio for beds but not for baths, and refuses unknown property types', () => {
    expect(listingFilterSchema.safeParse({ bed: -1 }).success).toBe(true);
    expect(listingFilterSchema.safeParse({ bed: 0 }).success).toBe(false);
    expect(listingFilterSchema.safeParse({ bathroom: -1 }).success).toBe(false);
    expect(listingFilterSchema.safeParse({ bed: 10 }).success).toBe(true);
    expect(listingFilterSchema.safeParse({ multiSubTypes: ['house', 'castle'] }).success).toBe(false);
    expect(listingFilterSchema.safeParse({ purpose: 'sale' }).success).toBe(false);
  });

  it('joins the two ways of choosing property types', () => {
    expect(selectedPropertyTypes({ type: 'house', multiSubTypes: ['flat', 'house'] })).toEqual(['house', 'flat']);
    expect(selectedPropertyTypes({ type: null, multiSubTypes: [] })).toEqual([]);
  });
});

describe('sort options', () => {
  it('has the listing and project sorts', () => {
    expect(LISTING_SORTS.map((s) => s.label)).toEqual(['New Listings', 'Price Low to High', 'Price High to Low']);
    expect(PROJECT_SORTS.map((s) => s.id)).toEqual(['priority', 'newest', 'price-asc', 'price-desc']);
    expect(PROJECT_SORTS[0].label).toBe('Priority');
  });
});

describe('project and agency filters', () => {
  it('sorts projects by Priority by default', () => {
    expect(defaultProjectFilter()).toEqual({
      city: { id: 1, name: 'Islamabad' },
      projectName: null,
      sort: { id: 'priority', label: 'Priority' },
      likedProjectIds: [],
    });
  });

  it('starts the agency search in Islamabad with nothing chosen', () => {
    expect(defaultAgencyFilter()).toEqual({
      city: { id: 1, name: 'Islamabad' },
      area: null,
      agency: null,
      areaList: [],
      agencyList: [],
      sort: 'newest',
      category: 'residential',
      type: null,
      multiSubTypes: [],
      pageSize: 30,
      page: 1,
    });
  });
});
