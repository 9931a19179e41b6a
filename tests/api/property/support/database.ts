// Imported first by the property API tests: a fresh database for this test file (a temp SQLite
// file, or a new PostgreSQL database when TEST_DATABASE_URL is set) and a temp media directory,
// set in the environment before any server module reads its settings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'basera-property-'));
process.env.DATA_DIR = dir;
process.env.LOG_LEVEL ??= 'silent';

const admin = process.env.TEST_DATABASE_URL;
let pgName: string | undefined;
if (admin) {
  pgName = `basera_property_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${pgName}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${pgName}`;
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.DATABASE_URL = '';
}

const { closeDb, getDb, migrateToLatest } = await import('../../../../src/lib/db');
await migrateToLatest(getDb());

export const dataDir = dir;
export const db = getDb();

afterAll(async () => {
  await closeDb();
  if (admin && pgName) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database if exists ${pgName} with (force)`);
    await client.end();
  }
  rmSync(dir, { recursive: true, force: true });
});
