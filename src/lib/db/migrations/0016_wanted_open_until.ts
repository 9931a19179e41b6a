/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../connection.server';

/*
 * A Wanted request's poster may keep it open for another 30 days, so when it leaves the lists is no
 * longer its posting time plus 30 days: it is stored, `open_until` (ISO text, as every time is), and
 * `renewed_at` says when it was last kept open (null: never). Existing rows get what they were shown
 * until so far, created_at plus 30 days (written out: the rule of the day, not whatever it is later),
 * in the same text toISOString() writes, so the times compare as text on both databases.
 *
 * The default '' is only there because SQLite cannot add a NOT NULL column without one; every insert
 * sets open_until, and a row that did not would sort before any time: expired, its number hidden.
 *
 * The three indexes of the lists move from created_at to open_until (the lists now leave a request out
 * by open_until and show the most recently posted or kept open first):
 *   wanted_city_until (status, city_id, open_until, id): a city's page, its order and its count;
 *   wanted_open_until (status, open_until, city_id): the expiry job, and the count per city;
 *   wanted_user_until (user_id, status, open_until): a poster's own expired requests (and account deletion).
 * SQLite gets their statistics at once, as 0014 explains; PostgreSQL keeps statistics per column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wanted_requests').addColumn('open_until', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('wanted_requests').addColumn('renewed_at', 'text').execute();
  if (dialectOf(db) === 'sqlite') {
    await sql`update wanted_requests set open_until = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+30 days')`.execute(db);
  } else {
    await sql`update wanted_requests set open_until = to_char((created_at::timestamptz + interval '30 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.execute(db);
  }
  await db.schema.createIndex('wanted_city_until').ifNotExists().on('wanted_requests').columns(['status', 'city_id', 'open_until', 'id']).execute();
  await db.schema.createIndex('wanted_open_until').ifNotExists().on('wanted_requests').columns(['status', 'open_until', 'city_id']).execute();
  await db.schema.createIndex('wanted_user_until').ifNotExists().on('wanted_requests').columns(['user_id', 'status', 'open_until']).execute();
  await db.schema.dropIndex('wanted_city').ifExists().execute();
  await db.schema.dropIndex('wanted_open_age').ifExists().execute();
  await db.schema.dropIndex('wanted_user').ifExists().execute();
  if (dialectOf(db) === 'sqlite') await sql`analyze wanted_requests`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('wanted_city').ifNotExists().on('wanted_requests').columns(['status', 'city_id', 'created_at']).execute();
  await db.schema.createIndex('wanted_open_age').ifNotExists().on('wanted_requests').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('wanted_user').ifNotExists().on('wanted_requests').columns(['user_id', 'status', 'created_at']).execute();
  await db.schema.dropIndex('wanted_user_until').ifExists().execute();
  await db.schema.dropIndex('wanted_open_until').ifExists().execute();
  await db.schema.dropIndex('wanted_city_until').ifExists().execute();
  await db.schema.alterTable('wanted_requests').dropColumn('renewed_at').execute();
  await db.schema.alterTable('wanted_requests').dropColumn('open_until').execute();
}
