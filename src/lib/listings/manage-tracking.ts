/**
 * Tracking details as numbers and as a chart: every day of the listing's life (days without
 * activity count as zero), totals, and the geometry of the server-drawn SVG chart. Pure.
 */
export interface DayStats {
  day: string;
  views: number;
  contacts: number;
  inquiries: number;
  likes: number;
}

export type Metric = 'views' | 'contacts' | 'inquiries' | 'likes';
export const METRICS: readonly { id: Metric; label: string; color: string }[] = [
  { id: 'views', label: 'Views', color: '#0f5c4e' },
  { id: 'contacts', label: 'Phone reveals', color: '#d97706' },
  { id: 'inquiries', label: 'Inquiries', color: '#2563eb' },
  { id: 'likes', label: 'Likes', color: '#db2777' },
];

export interface Tracking {
  propertyId: number;
  from: string;
  to: string;
  days: DayStats[];
  totals: Record<Metric, number>;
}

/** The longest stretch drawn and sent: a year of days, the most recent ones. */
export const MAX_TRACKED_DAYS = 366;

function addDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to` (inclusive, at most MAX_TRACKED_DAYS, the latest kept), zeros where nothing happened. */
export function fillDays(stats: readonly DayStats[], from: string, to: string): Omit<Tracking, 'propertyId'> {
  const byDay = new Map(stats.map((s) => [s.day, s]));
  let start = from <= to ? from : to;
  const earliest = addDay(to, -(MAX_TRACKED_DAYS - 1));
  if (start < earliest) start = earliest;
  const days: DayStats[] = [];
  for (let day = start; day <= to; day = addDay(day, 1)) {
    const s = byDay.get(day);
    days.push({ day, views: s?.views ?? 0, contacts: s?.contacts ?? 0, inquiries: s?.inquiries ?? 0, likes: s?.likes ?? 0 });
  }
  // Totals count the whole life, including activity recorded outside the drawn days.
  const totals = { views: 0, contacts: 0, inquiries: 0, likes: 0 };
  for (const s of stats) for (const m of METRICS) totals[m.id] += s[m.id];
  totals.likes = Math.max(0, totals.likes);
  return { from: start, to, days, totals };
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** The largest value on the y axis (a round number). */
  max: number;
  ticks: number[];
  lines: { metric: Metric; color: string; label: string; points: string }[];
  /** Labels along the x axis: a few days, evenly spread. */
  xLabels: { x: number; text: string }[];
  plot: { left: number; top: number; right: number; bottom: number };
}

/** A round maximum for the y axis: 1, 2, 5, 10, 20, 50… at least the largest value. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function shortDay(day: string): string {
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
}

/** Polylines for each metric over the days, in a width × height box with room for the axes. */
export function chartGeometry(days: readonly DayStats[], width = 640, height = 220): ChartGeometry {
  const plot = { left: 36, top: 12, right: width - 12, bottom: height - 28 };
  const largest = Math.max(0, ...days.flatMap((d) => METRICS.map((m) => d[m.id])));
  const max = niceMax(largest);
  const span = Math.max(1, days.length - 1);
  const x = (i: number) => Math.round((plot.left + ((plot.right - plot.left) * i) / span) * 10) / 10;
  const y = (v: number) => Math.round((plot.bottom - ((plot.bottom - plot.top) * Math.max(0, v)) / max) * 10) / 10;
  const lines = METRICS.map((m) => ({
    metric: m.id,
    color: m.color,
    label: m.label,
    points: days.length === 1 ? `${plot.left},${y(days[0][m.id])} ${plot.right},${y(days[0][m.id])}` : days.map((d, i) => `${x(i)},${y(d[m.id])}`).join(' '),
  }));
  const labelCount = Math.min(days.length, 5);
  const xLabels =
    labelCount <= 1
      ? days.map((d) => ({ x: plot.left, text: shortDay(d.day) }))
      : Array.from({ length: labelCount }, (_, k) => {
          const i = Math.round((k * (days.length - 1)) / (labelCount - 1));
          return { x: x(i), text: shortDay(days[i].day) };
        });
  const ticks = max <= 4 ? Array.from({ length: max + 1 }, (_, i) => i) : Number.isInteger(max / 2) ? [0, max / 2, max] : [0, max];
  return { width, height, max, ticks, lines, xLabels, plot };
}
