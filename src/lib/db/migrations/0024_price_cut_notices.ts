/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import type { Kysely } from 'kysely';

/*
 * Whether a person is told when a property they liked is published at a lower price (docs/decisions/086).
 * On unless they turn it off in their profile: they asked to follow the property by liking it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('price_cut_notices', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('price_cut_notices').execute();
}
