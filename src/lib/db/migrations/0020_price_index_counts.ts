/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import { sql, type Kysely } from 'kysely';
import { dialectOf, type Dialect } from '../connection.server';

/*
 * price_index_counts (docs/decisions/025-listing-counts.md): published sale listings per city, category,
 * month listed and step of asking price per square foot, kept by triggers on listings as listing_counts is.
 * A city's price index (its median price per square foot by month) is read from these counts: worked out
 * from the listings, it grouped two years of the city's sale listings (126,000 of the bench's 1,000,000 for
 * Lahore, 130–145 ms on a fast machine and up to a second under load), once in five minutes per server
 * process. Read from here it is the city's steps: about ten thousand rows.
 *
 * The step is INDEX_BUCKET_PKR (src/lib/guides/rules.ts) as it was when this was written; should it change,
 * a new migration refills the table (tests/api/content/price-index-counts.test.ts compares the two).
 */
const PUBLISHED = sql.lit('published');
const STEP_PKR = 250;
const KEY = sql.raw('city_id, category, month, bucket');

/**
 * One listing's place in the counts: whether it counts, its month and its step of price per square foot,
 * rounded down (SQLite's cast truncates; PostgreSQL's rounds to nearest, so it floors first).
 */
function counted(dialect: Dialect, row: 'new' | 'old' | 'listings') {
  const r = sql.raw(row === 'listings' ? '' : `${row}.`);
  const perStep = sql`${r}price / ${r}size_sqft / ${sql.lit(STEP_PKR)}`;
  return {
    month: sql`substr(${r}published_at, 1, 7)`,
    bucket: dialect === 'sqlite' ? sql`cast(${perStep} as integer)` : sql`cast(floor(${perStep}) as integer)`,
    where: sql`${r}status = ${PUBLISHED} and ${r}purpose = 'sale' and ${r}size_sqft > 0 and ${r}published_at is not null`,
  };
}

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('price_index_counts')
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_index_counts_pkey', ['city_id', 'category', 'month', 'bucket'])
    .$call((t) => (dialect === 'sqlite' ? t.modifyEnd(sql`without rowid`) : t))
    .execute();
  const l = counted(dialect, 'listings');
  await sql`
    insert into price_index_counts (city_id, category, month, bucket, n)
    select city_id, category, ${l.month}, ${l.bucket}, count(*) from listings where ${l.where}
    group by city_id, category, ${l.month}, ${l.bucket}`.execute(db);
  if (dialect === 'sqlite') await sqliteTriggers(db);
  else await postgresTrigger(db);
}

/** One listing in or out of its step's count: `sign` 1 or -1, `row` new or old. */
function change(dialect: Dialect, row: 'new' | 'old', sign: 1 | -1) {
  const r = sql.raw(row);
  const { month, bucket } = counted(dialect, row);
  return sign === 1
    ? sql`insert into price_index_counts (city_id, category, month, bucket, n) values (${r}.city_id, ${r}.category, ${month}, ${bucket}, 1)
          on conflict (${KEY}) do update set n = price_index_counts.n + 1;`
    : sql`update price_index_counts set n = n - 1
          where city_id = ${r}.city_id and category = ${r}.category and month = ${month} and bucket = ${bucket};`;
}

const WATCHED = sql.raw('status, purpose, city_id, category, price, size_sqft, published_at');

async function sqliteTriggers(db: Kysely<any>) {
  const when = (row: 'new' | 'old') => counted('sqlite', row).where;
  await sql`create trigger price_index_counts_insert after insert on listings when ${when('new')}
    begin ${change('sqlite', 'new', 1)} end`.execute(db);
  await sql`create trigger price_index_counts_delete after delete on listings when ${when('old')}
    begin ${change('sqlite', 'old', -1)} end`.execute(db);
  await sql`create trigger price_index_counts_leave after update of ${WATCHED} on listings when ${when('old')}
    begin ${change('sqlite', 'old', -1)} end`.execute(db);
  await sql`create trigger price_index_counts_join after update of ${WATCHED} on listings when ${when('new')}
    begin ${change('sqlite', 'new', 1)} end`.execute(db);
}

async function postgresTrigger(db: Kysely<any>) {
  await sql`create function price_index_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and ${counted('postgres', 'old').where} then
        ${change('postgres', 'old', -1)}
      end if;
      if tg_op in ('INSERT', 'UPDATE') and ${counted('postgres', 'new').where} then
        ${change('postgres', 'new', 1)}
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger price_index_counts_track after insert or delete or update of ${WATCHED}
    on listings for each row execute function price_index_counts_track()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const name of ['insert', 'delete', 'leave', 'join']) await sql`drop trigger ${sql.raw(`price_index_counts_${name}`)}`.execute(db);
  } else {
    await sql`drop trigger price_index_counts_track on listings`.execute(db);
    await sql`drop function price_index_counts_track()`.execute(db);
  }
  await db.schema.dropTable('price_index_counts').execute();
}
