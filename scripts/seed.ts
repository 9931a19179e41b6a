// `npm run seed -- --listings 1000000 [--reset] [--seed N]`: builds a large demo set for benchmarks,
// with a progress bar. Uses DATABASE_URL and DATA_DIR like the server.
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { settings } from '../src/lib/config/settings.server';
import { closeDb, dialectOf, getDb, migrateToLatest, resetDatabase } from '../src/lib/db';
import { DEFAULT_SEED, ensureDemoImages, loadDemoData } from '../src/lib/demo';
import { mediaStore } from '../src/lib/media/store.server';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    reset: { type: 'boolean', default: false },
  },
});
const listings = Number(values.listings);
if (!Number.isInteger(listings) || listings < 1 || listings > 5_000_000) {
  console.error('--listings must be a whole number from 1 to 5,000,000');
  process.exit(1);
}

const db = getDb();
try {
  const started = performance.now();
  if (values.reset) await resetDatabase(db);
  else await migrateToLatest(db);
  const existing = await db.selectFrom('listings').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) {
    console.error(`The database already has ${existing.n} listings. Run again with --reset to replace them.`);
    process.exitCode = 1;
  } else {
    await ensureDemoImages(mediaStore());
    const bar = new cliProgress.SingleBar(
      { format: 'seed [{bar}] {percentage}% | {value}/{total} listings | {rate}/s | ETA {eta_formatted}', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(listings, 0, { rate: 0 });
    const loadStarted = performance.now();
    const summary = await loadDemoData(db, {
      listings,
      seed: Number(values.seed),
      expiryDays: settings().LISTING_EXPIRY_DAYS,
      onProgress: (done) => bar.update(done, { rate: Math.round(done / ((performance.now() - loadStarted) / 1000)) }),
    });
    bar.stop();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Seeded ${summary.listings} listings (${summary.images} images, ${summary.users} users, ${summary.agencies} agencies) ` +
        `on ${dialectOf(db)} in ${seconds.toFixed(1)} s (${Math.round(summary.listings / seconds)} listings/s)`,
    );
  }
} finally {
  await closeDb();
}
