import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './connection.server';

describe('the SQLite statement cache', () => {
  const database = new SQLite(':memory:');
  database.exec('create table t (a integer)');
  database.exec('insert into t values (1), (2), (3)');
  afterEach(() => database.exec('delete from t where a > 3'));

  it('compiles a statement once and hands it back for the same text', () => {
    const cached = withStatementCache(database);
    const first = cached.prepare('select a from t order by a');
    expect(cached.prepare('select a from t order by a')).toBe(first);
    expect(cached.prepare('select a from t order by a desc')).not.toBe(first);
  });

  it('gives a fresh statement while the kept one is still being iterated', () => {
    const cached = withStatementCache(database);
    const text = 'select a from t order by a';
    const streaming = cached.prepare(text) as unknown as SQLite.Statement;
    const rows = streaming.iterate();
    rows.next();
    const other = cached.prepare(text) as unknown as SQLite.Statement;
    expect(other).not.toBe(streaming);
    expect(other.all()).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
    rows.return?.();
  });

  it('keeps at most its limit, dropping the least recently used', () => {
    const cached = withStatementCache(database, 2);
    const one = cached.prepare('select 1');
    const two = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(one);
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(one);
    expect(cached.prepare('select 2')).not.toBe(two);
  });

  it('answers with what the table holds now, not when the statement was compiled', () => {
    const cached = withStatementCache(database);
    const count = () => (cached.prepare('select count(*) as n from t') as unknown as SQLite.Statement).get();
    expect(count()).toEqual({ n: 3 });
    database.exec('insert into t values (4)');
    expect(count()).toEqual({ n: 4 });
  });
});
