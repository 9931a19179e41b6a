import { describe, expect, it } from 'vitest';
import { compareSections, lowestColumns, type ComparedListing } from './compare-table';
import { PKR_ONLY } from '@/lib/money/shown';

const house: ComparedListing = {
  purpose: 'sale',
  price: 22_500_000,
  sizeSqft: 1125,
  sizeUnit: 'marla',
  facts: [
    { label: 'Type', value: 'House' },
    { label: 'Size', value: '5 Marla' },
    { label: 'Beds', value: '3' },
  ],
  features: [{ id: 'utilities', label: 'Utilities', items: [{ label: 'Gas', value: '' }] }],
  verified: true,
  agency: { name: 'Capital Estates' },
  ownerName: 'Owner Person',
};

const flat: ComparedListing = {
  purpose: 'sale',
  price: 18_000_000,
  sizeSqft: 1200,
  sizeUnit: 'sqft',
  facts: [
    { label: 'Type', value: 'Flat' },
    { label: 'Size', value: '1,200 Sq. Ft.' },
  ],
  features: [
    { id: 'utilities', label: 'Utilities', items: [{ label: 'Water', value: '' }] },
    { id: 'primary', label: 'Primary', items: [{ label: 'Floors', value: '12' }] },
  ],
  verified: false,
  agency: null,
  ownerName: null,
};

const row = (sections: ReturnType<typeof compareSections>, label: string) =>
  sections.flatMap((s) => s.rows).find((r) => r.label === label);

describe('lowestColumns', () => {
  it('marks the smallest figure, ties included, only when there is something to compare', () => {
    expect(lowestColumns([3, 1, 2])).toEqual([1]);
    expect(lowestColumns([1, 2, 1])).toEqual([0, 2]);
    expect(lowestColumns([5, null])).toEqual([]);
    expect(lowestColumns([4, 4])).toEqual([]);
  });
});

describe('compareSections', () => {
  const sections = compareSections([house, flat], PKR_ONLY);

  it('puts the price first, measured per square foot across units, with the lowest marked', () => {
    expect(sections.map((s) => s.heading)).toEqual(['Price', 'Key facts', 'Utilities', 'Primary']);
    expect(row(sections, 'Price')).toEqual({ label: 'Price', cells: ['PKR 2.25 Crore', 'PKR 1.8 Crore'], lowest: [1] });
    expect(row(sections, 'Price per sq ft')).toEqual({ label: 'Price per sq ft', cells: ['PKR 20,000/sq ft', 'PKR 15,000/sq ft'], lowest: [1] });
  });

  it('lists every fact either listing gives, with the sizes in square feet when the units differ', () => {
    expect(row(sections, 'Beds')?.cells).toEqual(['3', null]);
    expect(row(sections, 'Size in sq ft')?.cells).toEqual(['1,125 sq ft', '1,200 sq ft']);
    expect(row(sections, 'Verified')?.cells).toEqual(['Yes', 'No']);
    expect(row(sections, 'Listed by')?.cells).toEqual(['Capital Estates', 'Owner']);
    expect(compareSections([house, house], PKR_ONLY).flatMap((s) => s.rows).map((r) => r.label)).not.toContain('Size in sq ft');
  });

  it('shows features group by group, yes, a value or not given', () => {
    expect(sections[2]!.rows).toEqual([
      { label: 'Gas', cells: ['Yes', null], lowest: [] },
      { label: 'Water', cells: [null, 'Yes'], lowest: [] },
    ]);
    expect(row(sections, 'Floors')?.cells).toEqual([null, '12']);
  });

  it('does not call a monthly rent cheaper than a sale, nor give a rent a price per square foot', () => {
    const rent: ComparedListing = { ...flat, purpose: 'rent', price: 90_000 };
    const mixed = compareSections([house, rent], PKR_ONLY);
    expect(row(mixed, 'Price')).toEqual({ label: 'Price', cells: ['PKR 2.25 Crore', 'PKR 90,000 /month'], lowest: [] });
    expect(row(mixed, 'Price per sq ft')?.cells).toEqual(['PKR 20,000/sq ft', null]);
    expect(row(compareSections([rent, rent], PKR_ONLY), 'Price per sq ft')).toBeUndefined();
  });

  it('is empty with nothing to compare', () => {
    expect(compareSections([], PKR_ONLY)).toEqual([]);
  });
});
