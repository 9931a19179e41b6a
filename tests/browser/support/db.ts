import Database from 'better-sqlite3';

/** The test server's SQLite file (playwright.config.ts gives it DATA_DIR .data/browser-tests). */
export const TEST_DATABASE_PATH = '.data/browser-tests/basera.sqlite';

/** Runs `work` on the test server's database, for setting up a case or checking what a page stored. */
export function withTestDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(TEST_DATABASE_PATH, { fileMustExist: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}
