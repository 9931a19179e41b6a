import { CompiledQuery, sql, type Kysely } from 'kysely';
import { dialectOf, sqliteHandle, type Database } from '@/lib/db';

/**
 * The plan the database picks for a query, one line: SQLite's 'explain query plan' details, or
 * PostgreSQL's plan with sequential (and, when asked, bitmap) scans put last, since on a test table this
 * small a scan of the whole table would win where on a table in service it would not.
 */
export async function planOf(
  db: Kysely<Database>,
  query: { compile(): CompiledQuery },
  options: { analyze: string; noBitmapScans?: boolean },
): Promise<string> {
  const compiled = query.compile();
  // As on a database in service, whose statistics are kept.
  await sql`analyze ${sql.table(options.analyze)}`.execute(db);
  if (dialectOf(db) === 'sqlite') {
    const rows = sqliteHandle(db)!.prepare(`explain query plan ${compiled.sql}`).all(...(compiled.parameters as unknown[])) as Array<{ detail: string }>;
    return rows.map((r) => r.detail).join(' | ');
  }
  const settings = options.noBitmapScans ? ['enable_seqscan', 'enable_bitmapscan'] : ['enable_seqscan'];
  return db.connection().execute(async (conn) => {
    for (const name of settings) await sql`select set_config(${name}, 'off', false)`.execute(conn);
    try {
      const result = await conn.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
      return result.rows.map((r) => r['QUERY PLAN']).join(' | ');
    } finally {
      for (const name of settings) await sql`select set_config(${name}, 'on', false)`.execute(conn);
    }
  });
}
