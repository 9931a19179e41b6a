/** Pure rules of projects: price ranges across units, how a unit's size and purpose read, statuses. */
import { formatPriceRange } from '@/lib/money/price';
import { formatSize, fromSquareFeet, type SizeUnitId } from '@/lib/money/units';
import { propertyType } from '@/lib/listings/catalogue';
import { projectSlug } from '@/lib/search/project-slug';

export interface PricedUnit {
  minPrice: number;
  maxPrice: number;
}

/** A project's price range is taken across its units: the cheapest unit's minimum, the dearest's maximum. */
export function projectPriceRange(units: readonly PricedUnit[]): { min: number; max: number } | null {
  if (units.length === 0) return null;
  return {
    min: Math.min(...units.map((u) => u.minPrice)),
    max: Math.max(...units.map((u) => u.maxPrice)),
  };
}

export function priceRangeLabel(min: number | null, max: number | null): string {
  if (min === null || max === null) return 'Price on request';
  return formatPriceRange(min, max);
}

/**
 * The unit a unit's size is shown in: plots in Marla (Kanal from one Kanal up), as buyers of plots
 * think in them; flats, offices and shops in square feet, as their covered area is sold.
 */
export function unitSizeUnit(category: string, maxSizeSqft: number): SizeUnitId {
  if (category !== 'plot') return 'sqft';
  return maxSizeSqft >= 4500 ? 'kanal' : 'marla';
}

/** '550 to 800 Sq. Ft.', '5 to 10 Marla', or one size when both ends agree. */
export function sizeRangeLabel(category: string, minSqft: number, maxSqft: number): string {
  const unit = unitSizeUnit(category, maxSqft);
  const min = fromSquareFeet(minSqft, unit);
  const max = fromSquareFeet(maxSqft, unit);
  if (min === max) return formatSize(max, unit);
  return `${formatSize(min, unit).replace(/ \S.*$/, '')} to ${formatSize(max, unit)}`;
}

/** 'Flat', 'Shop', 'Pent House'; the stored id when the catalogue has no such type. */
export function unitTypeLabel(type: string): string {
  return propertyType(type)?.label ?? type;
}

/**
 * Project units are sold by the developer, usually on instalments, so every unit's purpose is
 * sale. Kept as a rule so a project with units to rent only changes here.
 */
export function unitPurposeLabel(): string {
  return 'For sale';
}

export const PROJECT_STATUS_LABELS = {
  upcoming: 'Upcoming',
  under_construction: 'Under construction',
  ready: 'Ready to move',
} as const;

/** '2026-12' -> 'Dec 2026'. */
export function possessionLabel(possession: string | null): string | null {
  const match = possession ? /^(\d{4})-(\d{2})$/.exec(possession) : null;
  if (!match) return null;
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : null;
}

export function projectPath(project: { name: string; id: number }): string {
  return `/projects/${projectSlug(project)}`;
}
