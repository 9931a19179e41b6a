/** Scales and ticks for the server-drawn charts. Pure, so the drawing stays simple. */

/** Round tick steps (1, 2, 2.5, 5 × 10^n) covering [min, max] in about `count` steps, from 0 when near. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min === max) {
    const pad = Math.abs(max) * 0.1 || 1;
    min -= pad;
    max += pad;
  }
  // A baseline of 0 keeps bars and lines honest unless the values sit far above it.
  if (min > 0 && min < max * 0.5) min = 0;
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= max + step * 0.5; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  if (ticks[ticks.length - 1] < max) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}

export function linear(domain: [number, number], range: [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  return (value: number) => (d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0));
}

/** An SVG path through the points, broken where a value is missing (no line across a gap). */
export function linePath(points: ReadonlyArray<{ x: number; y: number | null }>, digits = 1): string {
  let d = '';
  let drawing = false;
  for (const p of points) {
    if (p.y === null) {
      drawing = false;
      continue;
    }
    d += `${drawing ? 'L' : 'M'}${p.x.toFixed(digits)},${p.y.toFixed(digits)}`;
    drawing = true;
  }
  return d;
}

/**
 * Every point as a dot, in one path: each a zero-length line that a round cap draws as a circle. With
 * `vector-effect: non-scaling-stroke` the dots stay round however the drawing is stretched, where circles
 * would turn into ellipses; and one element a series instead of one a point keeps the page small.
 */
export function dotsPath(points: ReadonlyArray<{ x: number; y: number | null }>, digits = 0): string {
  return points.map((p) => (p.y === null ? '' : `M${p.x.toFixed(digits)},${p.y.toFixed(digits)}h0`)).join('');
}

/**
 * Which of `count` dates the x axis names: every `every`th on a wide chart, and of those every
 * `narrowEvery`th on a narrow one (a multiple of `every`, so the narrow labels are some of the wide ones).
 */
export function axisLabelSteps(count: number): { every: number; narrowEvery: number } {
  if (count > 12) return { every: 3, narrowEvery: 6 };
  if (count > 6) return { every: 2, narrowEvery: 4 };
  return { every: 1, narrowEvery: 2 };
}
