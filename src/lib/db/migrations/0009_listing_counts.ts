/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../connection.server';

/*
 * listing_counts (docs/decisions/025-listing-counts.md): how many published listings each area holds per
 * purpose and category, kept by triggers on listings in the same transaction as every write, so it is
 * never stale. A results page with no filter but its place, purpose and category (a city's or an area's
 * page, the one search engines and most visitors land on) reads its count from here: a few rows instead
 * of walking 10,001 index entries. A city's count is the sum over its areas.
 */
const PUBLISHED = sql.lit('published');

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_counts')
    .addColumn('area_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_counts_pkey', ['area_id', 'purpose', 'category'])
    .$call((t) => (dialectOf(db) === 'sqlite' ? t.modifyEnd(sql`without rowid`) : t))
    .execute();
  await db.schema.createIndex('listing_counts_city').on('listing_counts').columns(['city_id', 'purpose', 'category', 'n']).execute();
  await sql`
    insert into listing_counts (area_id, purpose, category, city_id, n)
    select area_id, purpose, category, min(city_id), count(*) from listings where status = ${PUBLISHED}
    group by area_id, purpose, category`.execute(db);
  if (dialectOf(db) === 'sqlite') await sqliteTriggers(db);
  else await postgresTrigger(db);
}

/** One listing in or out of an area's count: `sign` 1 or -1, `row` new or old. */
function sqliteChange(row: 'new' | 'old', sign: 1 | -1) {
  const r = sql.raw(row);
  return sign === 1
    ? sql`insert into listing_counts (area_id, purpose, category, city_id, n) values (${r}.area_id, ${r}.purpose, ${r}.category, ${r}.city_id, 1)
          on conflict (area_id, purpose, category) do update set n = n + 1, city_id = excluded.city_id;`
    : sql`update listing_counts set n = n - 1 where area_id = ${r}.area_id and purpose = ${r}.purpose and category = ${r}.category;`;
}

async function sqliteTriggers(db: Kysely<any>) {
  const watched = sql.raw('status, area_id, city_id, purpose, category');
  await sql`create trigger listing_counts_insert after insert on listings when new.status = ${PUBLISHED}
    begin ${sqliteChange('new', 1)} end`.execute(db);
  await sql`create trigger listing_counts_delete after delete on listings when old.status = ${PUBLISHED}
    begin ${sqliteChange('old', -1)} end`.execute(db);
  await sql`create trigger listing_counts_leave after update of ${watched} on listings when old.status = ${PUBLISHED}
    begin ${sqliteChange('old', -1)} end`.execute(db);
  await sql`create trigger listing_counts_join after update of ${watched} on listings when new.status = ${PUBLISHED}
    begin ${sqliteChange('new', 1)} end`.execute(db);
}

async function postgresTrigger(db: Kysely<any>) {
  await sql`create function listing_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.status = 'published' then
        update listing_counts set n = n - 1
        where area_id = old.area_id and purpose = old.purpose and category = old.category;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.status = 'published' then
        insert into listing_counts (area_id, purpose, category, city_id, n)
        values (new.area_id, new.purpose, new.category, new.city_id, 1)
        on conflict (area_id, purpose, category) do update set n = listing_counts.n + 1, city_id = excluded.city_id;
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger listing_counts_track after insert or delete or update of status, area_id, city_id, purpose, category
    on listings for each row execute function listing_counts_track()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const name of ['insert', 'delete', 'leave', 'join']) await sql`drop trigger ${sql.raw(`listing_counts_${name}`)}`.execute(db);
  } else {
    await sql`drop trigger listing_counts_track on listings`.execute(db);
    await sql`drop function listing_counts_track()`.execute(db);
  }
  await db.schema.dropTable('listing_counts').execute();
}
