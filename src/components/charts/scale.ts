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
export function linePath(points: ReadonlyArray<{ x: number; y: number | null }>): string {
  let d = '';
  let drawing = false;
  for (const p of points) {
    if (p.y === null) {
      drawing = false;
      continue;
    }
    d += `${drawing ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`;
    drawing = true;
  }
  return d;
}
