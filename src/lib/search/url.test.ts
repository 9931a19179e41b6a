import { describe, expect, it } from 'vitest';
import { buildHref, buildHrefFirstPage } from './navigation';
import { defaultListingFilter, withinCategory, type ListingFilter } from './schema';
import { listingResultsHref, listingResultsPath, parseListingPath, parseListingUrl, withPlaceNames } from './url';

const lahore = { id: 2, name: 'Lahore' };
const dha6 = { id: 123, title: 'DHA Phase 6' };
const filter = (patch: Partial<ListingFilter>): ListingFilter => ({ ...defaultListingFilter(), ...patch });

describe('listing results path', () => {
  it('builds the area form', () => {
    const f = filter({ purpose: 'buy', city: lahore, areaList: [dha6] });
    expect(listingResultsPath(f)).toBe('/sale/residential-properties-for-sale-dha-phase-6-lahore-2-123');
  });

  it('builds the city-only form', () => {
    expect(listingResultsPath(defaultListingFilter())).toBe('/rent/residential-properties-for-rent-islamabad-1');
    expect(listingResultsPath(filter({ category: 'plot', purpose: 'buy' }))).toBe('/sale/plot-properties-for-sale-islamabad-1');
  });

  it('parses two trailing numbers as city and area, one as city alone', () => {
    expect(parseListingPath('/sale/residential-properties-for-sale-dha-phase-6-lahore-2-123')).toEqual({
      purpose: 'sale',
      category: 'residential',
      cityId: 2,
      areaId: 123,
      locationSlug: 'dha-phase-6-lahore',
    });
    expect(parseListingPath('/rent/residential-properties-for-rent-islamabad-1')).toEqual({
      purpose: 'rent',
      category: 'residential',
      cityId: 1,
      areaId: null,
      locationSlug: 'islamabad',
    });
    expect(parseListingPath('/rent/commercial-properties-for-rent-f-7-2-islamabad-1-45/')?.areaId).toBe(45);
    expect(parseListingPath('/sale/plot-properties-for-sale-9')?.cityId).toBe(9);
  });

  it('refuses paths that are not results paths', () => {
    expect(parseListingPath('/sale/123')).toBeNull();
    expect(parseListingPath('/sale/residential-properties-for-rent-islamabad-1')).toBeNull();
    expect(parseListingPath('/lease/residential-properties-for-lease-islamabad-1')).toBeNull();
    expect(parseListingPath('/sale/farm-properties-for-sale-islamabad-1')).toBeNull();
    expect(parseListingPath('/sale/residential-properties-for-sale-islamabad')).toBeNull();
    expect(parseListingPath('/sale/residential-properties-for-sale-lahore-0')).toBeNull();
    expect(parseListingUrl('/projects')).toBeNull();
  });

  it('refuses city and area ids no row can have (PostgreSQL would refuse them in the query)', () => {
    expect(parseListingPath('/sale/residential-properties-for-sale-islamabad-3000000000')).toBeNull();
    expect(parseListingPath('/sale/residential-properties-for-sale-f-7-islamabad-1-3000000000')).toBeNull();
    expect(parseListingPath('/sale/residential-properties-for-sale-islamabad-2147483647')?.cityId).toBe(2147483647);
    expect(parseListingUrl('/sale/residential-properties-for-sale-f-7-islamabad-1-2?areas=3000000000,4')?.areaList.map((a) => a.id)).toEqual([2, 4]);
    expect(parseListingUrl('/sale/residential-properties-for-sale-islamabad-1?agency=3000000000')?.agency).toBeNull();
    // Prices are whole rupees, no more than a listing may ask: another is read as no price at all.
    for (const odd of ['1.5', '1e300', '12345678901234567890']) {
      expect(parseListingUrl(`/sale/residential-properties-for-sale-islamabad-1?minPrice=${odd}&maxPrice=${odd}`)).toMatchObject({ minPrice: null, maxPrice: null });
    }
    expect(parseListingUrl('/sale/residential-properties-for-sale-islamabad-1?minPrice=5000000')?.minPrice).toBe(5_000_000);
  });
});

describe('filter -> URL -> filter', () => {
  const roundTrip = (f: ListingFilter) =>
    withPlaceNames(parseListingUrl(listingResultsHref(f))!, { city: f.city, areas: f.areaList });

  it('keeps a default filter, with no query string', () => {
    expect(listingResultsHref(defaultListingFilter())).toBe('/rent/residential-properties-for-rent-islamabad-1');
    expect(roundTrip(defaultListingFilter())).toEqual(defaultListingFilter());
  });

  it('keeps every value of a full filter', () => {
    const full = filter({
      purpose: 'buy',
      city: lahore,
      areaList: [dha6, { id: 124, title: 'DHA Phase 5' }, { id: 7, title: 'Gulberg III' }],
      sort: 'price-desc',
      bed: -1,
      bathroom: 10,
      category: 'residential',
      type: 'house',
      multiSubTypes: ['flat', 'pent-house'],
      minPrice: 5_000_000,
      maxPrice: 30_000_000,
      sizeUnit: 'kanal',
      minSize: 0.5,
      maxSize: 2,
      propsureVerified: true,
      agency: 42,
      features: ['gas', 'lawn'],
      isViewed: true,
      condition: 'like-new',
      pageSize: 10,
      page: 3,
    });
    const href = listingResultsHref(full);
    expect(href.startsWith('/sale/residential-properties-for-sale-dha-phase-6-lahore-2-123?')).toBe(true);
    expect(href).toContain('areas=124%2C7');
    expect(href).toContain('bed=studio');
    expect(roundTrip(full)).toEqual(full);
  });

  it('resets the page to 1 in the variant that asks for it', () => {
    const f = filter({ page: 4, minPrice: 100 });
    expect(listingResultsHref(f)).toContain('page=4');
    expect(parseListingUrl(listingResultsHref(f, { resetPage: true }))?.page).toBe(1);
  });

  it('ignores malformed query values and falls back to the defaults', () => {
    const parsed = parseListingUrl(
      '/rent/residential-properties-for-rent-islamabad-1?bed=0&bath=x&sort=cheap&type=castle&minPrice=-5&page=0&unit=acre&condition=old&agency=abc&subtypes=flat,castle',
    )!;
    const d = defaultListingFilter();
    expect(parsed).toEqual({ ...d, city: { id: 1, name: '' }, multiSubTypes: ['flat'] });
  });

  it('ignores what the category does not offer: beds and baths of plots, types of another category', () => {
    const plots = parseListingUrl('/sale/plot-properties-for-sale-islamabad-1?bed=3&bath=2&type=house&subtypes=flat,residential-plot')!;
    expect(plots).toMatchObject({ category: 'plot', bed: 'Any', bathroom: 'Any', type: null, multiSubTypes: ['residential-plot'] });
    expect(listingResultsHref(plots)).toBe('/sale/plot-properties-for-sale-1?subtypes=residential-plot');
    const homes = parseListingUrl('/sale/residential-properties-for-sale-islamabad-1?bed=3&bath=2&type=house')!;
    expect(homes).toMatchObject({ bed: 3, bathroom: 2, type: 'house' });
  });

  it('reads no maximum size as no upper limit in the address\'s own unit', () => {
    const inSquareFeet = parseListingUrl('/sale/residential-properties-for-sale-islamabad-1?unit=sqft&minSize=1000')!;
    expect(inSquareFeet).toMatchObject({ sizeUnit: 'sqft', minSize: 1000, maxSize: 11250 });
    // Names are looked up later (withPlaceNames); the query is what matters here.
    expect(listingResultsHref(inSquareFeet)).toBe('/sale/residential-properties-for-sale-1?unit=sqft&minSize=1000');
    expect(parseListingUrl('/sale/residential-properties-for-sale-islamabad-1?unit=kanal&maxSize=4')).toMatchObject({ sizeUnit: 'kanal', maxSize: 4 });
  });

  it('leaves names empty until they are looked up', () => {
    const parsed = parseListingUrl(new URL('https://basera.pk/sale/residential-properties-for-sale-dha-phase-6-lahore-2-123'))!;
    expect(parsed.city).toEqual({ id: 2, name: '' });
    expect(parsed.areaList).toEqual([{ id: 123, title: '' }]);
    expect(parsed.purpose).toBe('buy');
    expect(withPlaceNames(parsed, { city: { id: 3, name: 'Karachi' } }).city).toEqual({ id: 2, name: '' });
  });
});

describe('navigation targets', () => {
  it('builds a path plus query values, skipping empty ones', () => {
    expect(buildHref('/projects', { city: 1, name: '', liked: false, ids: [], verified: true, page: 2 })).toBe(
      '/projects?city=1&verified=1&page=2',
    );
    expect(buildHref('/my-properties', { status: 'draft' })).toBe('/my-properties?status=draft');
    expect(buildHref('/wanted')).toBe('/wanted');
    expect(buildHref('/x', { ids: [1, 2] })).toBe('/x?ids=1%2C2');
  });

  it('has a variant that resets the page to 1', () => {
    expect(buildHrefFirstPage('/my-properties', { status: 'published', page: 5 })).toBe('/my-properties?status=published&page=1');
  });
});

describe('any filter survives the round trip', () => {
  it('filter -> URL -> filter, for generated filters', async () => {
    const fc = (await import('fast-check')).default;
    const { PROPERTY_TYPES, CONDITION_IDS } = await import('@/lib/listings/catalogue');
    const { SIZE_UNIT_IDS } = await import('@/lib/money/units');
    const typeIds = PROPERTY_TYPES.map((t) => t.id);
    const id = fc.integer({ min: 1, max: 1_000_000 });
    const title = fc.string({ minLength: 0, maxLength: 30 });
    const room = (studio: boolean) =>
      fc.oneof(fc.constant('Any' as const), fc.integer({ min: studio ? -1 : 1, max: 10 }).filter((n) => n !== 0));
    const arbitraryFilter = fc.record({
      city: fc.record({ id, name: title }),
      areaList: fc.uniqueArray(fc.record({ id, title }), { maxLength: 4, selector: (a) => a.id }),
      purpose: fc.constantFrom('rent' as const, 'buy' as const),
      sort: fc.constantFrom('newest' as const, 'price-asc' as const, 'price-desc' as const),
      bed: room(true),
      bathroom: room(false),
      category: fc.constantFrom('residential' as const, 'plot' as const, 'commercial' as const),
      type: fc.option(fc.constantFrom(...typeIds), { nil: null }),
      multiSubTypes: fc.uniqueArray(fc.constantFrom(...typeIds), { maxLength: 4 }),
      minPrice: fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: null }),
      maxPrice: fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: null }),
      sizeUnit: fc.constantFrom(...SIZE_UNIT_IDS),
      minSize: fc.double({ min: 0, max: 51000, noNaN: true, noDefaultInfinity: true }),
      maxSize: fc.double({ min: 0, max: 51000, noNaN: true, noDefaultInfinity: true }),
      propsureVerified: fc.boolean(),
      agency: fc.option(id, { nil: null }),
      features: fc.uniqueArray(fc.stringMatching(/^[a-z][a-z-]{0,15}$/), { maxLength: 5 }),
      isViewed: fc.boolean(),
      condition: fc.option(fc.constantFrom(...CONDITION_IDS), { nil: null }),
      pageSize: fc.integer({ min: 1, max: 100 }),
      page: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(arbitraryFilter, (f) => {
        const parsed = parseListingUrl(listingResultsHref(f));
        expect(parsed).not.toBeNull();
        // What the category does not offer (beds of a plot, a flat among plots) is not searched.
        expect(withPlaceNames(parsed!, { city: f.city, areas: f.areaList })).toEqual(withinCategory(f));
      }),
      { numRuns: 300 },
    );
  });
});

describe('names ending in numbers', () => {
  it('drops trailing numbers from a city-only address so they cannot be read as ids', () => {
    const f = filter({ city: { id: 8, name: 'Sector 5' } });
    expect(listingResultsPath(f)).toBe('/rent/residential-properties-for-rent-sector-8');
    expect(parseListingUrl(listingResultsPath(f))?.city.id).toBe(8);
    expect(listingResultsPath(filter({ city: { id: 8, name: '5' } }))).toBe('/rent/residential-properties-for-rent-8');
  });
  it('keeps them in the area form, where the last two numbers are always the ids', () => {
    const f = filter({ city: { id: 8, name: 'Sector 5' }, areaList: [{ id: 9, title: 'Street 12' }] });
    expect(listingResultsPath(f)).toBe('/rent/residential-properties-for-rent-street-12-sector-5-8-9');
    expect(parseListingPath(listingResultsPath(f))).toMatchObject({ cityId: 8, areaId: 9 });
  });
});
