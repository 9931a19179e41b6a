// `npm run bench`: how fast the results, detail and search API answer with a large data set.
//
// Seeds (or reuses) BENCH_LISTINGS listings (1,000,000 by default) in DATA_DIR=.data/bench, starts the
// built server against it and measures each case with autocannon at 1 and 16 connections for
// BENCH_SECONDS (10) each, on SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set. For each
// case it also times the bare queries the page runs (the same functions, called in this process),
// so the cost of everything around the queries shows as a ratio. Every case runs against a server that
// renders each request ('rendered': PAGE_CACHE_SECONDS=0); the pages run again against a server as it
// ships ('cached': anonymous pages kept for PAGE_CACHE_SECONDS), which is what visitors get. The server
// runs as in production, one process per core (SERVER_PROCESSES=auto), unless SERVER_PROCESSES says otherwise.
//
//   npm run bench
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench
//   BENCH_SECONDS=5 BENCH_ONLY=sqlite npm run bench
//   BENCH_WARMUP_SECONDS (20): how long each server answers the cases before any is measured
// Against the rendering server it also times an empty answer (`/api/health`) at 1 connection: no page can
// come nearer its queries than that; and page 1 and page 50 of the results in turns, for their ratio. Then, against the rendering server, every other public page one request at a time
// (./support/page-sweep.ts): the home page, agencies, projects, area guides, the blog, sitemaps, a map tile.
// The report ends with the machine's own speed at a fixed piece of page work, before and after (./support/machine.ts).
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../src/lib/db';
import { freePort, loadGenerator, percentile, run, SERVER_PROCESSES, startBuiltServer, withListings } from './support/perf';
import { loadListingDetail } from '../src/lib/listings/detail.server';
import { searchListings } from '../src/lib/search/queries.server';
import { loadResults } from '../src/lib/search/results.server';
import { defaultListingFilter, type ListingFilter } from '../src/lib/search/schema';
import { listingResultsHref } from '../src/lib/search/url';
import { placesOfFilter } from '../src/lib/search/places.server';
import { machineReferenceLine, machineReferenceMs } from './support/machine';
import { SWEEP_BUDGET_MS, sweepPages, sweepPaths, type SweepRow } from './support/page-sweep';

// autocannon ships no types; this is the part used here.
interface Autocannon extends PromiseLike<{ requests: { average: number }; errors: number; timeouts: number }> {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, time: number) => void): void;
}
const autocannon = loadGenerator<(options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Autocannon>();
/** Browsers ask for compressed answers; so does the bench, so it pays what serving a browser costs. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.data/bench';
const CONNECTIONS = [1, 16];
/**
 * A server just started is still compiling its hot code and sizing its heap: a results page answered
 * a third faster after its first 20 s than in them. Before measuring, each server answers every case in
 * turn for this long in all (16 connections), as a server in service has; each case then warms 2 s more.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
const SQL_RUNS = 60;
const BUILD = resolve(DATA_DIR, 'server-build');
const BUDGET = { p95Ms: 50, deepRatio: 2, overhead: 3 };

interface Case {
  name: string;
  /** An HTML page (the page cache applies), not an API answer. */
  page: boolean;
  path: string;
  /** The bare work the page does against the database. */
  query: () => Promise<unknown>;
}

type Mode = 'rendered' | 'cached';

interface Row {
  db: string;
  mode: Mode;
  case: string;
  connections: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  sqlP50: number;
}

/** A busy city, its busiest area and a listing in it: what the cases look at. */
async function cases(db: Kysely<Database>): Promise<Case[]> {
  const city = (await placesOfFilter(db, 2, []))?.city ?? (await placesOfFilter(db, 1, []))!.city;
  const area = await db
    .selectFrom('listings')
    .innerJoin('areas', 'areas.id', 'listings.area_id')
    .select(['areas.id', 'areas.name'])
    .where('listings.city_id', '=', city.id)
    .where('listings.status', '=', 'published')
    .where('listings.purpose', '=', 'sale')
    .where('listings.id', '<=', 20_000)
    .groupBy(['areas.id', 'areas.name'])
    .orderBy((e) => e.fn.countAll(), 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const listing = await db
    .selectFrom('listings')
    .select(['id', 'purpose'])
    .where('status', '=', 'published')
    .where('area_id', '=', area.id)
    .limit(1)
    .executeTakeFirstOrThrow();
  const results: ListingFilter = { ...defaultListingFilter(), city, purpose: 'buy', category: 'residential' };
  const filtered: ListingFilter = {
    ...results,
    areaList: [{ id: area.id, title: area.name }],
    minPrice: 10_000_000,
    maxPrice: 50_000_000,
    bed: 3,
  };
  const deep: ListingFilter = { ...results, page: 50 };
  // A results page runs every query of loadResults (the filter form's lists are memoised, as in the server).
  const page = (filter: ListingFilter) => () => loadResults(db, new URL(listingResultsHref(filter), 'http://bench.invalid'), null);
  const api = `/api/search/listings?cityId=${city.id}&purpose=sale&category=residential`;
  return [
    { name: 'results', page: true, path: listingResultsHref(results), query: page(results) },
    { name: 'results filtered (area, price, beds)', page: true, path: listingResultsHref(filtered), query: page(filtered) },
    { name: 'results page 50', page: true, path: listingResultsHref(deep), query: page(deep) },
    {
      name: 'detail',
      page: true,
      path: `/${listing.purpose}/${listing.id}`,
      query: () => loadListingDetail(db, listing.id, null, listing.purpose),
    },
    {
      name: 'GET /api/search/listings',
      page: false,
      path: api,
      query: async () => [await placesOfFilter(db, city.id, []), await searchListings(db, results)],
    },
  ];
}

async function timeQuery(query: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 5; i++) await query();
  const times: number[] = [];
  for (let i = 0; i < SQL_RUNS; i++) {
    const started = performance.now();
    await query();
    times.push(performance.now() - started);
  }
  return percentile(times.sort((a, b) => a - b), 50);
}

async function load(url: string, connections: number, duration = SECONDS) {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({ url, connections, duration, headers: BROWSER_HEADERS });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    if (status !== 200) errors++;
    latencies.push(time);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    errors: errors + result.errors + result.timeouts,
  };
}

const sweeps: Array<{ db: string; rows: SweepRow[] }> = [];
/**
 * An empty answer's p50 at one connection (`/api/health`), per database: what any answer costs before it
 * does any work, so the least 'page over its queries' a page whose queries take q ms could ever show is
 * this over q.
 */
const floors = new Map<string, number>();
/** Page 50's p50 over page 1's, per database, from rounds that load the two in turns (deepRatio). */
const deepRatios = new Map<string, number>();
const DEEP_ROUNDS = 3;

/**
 * Page 50 over page 1 at one connection, the median of DEEP_ROUNDS rounds that load each in turn. Measured
 * one after the other, half a minute apart, a machine that sped up in between read 2.1x; the same server
 * loaded in turns read 1.0x, so the rounds let a change in the machine's speed fall on both alike.
 */
async function deepRatio(first: string, deep: string): Promise<number> {
  const ratios: number[] = [];
  const seconds = Math.max(1, Math.round(SECONDS / DEEP_ROUNDS));
  for (let round = 0; round < DEEP_ROUNDS; round++) {
    const one = await load(first, 1, seconds);
    ratios.push((await load(deep, 1, seconds)).p50 / one.p50);
  }
  return percentile(ratios.sort((a, b) => a - b), 50);
}

async function benchDatabase(label: string, url: string): Promise<Row[]> {
  const db = await withListings(url, DATA_DIR, LISTINGS, 'bench');
  const rows: Row[] = [];
  try {
    const list = await cases(db);
    const sqlP50 = new Map<string, number>();
    for (const c of list) sqlP50.set(c.name, await timeQuery(c.query));
    for (const mode of ['rendered', 'cached'] as const) {
      const port = await freePort();
      const server = await startBuiltServer(join(BUILD, 'server/entry.mjs'), port, {
        DATABASE_URL: url,
        DATA_DIR,
        PAGE_CACHE_SECONDS: mode === 'rendered' ? '0' : '10',
      });
      try {
        const measuredCases = list.filter((x) => mode === 'rendered' || x.page);
        for (const c of measuredCases) {
          await load(`http://127.0.0.1:${port}${c.path}`, 16, Math.max(1, Math.round(WARMUP_SECONDS / measuredCases.length)));
        }
        for (const c of measuredCases) {
          const target = `http://127.0.0.1:${port}${c.path}`;
          const check = await fetch(target);
          if (check.status !== 200) throw new Error(`${c.path} answered ${check.status}`);
          for (const connections of CONNECTIONS) {
            await load(target, connections, 2); // warm the server's code paths first
            const measured = await load(target, connections);
            rows.push({ db: label, mode, case: c.name, connections, ...measured, sqlP50: sqlP50.get(c.name)! });
            console.log(`bench: ${label} ${mode} ${c.name} x${connections}: p95 ${measured.p95.toFixed(1)} ms, ${Math.round(measured.rps)} req/s`);
          }
        }
        if (mode === 'rendered') {
          const base = `http://127.0.0.1:${port}`;
          await load(`${base}/api/health`, 1, 2);
          floors.set(label, (await load(`${base}/api/health`, 1)).p50);
          const pathOf = (name: string) => list.find((c) => c.name === name)!.path;
          deepRatios.set(label, await deepRatio(`${base}${pathOf('results')}`, `${base}${pathOf('results page 50')}`));
          sweeps.push({ db: label, rows: await sweepPages(base, await sweepPaths(base)) });
        }
      } finally {
        server.kill();
      }
    }
    console.log(`bench: ${label} paths: ${list.map((c) => c.path).join('  ')}`);
  } finally {
    await db.destroy();
  }
  return rows;
}

function report(rows: Row[], machine: string) {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
  console.log(`\nServer processes: SERVER_PROCESSES=${SERVER_PROCESSES} (${availableParallelism()} cores; autocannon runs on them too)`);
  console.log(machine);
  console.log('\n| db | server | case | conn | p50 ms | p95 ms | p99 ms | req/s | errors | bare SQL p50 ms | page p50 / SQL |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.db} | ${r.mode} | ${r.case} | ${r.connections} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${Math.round(r.rps)} | ${r.errors} | ${f(r.sqlP50)} | ${f(r.p50 / r.sqlP50)}x |`,
    );
  }
  const at = (name: string, mode: Mode, conn: number) => rows.find((r) => r.db === 'sqlite' && r.mode === mode && r.case === name && r.connections === conn);
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log('\nBudgets (SQLite):');
  for (const mode of ['cached', 'rendered'] as const) {
    for (const name of ['results', 'detail']) {
      const r = at(name, mode, 16);
      if (r) console.log(`  ${name} (${mode}) p95 at 16 connections ${f(r.p95)} ms (budget < ${BUDGET.p95Ms}): ${verdict(r.p95 < BUDGET.p95Ms)}`);
    }
  }
  const deep = deepRatios.get('sqlite');
  if (deep !== undefined) {
    console.log(`  page 50 / page 1 p50 at 1 connection (rendered, loaded in turns): ${f(deep)}x (budget <= ${BUDGET.deepRatio}): ${verdict(deep <= BUDGET.deepRatio)}`);
  }
  const floor = floors.get('sqlite');
  for (const r of rows.filter((x) => x.db === 'sqlite' && x.mode === 'rendered' && x.connections === 1)) {
    const ratio = r.p50 / r.sqlP50;
    const least = floor === undefined ? '' : `; an empty answer alone is ${f(floor / r.sqlP50)}x of these queries`;
    console.log(`  overhead ${r.case} (rendered, 1 connection): ${f(ratio)}x (budget <= ${BUDGET.overhead}): ${verdict(ratio <= BUDGET.overhead)}${least}`);
  }
  for (const [db, ms] of floors) console.log(`  ${db}: an empty answer (GET /api/health) at 1 connection, p50 ${ms.toFixed(2)} ms`);
  for (const [db, ratio] of deepRatios) console.log(`  ${db}: page 50 / page 1, loaded in turns, ${f(ratio)}x`);
  for (const sweep of sweeps) {
    console.log(`\nOther pages, ${sweep.db}, rendered, one request at a time (${sweep.rows.length} pages; budget: p50 under ${SWEEP_BUDGET_MS} ms)`);
    console.log('\n| page | status | p50 ms | max ms | bytes | |');
    console.log('|---|---|---|---|---|---|');
    for (const r of sweep.rows) {
      const mark = r.status !== 200 ? 'NOT 200' : r.p50 < SWEEP_BUDGET_MS ? '' : 'MISSED';
      console.log(`| ${r.path} | ${r.status} | ${f(r.p50)} | ${f(r.max)} | ${r.bytes} | ${mark} |`);
    }
  }
}

if (!existsSync('dist/server/entry.mjs')) run('npx', ['astro', 'build'], {});
// A copy of the build, so a rebuild of dist/ during the run cannot pull it away from the server.
rmSync(BUILD, { recursive: true, force: true });
cpSync('dist', BUILD, { recursive: true });
// Timed first, while nothing else runs.
const machineAtStart = machineReferenceMs();
const rows: Row[] = [];
if (process.env.BENCH_ONLY !== 'postgres') rows.push(...(await benchDatabase('sqlite', '')));
if (process.env.BENCH_DATABASE_URL && process.env.BENCH_ONLY !== 'sqlite') {
  rows.push(...(await benchDatabase('postgres', process.env.BENCH_DATABASE_URL)));
}
report(rows, machineReferenceLine(machineAtStart));
