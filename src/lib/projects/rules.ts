/** Pure rules of projects: price ranges across units, how a unit's size, purpose and price read, statuses. */
import { formatPriceRange } from '@/lib/money/price';
import { formatSize, fromSquareFeet, type SizeUnitId } from '@/lib/money/units';
import { propertyType, type Purpose } from '@/lib/listings/catalogue';
import { projectSlug } from '@/lib/search/project-slug';

export interface PricedUnit {
  purpose: Purpose;
  minPrice: number;
  maxPrice: number;
}

/**
 * A project's price range is taken across its units: the cheapest unit's minimum, the dearest's
 * maximum. Units to rent quote a monthly rent, which is no price to put beside sale prices, so they
 * count only in a project that has no units for sale. queries.server.ts works the same out in SQL.
 */
export function projectPriceRange(units: readonly PricedUnit[]): { min: number; max: number } | null {
  const forSale = units.filter((u) => u.purpose === 'sale');
  const counted = forSale.length > 0 ? forSale : units;
  if (counted.length === 0) return null;
  return {
    min: Math.min(...counted.map((u) => u.minPrice)),
    max: Math.max(...counted.map((u) => u.maxPrice)),
  };
}

export function priceRangeLabel(min: number | null, max: number | null): string {
  if (min === null || max === null) return 'Price on request';
  return formatPriceRange(min, max);
}

/** A unit's own price range; rents read as monthly: 'PKR 45,000 to 80,000 /month'. */
export function unitPriceLabel(unit: PricedUnit): string {
  return `${formatPriceRange(unit.minPrice, unit.maxPrice)}${unit.purpose === 'rent' ? ' /month' : ''}`;
}

/**
 * A size range in the unit the developer quotes it in, from the square feet it is stored in:
 * '550 to 800 Sq. Ft.', '5 to 10 Marla', or one size when both ends agree.
 */
export function sizeRangeLabel(minSqft: number, maxSqft: number, unit: SizeUnitId): string {
  const min = fromSquareFeet(minSqft, unit);
  const max = fromSquareFeet(maxSqft, unit);
  if (min === max) return formatSize(max, unit);
  return `${formatSize(min, unit).replace(/ \S.*$/, '')} to ${formatSize(max, unit)}`;
}

/** 'Flat', 'Shop', 'Pent House'; the stored id when the catalogue has no such type. */
export function unitTypeLabel(type: string): string {
  return propertyType(type)?.label ?? type;
}

/** 'For sale' or 'For rent'. */
export function unitPurposeLabel(purpose: Purpose): string {
  return purpose === 'rent' ? 'For rent' : 'For sale';
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

/**
 * What a project's date means: when a project ready to move was handed over ('Ready since'), or when
 * possession is expected ('Possession'). Null when there is no date to show.
 */
export function possessionFact(status: keyof typeof PROJECT_STATUS_LABELS, possession: string | null): { label: string; value: string } | null {
  const value = possessionLabel(possession);
  if (!value) return null;
  return { label: status === 'ready' ? 'Ready since' : 'Possession', value };
}

export function projectPath(project: { name: string; id: number }): string {
  return `/projects/${projectSlug(project)}`;
}
