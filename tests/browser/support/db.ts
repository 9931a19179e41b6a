import Database from 'better-sqlite3';
import { currentLane } from '../../support/browser-lanes';

/** Runs `work` on the database of this worker's test server, for setting up a case or checking what a page stored. */
export function withTestDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(currentLane().databasePath, { fileMustExist: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}
