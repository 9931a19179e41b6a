/**
 * Every other public page, timed one request at a time: the bench's cases load the results and listing
 * pages hard, and this catches a page elsewhere that reads far more than it shows (the agency directory
 * once grouped every listing of a city on each view: 2 s on 1,000,000 listings). Pages are found the way
 * a visitor finds them, from links, so the sweep follows the data it runs on.
 */

/** The first link on a page to a page (not a file: a feed, a picture) whose path starts with `prefix` and goes deeper. */
export function firstLinkUnder(html: string, prefix: string): string | null {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const match of html.matchAll(new RegExp(`href="(${escaped}[^"?#]+)[^"]*"`, 'g'))) {
    if (!/\.[a-z0-9]+$/i.test(match[1])) return match[1];
  }
  return null;
}

/** Answers at least this slow, at one connection and p50, are reported as missed. */
export const SWEEP_BUDGET_MS = 50;

export interface SweepRow {
  path: string;
  status: number;
  p50: number;
  max: number;
  /** The body as read, after decompression. */
  bytes: number;
}

async function text(base: string, path: string): Promise<string> {
  const response = await fetch(`${base}${path}`);
  return response.ok ? response.text() : '';
}

/** The pages to time: fixed ones, and one of each kind found from their lists. */
export async function sweepPaths(base: string): Promise<string[]> {
  const fixed = [
    '/', '/agencies', '/agencies?cityId=2', '/agencies?cityId=2&category=plot', '/projects', '/area-guides', '/blog',
    '/wanted', '/building-materials', '/sitemap.xml', '/sitemap-pages.xml', '/sitemap-places-1.xml', '/sitemap-listings-1.xml',
    '/sitemap-projects.xml', '/sitemap-agencies.xml', '/sitemap-guides.xml', '/robots.txt',
    // A map tile over Lahore at the results map's zoom (Basera's own tiles, decision 084).
    '/map-tiles/12/2894/1669.svg',
  ];
  const found = await Promise.all([
    text(base, '/agencies').then((html) => firstLinkUnder(html, '/agencies/')),
    text(base, '/projects').then((html) => firstLinkUnder(html, '/projects/')),
    text(base, '/blog').then((html) => firstLinkUnder(html, '/blog/')),
    text(base, '/area-guides').then(async (html) => {
      const city = firstLinkUnder(html, '/area-guides/');
      const area = city ? firstLinkUnder(await text(base, city), `${city}/`) : null;
      return [city, area];
    }),
  ]);
  return [...fixed, ...found.flat().filter((path): path is string => path !== null)];
}

/** Each page `times` times in turn after one request that warms it (memos, compiled code). */
export async function sweepPages(base: string, paths: readonly string[], times = 7): Promise<SweepRow[]> {
  const rows: SweepRow[] = [];
  for (const path of paths) {
    await (await fetch(`${base}${path}`)).arrayBuffer();
    const durations: number[] = [];
    let status = 0;
    let bytes = 0;
    for (let i = 0; i < times; i++) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
      bytes = (await response.arrayBuffer()).byteLength;
      durations.push(performance.now() - started);
      status = response.status;
    }
    durations.sort((a, b) => a - b);
    rows.push({ path, status, p50: durations[Math.floor(durations.length / 2)], max: durations[durations.length - 1], bytes });
  }
  return rows;
}
