/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import type { Kysely } from 'kysely';

/*
 * Wanted requests expire 30 days after they are posted (WANTED_OPEN_DAYS). The expiry job finds the open
 * ones posted before the cutoff, and the count of open requests per city reads the open ones posted since:
 * both a range of created_at within status 'open', which wanted_city (status, city_id, created_at) serves
 * only city by city. And a poster's own expired requests are found by user_id, which had no index at all
 * (deleting an account, which sets user_id to null, searched the table too).
 * Status stays text: 'expired' is a new value, not a new column, on SQLite and PostgreSQL alike.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('wanted_open_age').ifNotExists().on('wanted_requests').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('wanted_user').ifNotExists().on('wanted_requests').columns(['user_id', 'status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('wanted_user').ifExists().execute();
  await db.schema.dropIndex('wanted_open_age').ifExists().execute();
}
