// Imported first by the property API tests: this file's own database (tests/api/support/db.ts,
// SQLite or a PostgreSQL schema by TEST_DATABASE_URL) made the process database, and a temporary
// media directory, set before any server module reads its settings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { createTestDatabase } from '../../support/db';
import { setProcessDb } from '../../../../src/lib/db';

const dir = mkdtempSync(join(tmpdir(), 'basera-property-'));
process.env.DATA_DIR = dir;
process.env.LOG_LEVEL ??= 'silent';

const test = await createTestDatabase();
setProcessDb(test.db);

export const dataDir = dir;
export const db = test.db;

afterAll(async () => {
  setProcessDb(undefined);
  await test.close();
  rmSync(dir, { recursive: true, force: true });
});
