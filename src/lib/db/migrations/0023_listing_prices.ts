/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import { sql, type Kysely } from 'kysely';

/*
 * The prices a listing has been published at (docs/decisions/086): one row each time it goes on the market
 * at a price other than its last, so a visitor sees how its price moved. Read by listing, newest last, on
 * the primary key. The listing keeps its latest cut (`price_cut_from`, `price_cut_at`) for the cards, which
 * a results page draws thirty at a time and should not look up one by one.
 *
 * Listings on the market (or once on it) start their history at the price they show now, from when they
 * were first published: the price a listing in review was published at before its owner's edit is not
 * kept anywhere, so for those the history starts at the edited price.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_prices')
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_prices_pk', ['listing_id', 'at'])
    .execute();
  await db.schema.alterTable('listings').addColumn('price_cut_from', 'bigint').execute();
  await db.schema.alterTable('listings').addColumn('price_cut_at', 'text').execute();
  await sql`
    insert into listing_prices (listing_id, at, price)
    select id, published_at, price from listings where published_at is not null
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listings').dropColumn('price_cut_at').execute();
  await db.schema.alterTable('listings').dropColumn('price_cut_from').execute();
  await db.schema.dropTable('listing_prices').ifExists().execute();
}
