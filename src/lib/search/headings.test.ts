import { describe, expect, it } from 'vitest';
import { resultsCount, resultsDescription, resultsHeading, resultsTitle } from './headings';
import { defaultListingFilter, type ListingFilter } from './schema';

const filter = (patch: Partial<ListingFilter>): ListingFilter => ({ ...defaultListingFilter(), city: { id: 2, name: 'Lahore' }, ...patch });

describe('results headings', () => {
  it('names the type, purpose and place', () => {
    expect(resultsHeading(filter({ purpose: 'buy', type: 'house', areaList: [{ id: 1, title: 'DHA Phase 6' }] }))).toBe(
      'Houses for sale in DHA Phase 6, Lahore',
    );
    expect(resultsHeading(filter({}))).toBe('Residential properties for rent in Lahore');
    expect(resultsHeading(filter({ category: 'plot', purpose: 'buy' }))).toBe('Plots for sale in Lahore');
    expect(resultsHeading(filter({ category: 'commercial', multiSubTypes: ['factory'] }))).toBe('Factories for rent in Lahore');
    expect(resultsHeading(filter({ multiSubTypes: ['flat', 'house'] }))).toBe('Residential properties for rent in Lahore');
    const areas = [1, 2, 3, 4].map((id) => ({ id, title: `Block ${id}` }));
    expect(resultsHeading(filter({ areaList: areas, type: 'flat' }))).toBe('Flats for rent in Block 1, Block 2 and 2 more, Lahore');
  });

  it('numbers pages past the first in the title', () => {
    expect(resultsTitle(filter({ page: 1 }))).toBe('Residential properties for rent in Lahore');
    expect(resultsTitle(filter({ page: 3 }))).toBe('Residential properties for rent in Lahore - Page 3');
  });

  it('counts, saying when the count was capped', () => {
    expect(resultsCount(1, false)).toBe('1 property');
    expect(resultsCount(2345, false)).toBe('2,345 properties');
    expect(resultsCount(10000, true)).toBe('More than 10,000 properties');
    expect(resultsDescription(filter({ type: 'house' }), 12, false)).toBe(
      '12 properties: houses for rent in Lahore on Basera, with prices in Lac and Crore, sizes, photos and verified listings.',
    );
    expect(resultsDescription(filter({}), 0, false)).toMatch(/^Search residential properties for rent in Lahore on Basera/);
  });
});
