// PostgreSQL only: queries are prepared once per connection, and no more than the limit. Files named
// *.pg.test.ts run only when TEST_DATABASE_URL is set (vitest.config.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb, type Database } from '@/lib/db';
import { PREPARED_PER_CONNECTION } from '@/lib/db/prepared-statements.server';

const url = process.env.TEST_DATABASE_URL ?? '';

describe('statements prepared on PostgreSQL', () => {
  let db: Kysely<Database>;
  // One connection, so every query below runs in the session whose prepared statements are read.
  beforeAll(() => {
    db = createDb(url, undefined, { poolSize: 1 });
  });
  afterAll(() => db.destroy());

  const prepared = async () =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements where name like ${'basera_%'}`.execute(db)).rows;

  it('prepares a query once and answers every run of it', async () => {
    const sums = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7]) sums.push((await sql<{ sum: number }>`select ${n}::int + 40 as sum`.execute(db)).rows[0].sum);
    expect(sums).toEqual([41, 42, 43, 44, 45, 46, 47]);
    const same = (await prepared()).filter((s) => s.statement === 'select $1::int + 40 as sum');
    expect(same).toHaveLength(1);
  });

  it('keeps no more than its limit on a connection, and still answers the ones it closed', async () => {
    const texts = PREPARED_PER_CONNECTION + 20;
    for (let i = 0; i < texts; i++) {
      const row = (await sql<{ v: number }>`select ${i}::int + ${sql.lit(i)} as v`.execute(db)).rows[0];
      expect(row.v).toBe(2 * i);
    }
    // The first of them was closed to make room; it is prepared again and answers as before.
    expect((await sql<{ v: number }>`select ${5}::int + ${sql.lit(0)} as v`.execute(db)).rows[0].v).toBe(5);
    expect((await prepared()).length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
  });

  it('keeps a connection usable after a statement that fails', async () => {
    await expect(sql`select ${1}::int from no_such_table`.execute(db)).rejects.toThrow(/no_such_table/);
    expect((await sql<{ v: number }>`select ${3}::int as v`.execute(db)).rows[0].v).toBe(3);
  });
});
