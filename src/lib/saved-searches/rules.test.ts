import { describe, expect, it } from 'vitest';
import { defaultListingFilter, type ListingFilter } from '@/lib/search/schema';
import { NEW_LISTINGS_COUNTED, listAnswer, newListingsNotice, savedLabel, savedPath, savedSearchMessages } from './rules';

const lahore = { id: 2, name: 'Lahore' };
const dha6 = { id: 123, title: 'DHA Phase 6' };
const filter = (patch: Partial<ListingFilter>): ListingFilter => ({ ...defaultListingFilter(), purpose: 'buy', city: lahore, areaList: [dha6], ...patch });

describe('savedPath', () => {
  it('is the first page of the search, with what the path does not carry in its query', () => {
    expect(savedPath(filter({ page: 3 }))).toBe('/sale/residential-properties-for-sale-dha-phase-6-lahore-2-123');
    expect(savedPath(filter({ bed: 3, page: 2 }))).toBe('/sale/residential-properties-for-sale-dha-phase-6-lahore-2-123?bed=3');
  });
});

describe('savedLabel', () => {
  it('reads as the results heading, and counts the refinements beyond place, purpose and kind', () => {
    expect(savedLabel(filter({}))).toBe('Residential properties for sale in DHA Phase 6, Lahore');
    expect(savedLabel(filter({ bed: 3 }))).toBe('Residential properties for sale in DHA Phase 6, Lahore · 1 more filter');
    expect(savedLabel(filter({ bed: 3, minPrice: 10_000_000, maxPrice: 30_000_000, sort: 'price-asc' }))).toBe(
      'Residential properties for sale in DHA Phase 6, Lahore · 2 more filters',
    );
  });
});

describe('newListingsNotice', () => {
  const search = { id: 4, label: 'Houses for sale in DHA Phase 6, Lahore · 1 more filter', path: '/sale/residential-properties-for-sale-dha-phase-6-lahore-2-123?type=house&bed=3' };

  it('counts the new listings, links to the search and to where it can be stopped', () => {
    expect(newListingsNotice(search, 1, 'https://basera.pk/')).toEqual({
      subject: '1 new listing for your saved search',
      text: `Basera: 1 new listing for "Houses for sale in DHA Phase 6, Lahore · 1 more filter": https://basera.pk${search.path} Stop: https://basera.pk/saved-searches`,
    });
    expect(newListingsNotice(search, NEW_LISTINGS_COUNTED, 'https://basera.pk').subject).toBe(`${NEW_LISTINGS_COUNTED}+ new listings for your saved search`);
  });

  it('keeps a long label short', () => {
    const long = newListingsNotice({ ...search, label: 'Commercial properties for rent in '.padEnd(120, 'x') }, 3, 'https://basera.pk');
    expect(long.text).toContain('...": https://basera.pk/');
  });
});

describe('listAnswer', () => {
  it('says what the form did and marks the search it names', () => {
    expect(listAnswer(new URLSearchParams('saved=4'))).toEqual({ news: savedSearchMessages.saved, problem: null, marked: 4 });
    expect(listAnswer(new URLSearchParams('again=4'))).toEqual({ news: savedSearchMessages.alreadySaved, problem: null, marked: 4 });
    expect(listAnswer(new URLSearchParams('deleted=1'))).toEqual({ news: savedSearchMessages.deleted, problem: null, marked: null });
    expect(listAnswer(new URLSearchParams('full=1'))).toEqual({ news: null, problem: savedSearchMessages.tooMany, marked: null });
    expect(listAnswer(new URLSearchParams('gone=1'))).toEqual({ news: null, problem: savedSearchMessages.notFound, marked: null });
    expect(listAnswer(new URLSearchParams('saved=x'))).toEqual({ news: savedSearchMessages.saved, problem: null, marked: null });
    expect(listAnswer(new URLSearchParams(''))).toEqual({ news: null, problem: null, marked: null });
  });
});
