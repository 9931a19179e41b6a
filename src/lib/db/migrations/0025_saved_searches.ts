/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import type { Kysely } from 'kysely';
import { dialectOf } from '../connection.server';

/*
 * Searches a person saved to hear of new listings (docs/decisions/087). `path` is the results address as
 * the site writes it (page 1); `checked_at` is when new listings were last looked for, which the job moves
 * on only where it still holds the value it read, so two servers never send the same news twice. Read by
 * person (their page) and by `checked_at` (the job takes the longest unchecked first).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'integer', (c) => (dialectOf(db) === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_searches_user').on('saved_searches').columns(['user_id', 'path']).unique().execute();
  await db.schema.createIndex('saved_searches_checked').on('saved_searches').columns(['checked_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_searches').ifExists().execute();
}
