/** How guide figures read on charts and beside them. */
import { formatPriceShort } from '@/lib/money/price';

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
