/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * What a project page shows besides its cover: each unit's purpose (sale or rent) and the unit its
 * size is quoted in (sizes stay stored in square feet, so they compare across units), several
 * pictures per project, and its YouTube video ids (a JSON array of ids, as `features` is one of
 * texts). Existing units are for sale; plots read in Marla, or Kanal from one Kanal up; others in
 * square feet, which is how the pages showed them before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema.alterTable('project_units').addColumn('purpose', 'text', (c) => c.notNull().defaultTo('sale')).execute();
  await db.schema.alterTable('project_units').addColumn('size_unit', 'text', (c) => c.notNull().defaultTo('sqft')).execute();
  await sql`update project_units set size_unit = case when max_size_sqft >= 4500 then 'kanal' else 'marla' end where category = 'plot'`.execute(db);

  await db.schema.alterTable('projects').addColumn('video_ids', 'text', (c) => c.notNull().defaultTo('[]')).execute();

  await db.schema
    .createTable('project_images')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('project_images_project').on('project_images').columns(['project_id', 'position']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('project_images').execute();
  await db.schema.alterTable('projects').dropColumn('video_ids').execute();
  await db.schema.alterTable('project_units').dropColumn('size_unit').execute();
  await db.schema.alterTable('project_units').dropColumn('purpose').execute();
}
