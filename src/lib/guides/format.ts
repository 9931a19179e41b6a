/** How guide figures read: rupees in Lac/Crore, per square foot in plain rupees. */
import { formatPrice, formatPriceShort } from '@/lib/money/price';
import { groupDigits } from '@/lib/money/numbers';

export function perSqftLabel(value: number | null): string {
  return value === null ? '–' : `PKR ${groupDigits(Math.round(value), 0)}/sq ft`;
}

export function priceLabel(value: number | null): string {
  return value === null ? '–' : formatPrice(value);
}

/** Axis ticks: '12,500' or '1.5 Lac'. */
export function tickLabel(value: number): string {
  return formatPriceShort(value);
}

/** '+4.2%' / '-1.0%'. */
export function changeLabel(change: number | null): string | null {
  if (change === null) return null;
  const pct = (change * 100).toFixed(1);
  return `${change >= 0 ? '+' : ''}${pct}%`;
}
