import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { FixedQueryError, fixedQuery } from './fixed-query';

interface Tables {
  homes: { id: number; city: string; beds: number; status: string };
}

const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
afterAll(() => db.destroy());

await db.schema.createTable('homes').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('city', 'text').addColumn('beds', 'integer').addColumn('status', 'text').execute();
await db
  .insertInto('homes')
  .values([
    { id: 1, city: 'Lahore', beds: 3, status: 'published' },
    { id: 2, city: 'Lahore', beds: 5, status: 'published' },
    { id: 3, city: 'Karachi', beds: 3, status: 'published' },
    { id: 4, city: 'Lahore', beds: 4, status: 'draft' },
  ])
  .execute();

const homesIn = fixedQuery((k: Kysely<Tables>, city: string, minBeds: number) =>
  k.selectFrom('homes').select(['id', 'beds']).where('status', '=', 'published').where('city', '=', city).where('beds', '>=', minBeds).orderBy('id'),
);

describe('fixedQuery', () => {
  it('answers as the query built afresh would, call after call, with the constants kept', async () => {
    for (const [city, beds] of [['Lahore', 3], ['Lahore', 4], ['Karachi', 1], ['Quetta', 1]] as const) {
      const built = await db.selectFrom('homes').select(['id', 'beds']).where('status', '=', 'published').where('city', '=', city).where('beds', '>=', beds).orderBy('id').execute();
      expect(await homesIn.all(db, city, beds)).toEqual(built);
    }
    expect(await homesIn.first(db, 'Lahore', 4)).toEqual({ id: 2, beds: 5 });
    expect(await homesIn.first(db, 'Quetta', 1)).toBeUndefined();
  });

  it('runs inside a transaction, and writes as well as reads', async () => {
    const publish = fixedQuery((k: Kysely<Tables>, id: number) => k.updateTable('homes').set({ status: 'published' }).where('id', '=', id));
    await db.transaction().execute(async (trx) => {
      await publish.all(trx, 4);
      expect(await homesIn.all(trx, 'Lahore', 4)).toEqual([{ id: 2, beds: 5 }, { id: 4, beds: 4 }]);
      await sql`update homes set status = 'draft' where id = 4`.execute(trx);
    });
    expect(await homesIn.all(db, 'Lahore', 4)).toEqual([{ id: 2, beds: 5 }]);
  });

  it('refuses, on its first call, a builder whose SQL depends on an argument', async () => {
    const branching = fixedQuery((k: Kysely<Tables>, city: string) => {
      const q = k.selectFrom('homes').select('id');
      return city === 'Lahore' ? q.where('city', '=', city) : q;
    });
    await expect(branching.all(db, 'Lahore')).rejects.toThrow(FixedQueryError);
    const transformed = fixedQuery((k: Kysely<Tables>, beds: number) => k.selectFrom('homes').select('id').where('beds', '=', Number(beds) + 1));
    await expect(transformed.all(db, 2)).rejects.toThrow(FixedQueryError);
  });
});
