// `DATABASE_URL=file:/tmp/copy.sqlite npx tsx scripts/bench-features.ts [--migrate]`: times the listing
// search's feature filter (searchListings, called in this process) on a large database, for a rare, a
// middling and a common feature in Lahore, alone and with a price and beds filter. With --migrate it
// first applies pending migrations and prints how long they took (0008 backfills listing_features).
// Never point it at a database others use: --migrate writes.
import { parseArgs } from 'node:util';
import { createDb, migrateToLatest } from '../src/lib/db';
import { searchListings } from '../src/lib/search/queries.server';
import { defaultListingFilter, type ListingFilter } from '../src/lib/search/schema';

const { values } = parseArgs({ options: { migrate: { type: 'boolean', default: false }, runs: { type: 'string', default: '7' } } });
const url = process.env.DATABASE_URL ?? '';
const db = createDb(url, process.env.DATA_DIR ?? '.data');

if (values.migrate) {
  const started = performance.now();
  const applied = await migrateToLatest(db);
  console.log(`migrations ${applied.join(', ') || '(none)'}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const lahore = { ...defaultListingFilter(), city: { id: 2, name: 'Lahore' }, purpose: 'buy', category: 'residential' } satisfies ListingFilter;
const narrowed = { minPrice: 10_000_000, maxPrice: 50_000_000, bed: 3 } as const;
// The demo set has no truly rare feature; two together are the rarest case it offers.
const cases: Array<[string, string[]]> = [
  ['rare (servant-quarters + lift)', ['servant-quarters', 'lift']],
  ['servant-quarters (30%)', ['servant-quarters']],
  ['corner (35%)', ['corner']],
  ['middling (parking-spaces, 75%)', ['parking-spaces']],
  ['common (facing, 100%)', ['facing']],
];

const runs = Number(values.runs);
/** Median wall time and CPU time (user + system, less swayed by other work on a shared machine). */
async function time(filter: ListingFilter): Promise<{ ms: number; cpu: number; total: number }> {
  const times: number[] = [];
  const cpus: number[] = [];
  let total = 0;
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const page = await searchListings(db, filter);
    const cpu = process.cpuUsage(cpuStarted);
    // The first run warms the cache.
    if (i > 0) {
      times.push(performance.now() - started);
      cpus.push((cpu.user + cpu.system) / 1000);
    }
    total = page.total;
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { ms: median(times), cpu: median(cpus), total };
}

for (const [label, features] of cases) {
  const alone = await time({ ...lahore, features });
  const withPrice = await time({ ...lahore, ...narrowed, features });
  console.log(
    `${label.padEnd(32)} alone ${alone.ms.toFixed(1).padStart(6)} ms, cpu ${alone.cpu.toFixed(1).padStart(6)} ms (${alone.total}${alone.total >= 10_000 ? '+' : ''})` +
      `   +price+beds ${withPrice.ms.toFixed(1).padStart(6)} ms, cpu ${withPrice.cpu.toFixed(1).padStart(6)} ms (${withPrice.total})`,
  );
}
await db.destroy();
