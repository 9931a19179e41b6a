/** How a Wanted request reads: 'House to buy in F-7, Islamabad', its budget and size. */
import { formatPriceShort } from '@/lib/money/price';
import { fromSquareFeet, formatSize } from '@/lib/money/units';
import { propertyType } from '@/lib/listings/catalogue';

const CATEGORY_WORDS = { residential: 'Home', plot: 'Plot', commercial: 'Commercial property' } as const;

export function wantedHeadline(w: { purpose: 'sale' | 'rent'; category: keyof typeof CATEGORY_WORDS; type: string | null; areaName: string | null; cityName: string }): string {
  const what = (w.type && propertyType(w.type)?.category !== 'plot' ? propertyType(w.type)?.label : null) ?? CATEGORY_WORDS[w.category];
  const where = [w.areaName, w.cityName].filter(Boolean).join(', ');
  return `${what} to ${w.purpose === 'sale' ? 'buy' : 'rent'} in ${where}`;
}

export function budgetLabel(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return `PKR ${formatPriceShort(min)} to ${formatPriceShort(max)}`;
  return max !== null ? `Up to PKR ${formatPriceShort(max)}` : `From PKR ${formatPriceShort(min as number)}`;
}

/** Sizes are kept in square feet; they read in Marla, as most people asked for them. */
export function sizeWantedLabel(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  const m = (v: number) => formatSize(fromSquareFeet(v, 'marla'), 'marla');
  if (min !== null && max !== null) return `${m(min).replace(' Marla', '')} to ${m(max)}`;
  return max !== null ? `Up to ${m(max)}` : `From ${m(min as number)}`;
}
