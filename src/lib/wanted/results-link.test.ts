import { describe, expect, it } from 'vitest';
import { parseListingUrl } from '@/lib/search/url';
import { wantedResultsFilter, wantedResultsHref } from './results-link';

const request = {
  purpose: 'sale' as const,
  category: 'residential' as const,
  type: 'house',
  cityId: 2,
  cityName: 'Lahore',
  areaId: 40,
  areaName: 'DHA Phase 5',
  minPrice: 20_000_000,
  maxPrice: 50_000_000,
  minSizeSqft: 1125,
  maxSizeSqft: 2250,
  beds: 3,
};

describe('the results a Wanted request links to', () => {
  it("carries the request's place, purpose, category, type, budget and size", () => {
    const filter = wantedResultsFilter(request);
    expect(filter).toMatchObject({
      city: { id: 2, name: 'Lahore' },
      areaList: [{ id: 40, title: 'DHA Phase 5' }],
      purpose: 'buy',
      category: 'residential',
      type: 'house',
      minPrice: 20_000_000,
      maxPrice: 50_000_000,
      sizeUnit: 'sqft',
      minSize: 1125,
      maxSize: 2250,
      bed: 'Any',
    });
    const href = wantedResultsHref(request);
    expect(href).toMatch(/^\/sale\/residential-properties-for-sale-dha-phase-5-lahore-2-40\?/);
    // The results page reads the same search back from the address.
    expect(parseListingUrl(new URL(href, 'https://basera.test'))).toMatchObject({
      purpose: 'buy', category: 'residential', type: 'house', minPrice: 20_000_000, maxPrice: 50_000_000, sizeUnit: 'sqft', minSize: 1125, maxSize: 2250,
    });
  });

  it('keeps a studio a studio, and goes to kanal past what a square-feet search takes', () => {
    expect(wantedResultsFilter({ ...request, beds: -1 }).bed).toBe(-1);
    const big = wantedResultsFilter({ ...request, category: 'plot', type: null, beds: null, minSizeSqft: 18_000, maxSizeSqft: null });
    expect(big).toMatchObject({ sizeUnit: 'kanal', minSize: 4, maxSize: 100 });
  });

  it('is a city search when the request names no area, open-ended where it gives no bound', () => {
    const filter = wantedResultsFilter({ ...request, areaId: null, areaName: null, minPrice: null, maxPrice: null, minSizeSqft: null, maxSizeSqft: null });
    expect(filter).toMatchObject({ areaList: [], minPrice: null, maxPrice: null, sizeUnit: 'sqft', minSize: 0, maxSize: 11250 });
  });
});
