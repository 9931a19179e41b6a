/**
 * What a listing can be: purposes, categories, property types, rooms, floors, facings, condition,
 * availability and features. Ids are stable slugs: they are stored in the database and carried in
 * URLs, so a label may change but an id may not.
 */
import { MAX_FLOORS, MAX_ROOMS, START_YEAR, STUDIO_BEDS } from '@/lib/constants';

export interface Option<Id extends string | number = string> {
  id: Id;
  label: string;
}

// Purposes -------------------------------------------------------------------------------------

export const PURPOSE_IDS = ['sale', 'rent'] as const;
export type Purpose = (typeof PURPOSE_IDS)[number];

export const PURPOSES: readonly Option<Purpose>[] = [
  { id: 'sale', label: 'Sale' },
  { id: 'rent', label: 'Rent' },
];

/** The search filter speaks of buying where listings speak of sale. */
export type SearchPurpose = 'buy' | 'rent';

export function purposeFromSearch(purpose: SearchPurpose): Purpose {
  return purpose === 'buy' ? 'sale' : 'rent';
}

export function searchPurposeOf(purpose: Purpose): SearchPurpose {
  return purpose === 'sale' ? 'buy' : 'rent';
}

/** Reads a purpose from any of the words the product uses: sale, buy, sell (add-property) or rent. */
export function parsePurpose(value: string | null | undefined): Purpose | null {
  switch (value?.trim().toLowerCase()) {
    case 'sale':
    case 'buy':
    case 'sell':
      return 'sale';
    case 'rent':
      return 'rent';
    default:
      return null;
  }
}

// Categories and property types ------------------------------------------------------------------

export const CATEGORY_IDS = ['residential', 'plot', 'commercial'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const CATEGORIES: readonly Option<CategoryId>[] = [
  { id: 'residential', label: 'Residential' },
  { id: 'plot', label: 'Plot' },
  { id: 'commercial', label: 'Commercial' },
];

export const DEFAULT_CATEGORY: CategoryId = 'residential';

export interface PropertyType extends Option {
  category: CategoryId;
}

// Ids are unique across categories ('residential-plot', 'commercial-land') so one id names one type.
const types = (category: CategoryId, entries: [string, string][]): PropertyType[] =>
  entries.map(([id, label]) => ({ id, label, category }));

export const PROPERTY_TYPES: readonly PropertyType[] = [
  ...types('residential', [
    ['house', 'House'],
    ['flat', 'Flat'],
    ['lower-portion', 'Lower Portion'],
    ['upper-portion', 'Upper Portion'],
    ['room', 'Room'],
    ['farm-house', 'Farm House'],
    ['guest-house', 'Guest House'],
    ['pent-house', 'Pent House'],
    ['annexe', 'Annexe'],
    ['hostel', 'Hostel'],
    ['hotel-suites', 'Hotel Suites'],
    ['basement', 'Basement'],
  ]),
  ...types('plot', [
    ['residential-plot', 'Residential'],
    ['commercial-plot', 'Commercial'],
    ['agricultural-land', 'Agricultural Land'],
    ['plot-file', 'Plot File'],
    ['industrial-land', 'Industrial Land'],
    ['farmhouse-plot', 'Farmhouse Plot'],
  ]),
  ...types('commercial', [
    ['office', 'Office'],
    ['shop', 'Shop'],
    ['warehouse', 'Warehouse'],
    ['building', 'Building'],
    ['hall', 'Hall'],
    ['plaza', 'Plaza'],
    ['gym', 'Gym'],
    ['theatre', 'Theatre'],
    ['commercial-land', 'Land'],
    ['food-court', 'Food Court'],
    ['factory', 'Factory'],
  ]),
];

/** A new listing starts as a residential house. */
export const DEFAULT_PROPERTY_TYPE = 'house';

export function propertyTypesOf(category: CategoryId): PropertyType[] {
  return PROPERTY_TYPES.filter((t) => t.category === category);
}

export function propertyType(id: string): PropertyType | undefined {
  return PROPERTY_TYPES.find((t) => t.id === id);
}

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);
}

/** Plots have no rooms, so beds and baths are asked only for the other categories. */
export function hasRooms(category: CategoryId): boolean {
  return category !== 'plot';
}

// Rooms, floors, facing, condition, availability ---------------------------------------------------

/** 'Any' stands for no preference in the search; a number is a count, Studio is -1, 10 means '10+'. */
export const ANY = 'Any' as const;
export type RoomChoice = typeof ANY | number;

export interface RoomOption {
  value: RoomChoice;
  label: string;
}

function countOptions(): RoomOption[] {
  const counts = Array.from({ length: MAX_ROOMS - 1 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
  return [...counts, { value: MAX_ROOMS, label: `${MAX_ROOMS}+` }];
}

/** Any, (Studio), 1 to 9, 10+. The add-property form leaves out 'Any'; some searches leave out Studio. */
export function bedOptions({ studio = true, any = true } = {}): RoomOption[] {
  return [
    ...(any ? [{ value: ANY, label: ANY }] : []),
    ...(studio ? [{ value: STUDIO_BEDS, label: 'Studio' }] : []),
    ...countOptions(),
  ];
}

export function bathOptions({ any = true } = {}): RoomOption[] {
  return [...(any ? [{ value: ANY, label: ANY }] : []), ...countOptions()];
}

/** How a stored bed count reads: 'Studio', '3', '10+'. */
export function roomLabel(value: RoomChoice): string {
  if (value === ANY) return ANY;
  if (value === STUDIO_BEDS) return 'Studio';
  return value >= MAX_ROOMS ? `${MAX_ROOMS}+` : String(value);
}

export const FLOOR_OPTIONS: readonly number[] = Array.from({ length: MAX_FLOORS }, (_, i) => i + 1);

export const FACING_IDS = [
  'north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west',
] as const;
export type FacingId = (typeof FACING_IDS)[number];

export const FACINGS: readonly Option<FacingId>[] = [
  { id: 'north', label: 'North' },
  { id: 'north-east', label: 'North East' },
  { id: 'east', label: 'East' },
  { id: 'south-east', label: 'South East' },
  { id: 'south', label: 'South' },
  { id: 'south-west', label: 'South West' },
  { id: 'west', label: 'West' },
  { id: 'north-west', label: 'North West' },
];

export const CONDITION_IDS = ['brand-new', 'like-new', 'good', 'needs-minor-work', 'needs-major-work'] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];

/** Best first. */
export const CONDITIONS: readonly Option<ConditionId>[] = [
  { id: 'brand-new', label: 'Brand new' },
  { id: 'like-new', label: 'Like new' },
  { id: 'good', label: 'Good' },
  { id: 'needs-minor-work', label: 'Needs minor work' },
  { id: 'needs-major-work', label: 'Needs major work' },
];

export const AVAILABILITY_IDS = [
  'anytime', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
] as const;
export type AvailabilityId = (typeof AVAILABILITY_IDS)[number];

/** When the owner can show the property. Choosing 'Anytime' clears the start and end times. */
export const AVAILABILITY: readonly Option<AvailabilityId>[] = AVAILABILITY_IDS.map((id) => ({
  id,
  label: id[0].toUpperCase() + id.slice(1),
}));

/** 1950, 1951, ... the current year (for 'Built in year'). */
export function yearOptions(now: Date = new Date()): number[] {
  const last = now.getFullYear();
  return Array.from({ length: Math.max(0, last - START_YEAR + 1) }, (_, i) => START_YEAR + i);
}

// Features ----------------------------------------------------------------------------------------

export const FEATURE_CATEGORY_IDS = ['utilities', 'communication', 'primary', 'landmarks-nearby', 'secondary'] as const;
export type FeatureCategoryId = (typeof FEATURE_CATEGORY_IDS)[number];

export const FEATURE_CATEGORIES: readonly Option<FeatureCategoryId>[] = [
  { id: 'utilities', label: 'Utilities' },
  { id: 'communication', label: 'Communication' },
  { id: 'primary', label: 'Primary' },
  { id: 'landmarks-nearby', label: 'Landmarks nearby' },
  { id: 'secondary', label: 'Secondary' },
];

export const FEATURE_TYPES = ['counter', 'boolean', 'dropdown', 'year', 'floors', 'facing'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

export interface Feature {
  id: string;
  text: string;
  category: FeatureCategoryId;
  type: FeatureType;
  /** The choices of a dropdown feature. */
  options?: readonly string[];
}

/** A feature's value: a count (counter, year, floors), yes/no (boolean), a choice (dropdown) or a facing id. */
export type FeatureValue = number | boolean | string;

const feature = (category: FeatureCategoryId, type: FeatureType, id: string, text: string, options?: string[]): Feature =>
  options ? { id, text, category, type, options } : { id, text, category, type };

export const FEATURES: readonly Feature[] = [
  feature('utilities', 'boolean', 'electricity', 'Electricity'),
  feature('utilities', 'boolean', 'gas', 'Gas'),
  feature('utilities', 'boolean', 'water', 'Water'),
  feature('utilities', 'boolean', 'sewerage', 'Sewerage'),
  feature('utilities', 'dropdown', 'power-backup', 'Power backup', ['None', 'Generator', 'UPS', 'Solar']),
  feature('utilities', 'boolean', 'water-boring', 'Water boring'),
  feature('communication', 'boolean', 'internet', 'Internet'),
  feature('communication', 'boolean', 'cable-tv', 'Cable TV'),
  feature('communication', 'boolean', 'intercom', 'Intercom'),
  feature('primary', 'year', 'built-in-year', 'Built in year'),
  feature('primary', 'floors', 'floors', 'Floors'),
  feature('primary', 'facing', 'facing', 'Facing'),
  feature('primary', 'counter', 'parking-spaces', 'Parking spaces'),
  feature('primary', 'counter', 'kitchens', 'Kitchens'),
  feature('primary', 'counter', 'drawing-rooms', 'Drawing rooms'),
  feature('primary', 'counter', 'servant-quarters', 'Servant quarters'),
  feature('primary', 'counter', 'store-rooms', 'Store rooms'),
  feature('primary', 'dropdown', 'flooring', 'Flooring', ['Tiles', 'Marble', 'Wooden', 'Chips', 'Cement']),
  feature('primary', 'dropdown', 'furnishing', 'Furnishing', ['Unfurnished', 'Semi-furnished', 'Furnished']),
  feature('primary', 'boolean', 'corner', 'Corner'),
  feature('primary', 'boolean', 'park-facing', 'Park facing'),
  feature('landmarks-nearby', 'boolean', 'schools', 'Schools'),
  feature('landmarks-nearby', 'boolean', 'hospitals', 'Hospitals'),
  feature('landmarks-nearby', 'boolean', 'mosque', 'Mosque'),
  feature('landmarks-nearby', 'boolean', 'shopping-malls', 'Shopping malls'),
  feature('landmarks-nearby', 'boolean', 'restaurants', 'Restaurants'),
  feature('landmarks-nearby', 'boolean', 'public-transport', 'Public transport'),
  feature('landmarks-nearby', 'counter', 'distance-from-airport', 'Distance from airport (km)'),
  feature('secondary', 'boolean', 'lawn', 'Lawn'),
  feature('secondary', 'boolean', 'swimming-pool', 'Swimming pool'),
  feature('secondary', 'boolean', 'gym', 'Gym'),
  feature('secondary', 'boolean', 'lift', 'Lift'),
  feature('secondary', 'boolean', 'security-staff', 'Security staff'),
  feature('secondary', 'boolean', 'cctv', 'CCTV'),
  feature('secondary', 'boolean', 'central-air-conditioning', 'Central air conditioning'),
  feature('secondary', 'boolean', 'central-heating', 'Central heating'),
  feature('secondary', 'boolean', 'double-glazed-windows', 'Double glazed windows'),
  feature('secondary', 'boolean', 'maintenance-staff', 'Maintenance staff'),
];

export function findFeature(id: string): Feature | undefined {
  return FEATURES.find((f) => f.id === id);
}

// What a building has: a plot has no kitchens, floors, flooring, lift, lawn or power backup, so they are
// neither offered for one nor shown on its page. What its area or society has (utilities at the plot,
// internet, security, landmarks) still applies.
const BUILDING_FEATURES = new Set([
  'built-in-year', 'floors', 'parking-spaces', 'kitchens', 'drawing-rooms', 'servant-quarters', 'store-rooms', 'flooring',
  'furnishing', 'intercom', 'cable-tv', 'power-backup', 'lawn', 'swimming-pool', 'gym', 'lift', 'central-air-conditioning',
  'central-heating', 'double-glazed-windows', 'maintenance-staff',
]);

/** Whether a feature applies to a listing of this category. */
export function featureFits(feature: Feature, listingCategory: string | null | undefined): boolean {
  return listingCategory !== 'plot' || !BUILDING_FEATURES.has(feature.id);
}

/** The features of one group that apply to a listing of this category (any, when not known yet). */
export function featuresOf(category: FeatureCategoryId, listingCategory?: string | null): Feature[] {
  return FEATURES.filter((f) => f.category === category && featureFits(f, listingCategory));
}

/** Whether a value fits the feature's type (used by the add-property schema and the server). */
export function isValidFeatureValue(item: Feature, value: unknown, now: Date = new Date()): boolean {
  switch (item.type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'counter':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1000;
    case 'year':
      return typeof value === 'number' && yearOptions(now).includes(value);
    case 'floors':
      return typeof value === 'number' && FLOOR_OPTIONS.includes(value);
    case 'facing':
      return typeof value === 'string' && (FACING_IDS as readonly string[]).includes(value);
    case 'dropdown':
      return typeof value === 'string' && (item.options ?? []).includes(value);
  }
}
