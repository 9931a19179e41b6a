/** How material prices read, on the server and in the panel's script alike. */
import { groupDigits } from '@/lib/money/numbers';
import { formatOrdinalDate } from '@/lib/text/dates';

export interface MaterialPrice {
  slug: string;
  name: string;
  /** What one price buys: 'bag', 'ton', '1000 bricks', '100 cft', 'sq ft'. */
  unit: string;
  group: string;
  price: number;
  /** The day of this price, 'YYYY-MM-DD'. */
  day: string;
  /** The price before this one, when there is one. */
  previousPrice: number | null;
}

export function materialPriceLabel(price: number): string {
  return `PKR ${groupDigits(Math.round(price), 0)}`;
}

/** 'per bag', 'per 1,000 bricks', 'per 100 cft'. */
export function perUnitLabel(unit: string): string {
  return `per ${unit.replace(/^(\d{4,})/, (n) => groupDigits(Number(n), 0))}`;
}

export function priceDayLabel(day: string): string {
  return formatOrdinalDate(`${day}T00:00:00Z`);
}

/** '+1.2%', '-0.8%' or null when unchanged or unknown. */
export function priceChangeLabel(price: number, previous: number | null): string | null {
  if (previous === null || previous === 0 || previous === price) return null;
  const change = ((price - previous) / previous) * 100;
  return `${change > 0 ? '+' : ''}${change.toFixed(1)}%`;
}

/** Materials grouped under their headings, in the order given. */
export function byGroup<T extends { group: string }>(items: readonly T[]): Array<{ group: string; items: T[] }> {
  const groups: Array<{ group: string; items: T[] }> = [];
  for (const item of items) {
    const found = groups.find((g) => g.group === item.group);
    if (found) found.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups;
}

/** The cookie that remembers the city the visitor chose in the panel. */
export const MATERIALS_CITY_COOKIE = 'materials_city';
