/**
 * A fresh, migrated database for one test file.
 *
 *   const t = useTestDatabase();            // in a test file, at the top level
 *   it('…', async () => { await t.db.selectFrom('cities')… });
 *
 * SQLite in a temporary directory by default; PostgreSQL when TEST_DATABASE_URL is set, in a schema
 * of its own that is dropped afterwards, so runs never see each other's rows. While the file runs,
 * the database is also this process's database (getDb()), so endpoint handlers called with
 * callEndpoint() (./endpoint.ts) read and write it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb, dialectOf, migrateToLatest, setProcessDb, type Database, type Dialect } from '@/lib/db';

export interface TestDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Drops what was made for this database and closes it. */
  close(): Promise<void>;
}

/** Creates and migrates a database of its own; the caller closes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (url !== '') {
    const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const db = createDb(url, undefined, { pgSchema: schema, poolSize: 4 });
    await migrateToLatest(db);
    return {
      db,
      dialect: dialectOf(db),
      async close() {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
        await db.destroy();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'basera-test-'));
  const db = createDb('', dir);
  await migrateToLatest(db);
  return {
    db,
    dialect: 'sqlite',
    async close() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Registers beforeAll/afterAll hooks that give this test file its own database. */
export function useTestDatabase(): { readonly db: Kysely<Database>; readonly dialect: Dialect } {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase();
    setProcessDb(current.db);
  });
  afterAll(async () => {
    setProcessDb(undefined);
    await current?.close();
  });
  return {
    get db() {
      if (!current) throw new Error('The test database is ready only inside tests and hooks.');
      return current.db;
    },
    get dialect() {
      if (!current) throw new Error('The test database is ready only inside tests and hooks.');
      return current.dialect;
    },
  };
}
