// Run by `npm start` before the server starts: migrate the database and, when it has no listings
// yet, load the demo set (settings().DEMO_LISTINGS listings; 0 loads none).
import { settings } from '../src/lib/config/settings.server';
import { closeDb, getDb, migrateToLatest } from '../src/lib/db';
import { ensureDemoImages, loadDemoData } from '../src/lib/demo';
import { mediaRoot, mediaStore } from '../src/lib/media/store.server';
import { sweepOrphanMedia } from '../src/lib/media/sweep.server';

const started = performance.now();
const db = getDb();
try {
  const applied = await migrateToLatest(db);
  if (applied.length > 0) console.log(`prepare: applied migrations ${applied.join(', ')}`);
  const swept = await sweepOrphanMedia(db, mediaRoot());
  if (swept.length > 0) console.log(`prepare: removed ${swept.length} media folders no image row names (interrupted uploads)`);
  const { NODE_ENV, LISTING_EXPIRY_DAYS } = settings();
  // A production database never gets demo listings by default, only when DEMO_LISTINGS is set.
  const DEMO_LISTINGS = NODE_ENV === 'production' && process.env.DEMO_LISTINGS === undefined ? 0 : settings().DEMO_LISTINGS;
  const existing = await db.selectFrom('listings').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (DEMO_LISTINGS > 0) {
    const written = await ensureDemoImages(mediaStore());
    if (written > 0) console.log(`prepare: drew ${written} demo images`);
  }
  if (Number(existing.n) === 0 && DEMO_LISTINGS > 0) {
    const summary = await loadDemoData(db, { listings: DEMO_LISTINGS, expiryDays: LISTING_EXPIRY_DAYS });
    console.log(
      `prepare: loaded the demo set: ${summary.listings} listings, ${summary.images} images, ${summary.cities} cities, ` +
        `${summary.areas} areas, ${summary.agencies} agencies in ${Math.round(performance.now() - started)} ms`,
    );
  } else {
    console.log(`prepare: database ready (${Number(existing.n)} listings)`);
  }
} finally {
  await closeDb();
}
