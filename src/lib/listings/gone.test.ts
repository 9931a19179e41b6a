import { describe, expect, it } from 'vitest';
import { goneHeadings, goneKind, goneSearches, type GoneListing } from './gone';

const removed = (removal_reason: string | null, published_at: string | null = '2026-10-01T09:00:00.000Z') => ({
  status: 'removed',
  removal_reason,
  published_at,
});

describe('goneKind', () => {
  it('tells a sale that was made from a rental let and from a listing only taken off the market', () => {
    expect(goneKind(removed('sold-on-basera'))).toBe('sold');
    expect(goneKind(removed('sold-elsewhere'))).toBe('sold');
    expect(goneKind(removed('rented-on-basera'))).toBe('rented');
    expect(goneKind(removed('rented-elsewhere'))).toBe('rented');
    expect(goneKind(removed('not-available'))).toBe('off-market');
    expect(goneKind(removed('other'))).toBe('off-market');
    expect(goneKind(removed('expired'))).toBe('off-market');
    expect(goneKind(removed(null))).toBe('off-market');
  });

  it('says nothing of a listing taken down by Basera, never published, or not removed', () => {
    expect(goneKind(removed('taken-down'))).toBeNull();
    expect(goneKind(removed('not-available', null))).toBeNull();
    for (const status of ['draft', 'in_review', 'rejected', 'published']) {
      expect(goneKind({ status, removal_reason: null, published_at: '2026-10-01T09:00:00.000Z' }), status).toBeNull();
    }
  });

  it('has a heading for each kind', () => {
    expect(goneHeadings).toEqual({
      sold: 'This property has been sold',
      rented: 'This property has been rented out',
      'off-market': 'This property is no longer on the market',
    });
  });
});

describe('goneSearches', () => {
  it('offers its type in its area, then its category in its city', () => {
    const gone: GoneListing = {
      kind: 'sold',
      title: '10 Marla house near the park',
      purpose: 'sale',
      category: 'residential',
      type: 'house',
      city: { id: 2, name: 'Lahore' },
      area: { id: 31, name: 'DHA Phase 6' },
    };
    expect(goneSearches(gone)).toEqual([
      { label: 'Houses for sale in DHA Phase 6, Lahore', href: '/sale/residential-properties-for-sale-dha-phase-6-lahore-2-31?type=house' },
      { label: 'Residential properties for sale in Lahore', href: '/sale/residential-properties-for-sale-lahore-2' },
    ]);
    expect(goneSearches({ ...gone, kind: 'rented', purpose: 'rent', type: 'flat' })[0]).toEqual({
      label: 'Flats for rent in DHA Phase 6, Lahore',
      href: '/rent/residential-properties-for-rent-dha-phase-6-lahore-2-31?type=flat',
    });
  });
});
