// `npm run expire`: one run of the listing expiry job by hand (the server also runs it every few
// minutes). Removes published listings past their expiry, warns owners three days ahead, marks
// Wanted requests past their 30 days (from posting or from being kept open) expired, and reminds the
// posters of those entering their last week, and tells people of new listings on their saved searches; safe
// to run while servers run it too. Uses DATABASE_URL and DATA_DIR like the server.
import { closeDb, getDb, migrateToLatest } from '../src/lib/db';
import { runExpiry } from '../src/lib/listings/expiry.server';

const db = getDb();
try {
  await migrateToLatest(db);
  const { expired, warned, wanted, wantedReminded, searchesTold } = await runExpiry(db);
  console.log(
    `Expired ${expired.length} listing(s)${expired.length ? `: ${expired.join(', ')}` : ''}; warned ${warned.length} owner(s) of listings expiring soon; ` +
      `expired ${wanted.length} Wanted request(s); reminded ${wantedReminded.length} poster(s) of Wanted requests ending within a week; ` +
      `told ${searchesTold} person(s) of new listings on a saved search.`,
  );
} finally {
  await closeDb();
}
