/**
 * Pure rules of area guides and the price index: the months a trend covers, medians from bucketed
 * counts, and how rows from the grouped queries become series.
 */
import { distanceMeters } from '@/lib/maps/distance';

/** How many months the trends cover. */
export const TREND_MONTHS = 24;

/** Width in rupees of the price-per-square-foot steps the index median is read from. */
export const INDEX_BUCKET_PKR = 250;

/** 'YYYY-MM' of the month `back` months before the month of `now` (UTC). */
export function monthKey(now: Date, back = 0): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

/** The last `count` months, oldest first, ending with the month of `now`. */
export function lastMonths(now: Date, count = TREND_MONTHS): string[] {
  return Array.from({ length: count }, (_, i) => monthKey(now, count - 1 - i));
}

/** '2025-03' -> 'Mar 2025'; 'Mar 25' when short. */
export function monthLabel(key: string, short = false): string {
  const [year, month] = key.split('-').map(Number);
  const name = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month - 1] ?? '?';
  return short ? `${name} ${String(year).slice(2)}` : `${name} ${year}`;
}

/**
 * The median of values given as (bucket, count) pairs, each bucket standing for the middle of a
 * step of `width`: bucket b covers [b*width, (b+1)*width). Null when there is nothing to count.
 */
export function medianFromBuckets(buckets: ReadonlyArray<{ bucket: number; count: number }>, width: number): number | null {
  const sorted = [...buckets].filter((b) => b.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  // The k-th value (1-based) in order; with an even count the median is the mean of the middle two.
  const valueAt = (k: number) => {
    let seen = 0;
    for (const b of sorted) {
      seen += b.count;
      if (seen >= k) return (b.bucket + 0.5) * width;
    }
    return (sorted[sorted.length - 1].bucket + 0.5) * width;
  };
  const lower = valueAt(Math.floor((total + 1) / 2));
  const upper = valueAt(Math.ceil((total + 1) / 2));
  return Math.round((lower + upper) / 2);
}

export interface SeriesPoint {
  month: string;
  value: number | null;
  count: number;
}

/** One value per month for the months asked for; months without listings are null (a gap). */
export function toSeries(months: readonly string[], rows: ReadonlyArray<{ month: string; value: number; count: number }>): SeriesPoint[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((month) => {
    const row = byMonth.get(month);
    return { month, value: row ? row.value : null, count: row?.count ?? 0 };
  });
}

/**
 * How much the level moved over the series: the listing-weighted mean of the last third of the
 * months that have values against that of the first third. Single months in one area hold few
 * listings, so first-against-last would mostly measure noise. Null with fewer than three values.
 */
export function changeOver(series: readonly SeriesPoint[]): number | null {
  const values = series.filter((p) => p.value !== null && p.count > 0) as Array<SeriesPoint & { value: number }>;
  if (values.length < 3) return null;
  const third = Math.max(1, Math.floor(values.length / 3));
  const mean = (points: typeof values) => points.reduce((s, p) => s + p.value * p.count, 0) / points.reduce((s, p) => s + p.count, 0);
  const first = mean(values.slice(0, third));
  if (first === 0) return null;
  return mean(values.slice(-third)) / first - 1;
}

/** Distance in km between two points, for 'nearby areas'. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return distanceMeters(a, b) / 1000;
}
