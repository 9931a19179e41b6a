import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, NO_MIGRATIONS, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type Logger, type SqliteDatabase } from 'kysely';
import { settings } from '../config/settings.server';
import { log as appLog } from '../observability/log.server';
import { migrationProvider } from './migrations';
import { prepareStatements } from './prepared-statements.server';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface CreateDbOptions {
  /** PostgreSQL only: the schema to work in (search_path), so test runs can stay apart. */
  pgSchema?: string;
  /** PostgreSQL only: pool size. */
  poolSize?: number;
  /** Queries slower than this many milliseconds are logged (0 or absent: none). */
  slowQueryMs?: number;
}

// PostgreSQL sends bigint (int8: money, count(*)) and numeric (sum, avg) as strings by default.
// Every amount Basera stores is far below 2^53, so numbers are safe and match what SQLite gives.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

const pgSchemas = new WeakMap<Kysely<Database>, string>();
const sqliteHandles = new WeakMap<Kysely<Database>, SQLite.Database>();

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** The SQLite file a DATABASE_URL names: empty means DATA_DIR/basera.sqlite, file:<path> a path. */
export function sqlitePath(url: string, dataDir: string): string {
  if (url === '') return resolve(dataDir, 'basera.sqlite');
  if (url.startsWith('file:')) return resolve(url.slice('file:'.length));
  throw new Error(`Not a SQLite database address: ${url}`);
}

/** Compiled statements kept per SQLite connection: pages use a few hundred distinct ones at most. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The handle Kysely queries SQLite through, keeping compiled statements by their text. Kysely prepares
 * a statement for every query it runs, and compiling one is a tenth of a page's queries' time; the same
 * statements serve every page. A statement still being iterated (a streamed query) is busy, so a
 * second use of its text gets a fresh one.
 */
export function withStatementCache(database: SQLite.Database, limit = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(text: string) {
      const kept = statements.get(text);
      if (kept?.busy) return database.prepare(text);
      if (kept) {
        // Most recently used last, so the oldest is the first to go.
        statements.delete(text);
        statements.set(text, kept);
        return kept;
      }
      const statement = database.prepare(text);
      statements.set(text, statement);
      if (statements.size > limit) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/**
 * The same handle, with transactions that take the write lock as they begin ('begin immediate').
 * Several server processes may share one SQLite file (SERVER_PROCESSES). A transaction begun the
 * default way reads from a snapshot and asks for the write lock only at its first write; if another
 * process wrote in between, SQLite cannot upgrade it and fails at once (SQLITE_BUSY_SNAPSHOT), past
 * busy_timeout. Begun immediate, it waits its turn (busy_timeout) and then sees the latest data.
 */
export function withImmediateTransactions(handle: SqliteDatabase): SqliteDatabase {
  return {
    close: () => handle.close(),
    prepare: (text: string) => handle.prepare(text === 'begin' ? 'begin immediate' : text),
  };
}

/** How much of an SQLite file is read through a memory map (SQLite caps it at just under 2 GB). */
const SQLITE_MMAP_BYTES = 2_147_418_112;

/** A new connection (pool) to the database a URL names. The caller closes it with db.destroy(). */
export function createDb(url: string, dataDir = '.data', options: CreateDbOptions = {}): Kysely<Database> {
  const log = options.slowQueryMs ? slowQueryLog(options.slowQueryMs) : undefined;
  if (isPostgresUrl(url)) {
    const schema = options.pgSchema;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      options: schema ? `-c search_path=${schema}` : undefined,
    });
    // A connection the database drops (restart, network cut) reports an 'error' event, idle (on the pool) or
    // checked out (on the client); unheard, either would end the process. The pool replaces broken clients.
    pool.on('error', (error) => appLog.warn({ err: error }, 'database connection lost'));
    pool.on('connect', (client) => {
      client.on('error', (error) => appLog.warn({ err: error }, 'database connection lost'));
      prepareStatements(client);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    if (schema) pgSchemas.set(db, schema);
    return db;
  }
  const path = sqlitePath(url, dataDir);
  mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  // WAL lets readers go on while one writer writes; busy_timeout waits for that writer instead of failing.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Reads straight from the file as mapped into memory, not copied in page by page with a system call each:
  // a results page's 30 cards touch a few hundred pages of a 2.8 GB file (1,000,000 listings), 2.0 → 1.4 ms
  // each under the mixed load. Writes still go through SQLite's own journal. 2 GB is SQLite's ceiling here.
  database.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withImmediateTransactions(withStatementCache(database)) }), log });
  sqliteHandles.set(db, database);
  return db;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database, including migrations' Kysely<any>
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * The better-sqlite3 handle under a SQLite Kysely instance, for bulk loading with prepared
 * statements (the demo seed); undefined on PostgreSQL.
 */
export function sqliteHandle(db: Kysely<Database>): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

function migrator(db: Kysely<Database>): Migrator {
  // Migrations written side by side may land in any order; each stands alone, so a database that
  // already has a later one still takes an earlier one it lacks.
  return new Migrator({ db, provider: migrationProvider, migrationTableSchema: pgSchemas.get(db), allowUnorderedMigrations: true });
}

/** Applies every migration not yet applied; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const schema = pgSchemas.get(db);
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const { error, results = [] } = await migrator(db).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Drops every table by running all migrations down, then up again: an empty database. */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  const { error } = await migrator(db).migrateTo(NO_MIGRATIONS);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  await migrateToLatest(db);
}

/** Logs each query slower than `ms`, with its SQL (never its parameters: they may be personal). */
function slowQueryLog(ms: number): Logger {
  return (event) => {
    if (event.queryDurationMillis < ms) return;
    // The start of the SQL names the query; bulk inserts would otherwise fill the log with placeholders.
    const fields = { ms: Math.round(event.queryDurationMillis * 10) / 10, sql: event.query.sql.slice(0, 300) };
    if (event.level === 'error') appLog.error({ ...fields, err: event.error }, 'query failed');
    else appLog.warn(fields, 'slow query');
  };
}

/**
 * Brings the planner's statistics up to date after a bulk load. On PostgreSQL VACUUM also marks the new
 * pages all-visible, without which the search's covering indexes are not used for index-only scans and
 * a results count falls back to reading the table (300 ms instead of 10 on a million listings).
 */
export async function refreshStatistics(db: Kysely<Database>, tables: readonly (keyof Database)[]): Promise<void> {
  const names = sql.join(tables.map((table) => sql.id(table)));
  if (dialectOf(db) === 'postgres') await sql`vacuum analyze ${names}`.execute(db);
  else for (const table of tables) await sql`analyze ${sql.id(table)}`.execute(db);
}

/** Whether the database answers; throws when it does not. */
export async function pingDb(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

let processDb: Kysely<Database> | undefined;

/** This process's database, opened on first use from settings(). */
export function getDb(): Kysely<Database> {
  if (!processDb) {
    const { DATABASE_URL, DATA_DIR, SLOW_QUERY_MS, DATABASE_POOL_SIZE } = settings();
    processDb = createDb(DATABASE_URL, DATA_DIR, { slowQueryMs: SLOW_QUERY_MS, poolSize: DATABASE_POOL_SIZE });
  }
  return processDb;
}

/**
 * Makes `db` this process's database (tests point endpoints at their own database this way);
 * undefined goes back to settings on next use. The caller keeps ownership of `db`.
 */
export function setProcessDb(db: Kysely<Database> | undefined): void {
  processDb = db;
}

export async function closeDb(): Promise<void> {
  const db = processDb;
  processDb = undefined;
  await db?.destroy();
}

