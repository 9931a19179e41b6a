/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed Kysely<any> on purpose */
import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/*
 * The first schema: every table the marketplace needs. Frozen: later changes go in new migrations.
 * Conventions (docs/decisions/001-data-types.md): ids are integers, flags are integer 0/1,
 * times are ISO 8601 UTC text, days are YYYY-MM-DD text, money is integer rupees (bigint),
 * JSON is text. These read back the same from SQLite and PostgreSQL.
 */

type Table = CreateTableBuilder<string, never>;

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (t: Table): Table =>
    t.addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()));
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  const ref = (table: string, onDelete: 'cascade' | 'set null' | 'restrict' = 'restrict') => (c: ColumnDefinitionBuilder) =>
    c.references(`${table}.id`).onDelete(onDelete);
  const refNotNull = (table: string, onDelete: 'cascade' | 'restrict' = 'restrict') => (c: ColumnDefinitionBuilder) =>
    c.notNull().references(`${table}.id`).onDelete(onDelete);
  const real = 'double precision';
  const money = 'bigint';

  await id(db.schema.createTable('cities'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('province', 'text')
    .addColumn('lat', real, (c) => c.notNull())
    .addColumn('lng', real, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_top', 'integer', flag)
    .execute();

  await id(db.schema.createTable('areas'))
    .addColumn('city_id', 'integer', refNotNull('cities'))
    .addColumn('parent_id', 'integer', ref('areas', 'set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('lat', real, (c) => c.notNull())
    .addColumn('lng', real, (c) => c.notNull())
    .addColumn('tier', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('areas_city_slug_unique', ['city_id', 'slug'])
    .execute();
  await db.schema.createIndex('areas_city_popularity').on('areas').columns(['city_id', 'popularity']).execute();

  await db.schema
    .createTable('area_guides')
    .addColumn('area_id', 'integer', (c) => c.primaryKey().references('areas.id').onDelete('cascade'))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('agencies'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('city_id', 'integer', refNotNull('cities'))
    .addColumn('area_id', 'integer', ref('areas', 'set null'))
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('address', 'text')
    .addColumn('description', 'text')
    .addColumn('logo_key', 'text')
    .addColumn('verified', 'integer', flag)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agencies_city_name').on('agencies').columns(['city_id', 'name']).execute();

  await id(db.schema.createTable('users'))
    .addColumn('subject', 'text', (c) => c.unique())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('name', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('webUser'))
    .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('agency_id', 'integer', ref('agencies', 'set null'))
    .addColumn('city_id', 'integer', ref('cities', 'set null'))
    .addColumn('profile_url', 'text')
    .addColumn('phone_verified', 'integer', flag)
    .addColumn('legacy_user_id', 'text', (c) => c.unique())
    .addColumn('legacy_migrated', 'integer', flag)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_email').on('users').column('email').execute();
  await db.schema.createIndex('users_phone').on('users').column('phone').execute();

  await id(db.schema.createTable('listings'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('sub_type', 'text')
    .addColumn('city_id', 'integer', refNotNull('cities'))
    .addColumn('area_id', 'integer', refNotNull('areas'))
    .addColumn('lat', real)
    .addColumn('lng', real)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('size_value', real, (c) => c.notNull())
    .addColumn('size_unit', 'text', (c) => c.notNull())
    .addColumn('size_sqft', real, (c) => c.notNull())
    .addColumn('beds', 'integer')
    .addColumn('baths', 'integer')
    .addColumn('condition', 'text')
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('availability', 'text')
    .addColumn('owner_name', 'text')
    .addColumn('owner_code', 'text', (c) => c.notNull().defaultTo('92'))
    .addColumn('owner_phone', 'text')
    .addColumn('agency_id', 'integer', ref('agencies', 'set null'))
    .addColumn('user_id', 'integer', ref('users', 'set null'))
    .addColumn('verified', 'integer', flag)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('quality', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('removed_at', 'text')
    .addColumn('removal_reason', 'text')
    .addColumn('selling_price', money)
    .addColumn('removed_other', 'text')
    .execute();
  // The results page: a city or an area, a purpose, maybe a category, newest first or by price.
  const listingIndexes: Array<[string, string[]]> = [
    ['listings_city_newest', ['status', 'city_id', 'purpose', 'category', 'created_at']],
    ['listings_area_newest', ['status', 'area_id', 'purpose', 'category', 'created_at']],
    ['listings_city_price', ['status', 'city_id', 'purpose', 'price']],
    ['listings_area_price', ['status', 'area_id', 'purpose', 'price']],
    ['listings_city_size', ['status', 'city_id', 'purpose', 'size_sqft']],
    ['listings_owner', ['user_id', 'status', 'updated_at']],
    ['listings_agency', ['agency_id', 'status']],
    ['listings_expiry', ['status', 'expires_at']],
    ['listings_pin', ['lat', 'lng']],
  ];
  for (const [name, columns] of listingIndexes) {
    await db.schema.createIndex(name).on('listings').columns(columns).execute();
  }

  // listing_id is empty while an image is uploaded for a listing not saved yet.
  await id(db.schema.createTable('listing_images'))
    .addColumn('listing_id', 'integer', (c) => c.references('listings.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('is_cover', 'integer', flag)
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('phash', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('user_id', 'integer', ref('users', 'set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('listing_images_listing').on('listing_images').columns(['listing_id', 'position']).execute();
  await db.schema.createIndex('listing_images_phash').on('listing_images').column('phash').execute();

  await id(db.schema.createTable('listing_feedback'))
    .addColumn('listing_id', 'integer', refNotNull('listings', 'cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('author_user_id', 'integer', ref('users', 'set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('listing_feedback_listing').on('listing_feedback').columns(['listing_id', 'created_at']).execute();

  await db.schema
    .createTable('listing_likes')
    .addColumn('user_id', 'integer', refNotNull('users', 'cascade'))
    .addColumn('listing_id', 'integer', refNotNull('listings', 'cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_likes_pk', ['user_id', 'listing_id'])
    .execute();
  await db.schema.createIndex('listing_likes_listing').on('listing_likes').column('listing_id').execute();

  await db.schema
    .createTable('listing_daily_stats')
    .addColumn('listing_id', 'integer', refNotNull('listings', 'cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contacts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('inquiries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('listing_daily_stats_pk', ['listing_id', 'day'])
    .execute();

  // One row per viewer per listing per day, so reloading a page does not count twice.
  await db.schema
    .createTable('listing_view_marks')
    .addColumn('listing_id', 'integer', refNotNull('listings', 'cascade'))
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_view_marks_pk', ['listing_id', 'viewer_key', 'day'])
    .execute();
  await db.schema.createIndex('listing_view_marks_day').on('listing_view_marks').column('day').execute();

  await id(db.schema.createTable('projects'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('developer', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer', refNotNull('cities'))
    .addColumn('area_id', 'integer', ref('areas', 'set null'))
    .addColumn('lat', real)
    .addColumn('lng', real)
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_price', money)
    .addColumn('max_price', money)
    .addColumn('min_size_sqft', real)
    .addColumn('max_size_sqft', real)
    .addColumn('cover_key', 'text')
    .addColumn('possession', 'text')
    .addColumn('verified', 'integer', flag)
    .addColumn('published', 'integer', flag)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('projects_city_priority').on('projects').columns(['city_id', 'priority']).execute();

  await id(db.schema.createTable('project_units'))
    .addColumn('project_id', 'integer', refNotNull('projects', 'cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('beds', 'integer')
    .addColumn('baths', 'integer')
    .addColumn('min_size_sqft', real, (c) => c.notNull())
    .addColumn('max_size_sqft', real, (c) => c.notNull())
    .addColumn('min_price', money, (c) => c.notNull())
    .addColumn('max_price', money, (c) => c.notNull())
    .addColumn('available', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('project_units_project').on('project_units').columns(['project_id', 'position']).execute();

  await db.schema
    .createTable('project_likes')
    .addColumn('user_id', 'integer', refNotNull('users', 'cascade'))
    .addColumn('project_id', 'integer', refNotNull('projects', 'cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_likes_pk', ['user_id', 'project_id'])
    .execute();

  await id(db.schema.createTable('inquiries'))
    .addColumn('listing_id', 'integer', ref('listings', 'cascade'))
    .addColumn('project_id', 'integer', ref('projects', 'cascade'))
    .addColumn('user_id', 'integer', ref('users', 'set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text')
    .execute();
  await db.schema.createIndex('inquiries_listing').on('inquiries').columns(['listing_id', 'created_at']).execute();
  await db.schema.createIndex('inquiries_project').on('inquiries').columns(['project_id', 'created_at']).execute();

  await id(db.schema.createTable('reports'))
    .addColumn('listing_id', 'integer', refNotNull('listings', 'cascade'))
    .addColumn('user_id', 'integer', ref('users', 'set null'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('comments', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('reports_status').on('reports').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('reports_listing').on('reports').column('listing_id').execute();

  await id(db.schema.createTable('wanted_requests'))
    .addColumn('user_id', 'integer', ref('users', 'set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('city_id', 'integer', refNotNull('cities'))
    .addColumn('area_id', 'integer', ref('areas', 'set null'))
    .addColumn('min_price', money)
    .addColumn('max_price', money)
    .addColumn('min_size_sqft', real)
    .addColumn('max_size_sqft', real)
    .addColumn('beds', 'integer')
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wanted_city').on('wanted_requests').columns(['status', 'city_id', 'created_at']).execute();

  await db.schema
    .createTable('exchange_rates')
    .addColumn('currency', 'text', (c) => c.primaryKey())
    .addColumn('pkr_per_unit', real, (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('materials'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('grp', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('material_prices')
    .addColumn('material_id', 'integer', refNotNull('materials', 'cascade'))
    .addColumn('city_id', 'integer', refNotNull('cities', 'cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('price', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('material_prices_pk', ['material_id', 'city_id', 'day'])
    .execute();
  await db.schema.createIndex('material_prices_city_day').on('material_prices').columns(['city_id', 'day']).execute();

  await id(db.schema.createTable('otp_codes'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('verify_phone'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('otp_codes_phone').on('otp_codes').columns(['phone', 'created_at']).execute();

  await id(db.schema.createTable('legacy_migrations'))
    .addColumn('legacy_user_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', ref('users', 'set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('listings_moved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', ref('users', 'set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_type', 'subject_id', 'at']).execute();

  await id(db.schema.createTable('points_of_interest'))
    .addColumn('city_id', 'integer', refNotNull('cities', 'cascade'))
    .addColumn('area_id', 'integer', ref('areas', 'cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('lat', real, (c) => c.notNull())
    .addColumn('lng', real, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('points_of_interest_pin').on('points_of_interest').columns(['lat', 'lng']).execute();
  await db.schema.createIndex('points_of_interest_area').on('points_of_interest').columns(['area_id', 'kind']).execute();

  await db.schema
    .createTable('media_objects')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('user_id', 'integer', ref('users', 'set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'media_objects', 'points_of_interest', 'audit_log', 'legacy_migrations', 'otp_codes', 'material_prices',
    'materials', 'exchange_rates', 'wanted_requests', 'reports', 'inquiries', 'project_likes', 'project_units',
    'projects', 'listing_view_marks', 'listing_daily_stats', 'listing_likes', 'listing_feedback', 'listing_images',
    'listings', 'users', 'agencies', 'area_guides', 'areas', 'cities',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
