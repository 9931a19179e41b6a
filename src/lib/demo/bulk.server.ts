import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { dialectOf, sqliteHandle, type Database } from '../db';

type Row = Record<string, unknown>;

// PostgreSQL takes at most 65,535 parameters a statement; SQLite 32,766.
const MAX_PARAMETERS = 30_000;

const statements = new WeakMap<object, Map<string, { run(...values: unknown[]): unknown }>>();

/**
 * Inserts many rows fast: on SQLite through one prepared statement in one transaction, on
 * PostgreSQL as multi-row INSERTs in one transaction. Every row must have the same keys.
 */
export async function insertRows(db: Kysely<Database>, table: keyof Database, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const handle = sqliteHandle(db);
  if (handle) {
    let cache = statements.get(handle);
    if (!cache) statements.set(handle, (cache = new Map()));
    const cacheKey = `${table}(${columns.join(',')})`;
    let statement = cache.get(cacheKey);
    if (!statement) {
      statement = handle.prepare(
        `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      cache.set(cacheKey, statement);
    }
    const run = statement;
    handle.transaction(() => {
      for (const row of rows) run.run(...columns.map((c) => row[c] ?? null));
    })();
    return;
  }
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += chunk) {
      // Rows come from the demo generator, typed per table there; Kysely cannot follow a table chosen at run time.
      await trx.insertInto(table).values(rows.slice(i, i + chunk) as never).execute();
    }
  });
}

/** After rows were inserted with their own ids, moves PostgreSQL's id sequences past them. */
export async function syncIdSequences(db: Kysely<Database>, tables: ReadonlyArray<keyof Database>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

interface SavedIndex {
  name: string;
  definition: string;
}

async function droppableIndexes(db: Kysely<Database>, tables: ReadonlyArray<keyof Database>): Promise<SavedIndex[]> {
  if (dialectOf(db) === 'postgres') {
    // Indexes that back a primary key or unique constraint stay: they cannot be dropped alone.
    const { rows } = await sql<SavedIndex>`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
    return rows;
  }
  // Indexes SQLite makes for constraints have no SQL of their own and stay.
  const { rows } = await sql<SavedIndex>`
    select name, sql as definition from sqlite_master
    where type = 'index' and sql is not null and tbl_name in (${sql.join(tables)})`.execute(db);
  return rows;
}

/**
 * Runs a bulk load with the secondary indexes of `tables` dropped, then builds them again: one
 * sorted build is many times faster than keeping a dozen indexes up to date row by row.
 */
export async function withIndexesDeferred<T>(db: Kysely<Database>, tables: ReadonlyArray<keyof Database>, load: () => Promise<T>): Promise<T> {
  const saved = await droppableIndexes(db, tables);
  for (const index of saved) await sql`drop index ${sql.id(index.name)}`.execute(db);
  const handle = sqliteHandle(db);
  const previousCache = handle?.pragma('cache_size', { simple: true });
  // A large page cache keeps the growing tables' pages in memory while they load.
  handle?.pragma('cache_size = -524288');
  try {
    return await load();
  } finally {
    for (const index of saved) await sql.raw(index.definition).execute(db);
    if (handle && previousCache !== undefined) handle.pragma(`cache_size = ${Number(previousCache)}`);
  }
}
