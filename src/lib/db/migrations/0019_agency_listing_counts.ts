/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../connection.server';

/*
 * agency_listing_counts (docs/decisions/025-listing-counts.md): how many published listings each agency
 * holds per area, category and type, kept by triggers on listings as listing_counts is. The agency
 * directory ranks a city's agencies by their listings there (narrowed by area, category or type): counted
 * from the listings, that grouped every published listing of the city by agency, about a second a query
 * on 1,000,000 listings and two queries a page. Read from here it is a few hundred rows.
 */
const PUBLISHED = sql.lit('published');
const KEY = sql.raw('agency_id, area_id, category, type');

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agency_listing_counts')
    .addColumn('agency_id', 'integer', (c) => c.notNull())
    .addColumn('area_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('agency_listing_counts_pkey', ['agency_id', 'area_id', 'category', 'type'])
    .$call((t) => (dialectOf(db) === 'sqlite' ? t.modifyEnd(sql`without rowid`) : t))
    .execute();
  // The directory's one read: a city's rows (or an area's), summed per agency.
  await db.schema
    .createIndex('agency_listing_counts_city')
    .on('agency_listing_counts')
    .columns(['city_id', 'agency_id', 'area_id', 'category', 'type', 'n'])
    .execute();
  await sql`
    insert into agency_listing_counts (agency_id, area_id, category, type, city_id, n)
    select agency_id, area_id, category, type, min(city_id), count(*) from listings
    where status = ${PUBLISHED} and agency_id is not null
    group by agency_id, area_id, category, type`.execute(db);
  if (dialectOf(db) === 'sqlite') await sqliteTriggers(db);
  else await postgresTrigger(db);
}

/** One listing in or out of its agency's count: `sign` 1 or -1, `row` new or old. */
function sqliteChange(row: 'new' | 'old', sign: 1 | -1) {
  const r = sql.raw(row);
  return sign === 1
    ? sql`insert into agency_listing_counts (agency_id, area_id, category, type, city_id, n)
          values (${r}.agency_id, ${r}.area_id, ${r}.category, ${r}.type, ${r}.city_id, 1)
          on conflict (${KEY}) do update set n = n + 1, city_id = excluded.city_id;`
    : sql`update agency_listing_counts set n = n - 1
          where agency_id = ${r}.agency_id and area_id = ${r}.area_id and category = ${r}.category and type = ${r}.type;`;
}

async function sqliteTriggers(db: Kysely<any>) {
  const watched = sql.raw('status, agency_id, area_id, city_id, category, type');
  const counted = (row: 'new' | 'old') => sql`${sql.raw(row)}.status = ${PUBLISHED} and ${sql.raw(row)}.agency_id is not null`;
  await sql`create trigger agency_listing_counts_insert after insert on listings when ${counted('new')}
    begin ${sqliteChange('new', 1)} end`.execute(db);
  await sql`create trigger agency_listing_counts_delete after delete on listings when ${counted('old')}
    begin ${sqliteChange('old', -1)} end`.execute(db);
  await sql`create trigger agency_listing_counts_leave after update of ${watched} on listings when ${counted('old')}
    begin ${sqliteChange('old', -1)} end`.execute(db);
  await sql`create trigger agency_listing_counts_join after update of ${watched} on listings when ${counted('new')}
    begin ${sqliteChange('new', 1)} end`.execute(db);
}

async function postgresTrigger(db: Kysely<any>) {
  await sql`create function agency_listing_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.status = 'published' and old.agency_id is not null then
        update agency_listing_counts set n = n - 1
        where agency_id = old.agency_id and area_id = old.area_id and category = old.category and type = old.type;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.status = 'published' and new.agency_id is not null then
        insert into agency_listing_counts (agency_id, area_id, category, type, city_id, n)
        values (new.agency_id, new.area_id, new.category, new.type, new.city_id, 1)
        on conflict (agency_id, area_id, category, type) do update set n = agency_listing_counts.n + 1, city_id = excluded.city_id;
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger agency_listing_counts_track
    after insert or delete or update of status, agency_id, area_id, city_id, category, type
    on listings for each row execute function agency_listing_counts_track()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const name of ['insert', 'delete', 'leave', 'join']) await sql`drop trigger ${sql.raw(`agency_listing_counts_${name}`)}`.execute(db);
  } else {
    await sql`drop trigger agency_listing_counts_track on listings`.execute(db);
    await sql`drop function agency_listing_counts_track()`.execute(db);
  }
  await db.schema.dropTable('agency_listing_counts').execute();
}
