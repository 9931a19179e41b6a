/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import type { Kysely } from 'kysely';

/*
 * A Wanted request's poster is told once when it enters its last week (when it can first be kept open
 * for longer). `reminded_until` holds the open-until the reminder was about: a request kept open gets a
 * new open-until, so it is reminded again before that one, and never twice for the same. Found through
 * wanted_open_until (status, open_until, city_id) by its range of open-until; no index of its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wanted_requests').addColumn('reminded_until', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wanted_requests').dropColumn('reminded_until').execute();
}
