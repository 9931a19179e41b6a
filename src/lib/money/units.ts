/**
 * Size units. Sizes are kept as entered (value + unit) and as canonical square feet, so listings
 * entered in Marla and in Sq. Ft. can be compared and sorted.
 */
import { groupDigits, roundTo } from './numbers';

export const SIZE_UNIT_IDS = ['sqft', 'sqm', 'sqyd', 'marla', 'kanal'] as const;
export type SizeUnitId = (typeof SIZE_UNIT_IDS)[number];

export interface SizeUnit {
  id: SizeUnitId;
  label: string;
  /** Square feet in one of this unit. */
  squareFeet: number;
  /** The largest size a listing or search may give in this unit. */
  cap: number;
}

// 1 Kanal = 20 Marla; the caps agree with each other (50 Marla = 11,250 Sq. Ft.).
export const SIZE_UNITS: readonly SizeUnit[] = [
  { id: 'sqft', label: 'Sq. Ft.', squareFeet: 1, cap: 11250 },
  { id: 'sqm', label: 'Sq. M.', squareFeet: 10.7639, cap: 51000 },
  { id: 'sqyd', label: 'Sq. Yd', squareFeet: 9, cap: 4000 },
  { id: 'marla', label: 'Marla', squareFeet: 225, cap: 50 },
  { id: 'kanal', label: 'Kanal', squareFeet: 4500, cap: 100 },
];

export const DEFAULT_SIZE_UNIT: SizeUnitId = 'marla';

export function isSizeUnitId(value: unknown): value is SizeUnitId {
  return typeof value === 'string' && (SIZE_UNIT_IDS as readonly string[]).includes(value);
}

export function sizeUnit(id: SizeUnitId): SizeUnit {
  const unit = SIZE_UNITS.find((u) => u.id === id);
  if (!unit) throw new RangeError(`Unknown size unit: ${id}`);
  return unit;
}

/** Finds a unit by its id or its label ('Marla', 'Sq. Ft.'), as older data and forms use either. */
export function findSizeUnit(idOrLabel: string): SizeUnit | undefined {
  const key = idOrLabel.trim().toLowerCase();
  return SIZE_UNITS.find((u) => u.id === key || u.label.toLowerCase() === key);
}

export function sizeCap(id: SizeUnitId): number {
  return sizeUnit(id).cap;
}

export function exceedsSizeCap(value: number, id: SizeUnitId): boolean {
  return value > sizeCap(id);
}

/** Exact square feet (not rounded: storage keeps the precision, display rounds). */
export function toSquareFeet(value: number, id: SizeUnitId): number {
  return value * sizeUnit(id).squareFeet;
}

/** Converts square feet into a unit, rounded to 2 decimals. */
export function fromSquareFeet(squareFeet: number, id: SizeUnitId): number {
  return roundTo(squareFeet / sizeUnit(id).squareFeet, 2);
}

export function convertSize(value: number, from: SizeUnitId, to: SizeUnitId): number {
  return from === to ? value : fromSquareFeet(toSquareFeet(value, from), to);
}

/** '5 Marla', '1 Kanal', '2,250 Sq. Ft.', '7.5 Marla': up to 2 decimals, digits grouped. */
export function formatSize(value: number, id: SizeUnitId): string {
  return `${groupDigits(roundTo(value, 2))} ${sizeUnit(id).label}`;
}
