import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { withImmediateTransactions, withStatementCache } from './connection.server';

interface Tables {
  counter: { id: number; n: number };
}

// Two connections to one file stand for two server processes sharing it.
const dir = mkdtempSync(join(tmpdir(), 'basera-immediate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function open(name: string, immediate: boolean) {
  const path = join(dir, `${name}.sqlite`);
  const first = new SQLite(path);
  first.pragma('journal_mode = WAL');
  first.exec('create table if not exists counter (id integer primary key, n integer not null); insert or replace into counter values (1, 0)');
  const handle = withStatementCache(first);
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: immediate ? withImmediateTransactions(handle) : handle }) });
  const other = new SQLite(path);
  other.pragma('busy_timeout = 0');
  return { db, other };
}

/** Reads the counter in a transaction, lets the other process try to write, then writes what it read plus one. */
async function readThenWrite({ db, other }: ReturnType<typeof open>) {
  let otherWrite = 'written';
  await db.transaction().execute(async (trx) => {
    const { n } = await trx.selectFrom('counter').select('n').where('id', '=', 1).executeTakeFirstOrThrow();
    try {
      other.prepare('update counter set n = n + 10 where id = 1').run();
    } catch (error) {
      otherWrite = (error as { code?: string }).code ?? 'failed';
    }
    await trx.updateTable('counter').set({ n: n + 1 }).where('id', '=', 1).execute();
  });
  return otherWrite;
}

describe('transactions on a file shared by several processes', () => {
  it('take the write lock as they begin, so a read-then-write never fails on a snapshot', async () => {
    const pair = open('immediate', true);
    // The other process must wait (here: fails at once, having no busy timeout), not slip in between.
    expect(await readThenWrite(pair)).toBe('SQLITE_BUSY');
    expect(pair.other.prepare('select n from counter where id = 1').get()).toEqual({ n: 1 });
  });

  it('fail without it: what the change prevents', async () => {
    const pair = open('deferred', false);
    await expect(readThenWrite(pair)).rejects.toMatchObject({ code: 'SQLITE_BUSY_SNAPSHOT' });
    expect(pair.other.prepare('select n from counter where id = 1').get()).toEqual({ n: 10 });
  });
});
