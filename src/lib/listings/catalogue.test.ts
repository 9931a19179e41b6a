import { describe, expect, it } from 'vitest';
import {
  ANY,
  AVAILABILITY,
  bathOptions,
  bedOptions,
  CATEGORIES,
  CONDITIONS,
  FACINGS,
  FEATURE_CATEGORIES,
  FEATURE_TYPES,
  FEATURES,
  featuresOf,
  findFeature,
  FLOOR_OPTIONS,
  hasRooms,
  isValidFeatureValue,
  parsePurpose,
  PROPERTY_TYPES,
  propertyType,
  propertyTypesOf,
  purposeFromSearch,
  PURPOSES,
  roomLabel,
  searchPurposeOf,
  yearOptions,
} from './catalogue';

const labels = <T extends { label: string }>(xs: readonly T[]) => xs.map((x) => x.label);

describe('purposes and categories', () => {
  it('has sale and rent, with buy meaning sale in the search', () => {
    expect(PURPOSES.map((p) => p.id)).toEqual(['sale', 'rent']);
    expect(purposeFromSearch('buy')).toBe('sale');
    expect(purposeFromSearch('rent')).toBe('rent');
    expect(searchPurposeOf('sale')).toBe('buy');
    expect(searchPurposeOf('rent')).toBe('rent');
    expect(['sale', 'buy', 'sell', 'Rent', 'lease'].map(parsePurpose)).toEqual(['sale', 'sale', 'sale', 'rent', null]);
  });

  it('has the three categories', () => {
    expect(CATEGORIES).toEqual([
      { id: 'residential', label: 'Residential' },
      { id: 'plot', label: 'Plot' },
      { id: 'commercial', label: 'Commercial' },
    ]);
    expect(hasRooms('plot')).toBe(false);
    expect(hasRooms('residential')).toBe(true);
  });
});

describe('property types', () => {
  it('lists every residential type of the specification', () => {
    expect(labels(propertyTypesOf('residential'))).toEqual([
      'House', 'Flat', 'Lower Portion', 'Upper Portion', 'Room', 'Farm House', 'Guest House', 'Pent House',
      'Annexe', 'Hostel', 'Hotel Suites', 'Basement',
    ]);
  });
  it('lists every plot type', () => {
    expect(labels(propertyTypesOf('plot'))).toEqual([
      'Residential', 'Commercial', 'Agricultural Land', 'Plot File', 'Industrial Land', 'Farmhouse Plot',
    ]);
  });
  it('lists every commercial type', () => {
    expect(labels(propertyTypesOf('commercial'))).toEqual([
      'Office', 'Shop', 'Warehouse', 'Building', 'Hall', 'Plaza', 'Gym', 'Theatre', 'Land', 'Food Court', 'Factory',
    ]);
  });
  it('gives every type a unique slug id', () => {
    const ids = PROPERTY_TYPES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(propertyType('residential-plot')).toEqual({ id: 'residential-plot', label: 'Residential', category: 'plot' });
    expect(propertyType('commercial-land')?.category).toBe('commercial');
    expect(propertyType('castle')).toBeUndefined();
  });
});

describe('rooms, floors, facing, condition, availability', () => {
  it('offers Any, Studio (-1), 1 to 9 and 10+ for beds', () => {
    const beds = bedOptions();
    expect(beds.map((b) => b.label)).toEqual(['Any', 'Studio', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+']);
    expect(beds[1].value).toBe(-1);
    expect(beds.at(-1)?.value).toBe(10);
    expect(bedOptions({ studio: false }).map((b) => b.label)).not.toContain('Studio');
    expect(bedOptions({ any: false })[0].label).toBe('Studio');
  });

  it('offers Any, 1 to 9 and 10+ for baths, and labels stored counts', () => {
    expect(bathOptions().map((b) => b.label)).toEqual(['Any', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+']);
    expect([ANY, -1, 3, 10, 12].map(roomLabel)).toEqual(['Any', 'Studio', '3', '10+', '10+']);
  });

  it('has floors 1 to 12, eight facings, five conditions and availability', () => {
    expect(FLOOR_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(labels(FACINGS)).toEqual([
      'North', 'North East', 'East', 'South East', 'South', 'South West', 'West', 'North West',
    ]);
    expect(CONDITIONS).toHaveLength(5);
    expect(CONDITIONS[0].label).toBe('Brand new');
    expect(CONDITIONS[4].label).toBe('Needs major work');
    expect(labels(AVAILABILITY)).toEqual([
      'Anytime', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
    ]);
  });

  it('lists years from 1950 to the current year', () => {
    const years = yearOptions(new Date('2025-07-01T00:00:00Z'));
    expect(years[0]).toBe(1950);
    expect(years.at(-1)).toBe(2025);
    expect(years).toHaveLength(76);
  });
});

describe('features', () => {
  it('has the five feature categories, each with features', () => {
    expect(labels(FEATURE_CATEGORIES)).toEqual(['Utilities', 'Communication', 'Primary', 'Landmarks nearby', 'Secondary']);
    for (const c of FEATURE_CATEGORIES) expect(featuresOf(c.id).length).toBeGreaterThan(0);
  });

  it('gives each feature a unique id and a known type, and dropdowns their options', () => {
    expect(new Set(FEATURES.map((f) => f.id)).size).toBe(FEATURES.length);
    for (const f of FEATURES) {
      expect(FEATURE_TYPES).toContain(f.type);
      if (f.type === 'dropdown') expect(f.options?.length).toBeGreaterThan(1);
    }
    expect(labels(featuresOf('utilities').map((f) => ({ label: f.text })))).toEqual(
      expect.arrayContaining(['Electricity', 'Gas', 'Water']),
    );
    expect(findFeature('servant-quarters')?.type).toBe('counter');
    expect(findFeature('built-in-year')?.type).toBe('year');
  });

  it('offers a plot what its land and area have, not what a building has', () => {
    const forPlot = (category: (typeof FEATURE_CATEGORIES)[number]['id']) => featuresOf(category, 'plot').map((f) => f.text);
    expect(forPlot('utilities')).toEqual(['Electricity', 'Gas', 'Water', 'Sewerage', 'Water boring']);
    expect(forPlot('communication')).toEqual(['Internet']);
    expect(forPlot('primary')).toEqual(['Facing', 'Corner', 'Park facing']);
    expect(forPlot('secondary')).toEqual(['Security staff', 'CCTV']);
    expect(featuresOf('secondary', 'residential').map((f) => f.text)).toContain('Lawn');
  });

  it('checks a value against the feature type', () => {
    const now = new Date('2025-07-01T00:00:00Z');
    const f = (id: string) => findFeature(id)!;
    expect(isValidFeatureValue(f('gas'), true)).toBe(true);
    expect(isValidFeatureValue(f('gas'), 'yes')).toBe(false);
    expect(isValidFeatureValue(f('parking-spaces'), 2)).toBe(true);
    expect(isValidFeatureValue(f('parking-spaces'), -1)).toBe(false);
    expect(isValidFeatureValue(f('built-in-year'), 1950, now)).toBe(true);
    expect(isValidFeatureValue(f('built-in-year'), 1949, now)).toBe(false);
    expect(isValidFeatureValue(f('built-in-year'), 2026, now)).toBe(false);
    expect(isValidFeatureValue(f('floors'), 12)).toBe(true);
    expect(isValidFeatureValue(f('floors'), 13)).toBe(false);
    expect(isValidFeatureValue(f('facing'), 'north-east')).toBe(true);
    expect(isValidFeatureValue(f('facing'), 'up')).toBe(false);
    expect(isValidFeatureValue(f('flooring'), 'Marble')).toBe(true);
    expect(isValidFeatureValue(f('flooring'), 'Glass')).toBe(false);
  });
});
