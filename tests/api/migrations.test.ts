import { describe, expect, it } from 'vitest';
import { migrations } from '@/lib/db/migrations';
import { nowIso, toFlag, fromFlag, parseJson } from '@/lib/db';
import { useTestDatabase } from './support/db';

const t = useTestDatabase();

describe('migrations', () => {
  it('create every table of the Database interface', async () => {
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    for (const name of [
      'cities', 'areas', 'area_guides', 'agencies', 'users', 'listings', 'listing_images', 'listing_feedback',
      'listing_likes', 'listing_daily_stats', 'listing_view_marks', 'projects', 'project_units', 'project_images', 'project_likes',
      'inquiries', 'reports', 'wanted_requests', 'exchange_rates', 'materials', 'material_prices', 'otp_codes',
      'legacy_migrations', 'audit_log', 'points_of_interest', 'media_objects', 'listing_features', 'review_claims',
    ]) {
      expect(tables).toContain(name);
    }
  });

  it('record every migration as applied', async () => {
    const applied = await t.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied.map((row) => (row as { name: string }).name).sort()).toEqual(Object.keys(migrations).sort());
  });
});

describe('stored values read the same on both databases', () => {
  it('keeps money beyond int4, flags as 0/1, times as ISO text and JSON as text', async () => {
    const now = nowIso();
    const city = await t.db
      .insertInto('cities')
      .values({ name: 'Islamabad', slug: 'islamabad', province: 'Islamabad', lat: 33.72148, lng: 73.04329, position: 1, is_top: toFlag(true) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const area = await t.db
      .insertInto('areas')
      .values({ city_id: city.id, parent_id: null, name: 'F-7', slug: 'f-7', lat: 33.72, lng: 73.05 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listing = await t.db
      .insertInto('listings')
      .values({
        purpose: 'sale', category: 'commercial', type: 'plaza', sub_type: null, city_id: city.id, area_id: area.id,
        lat: 33.7201, lng: 73.0512, title: 'Plaza for Sale in F-7', price: 9_876_543_210, size_value: 4,
        size_unit: 'kanal', size_sqft: 18000, beds: null, baths: 8, condition: 'good',
        features: JSON.stringify({ lift: true }), availability: null, owner_name: 'Owner', owner_phone: '3001234567',
        agency_id: null, user_id: null, verified: 1, status: 'published', quality: null, created_at: now,
        updated_at: now, published_at: now, expires_at: null, removed_at: null, removal_reason: null,
        selling_price: null, removed_other: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await t.db.selectFrom('listings').selectAll().where('id', '=', listing.id).executeTakeFirstOrThrow();
    expect(row.price).toBe(9_876_543_210);
    expect(typeof row.price).toBe('number');
    expect(row.verified).toBe(1);
    expect(fromFlag(row.verified)).toBe(true);
    expect(row.created_at).toBe(now);
    expect(row.size_sqft).toBe(18000);
    expect(row.lat).toBeCloseTo(33.7201, 6);
    expect(parseJson(row.features, {})).toEqual({ lift: true });
    expect(row.status).toBe('published');
    expect(row.description).toBe('');

    const counted = await t.db
      .selectFrom('listings')
      .select((e) => [e.fn.countAll<number>().as('n'), e.fn.sum<number>('price').as('total')])
      .executeTakeFirstOrThrow();
    expect(counted).toEqual({ n: 1, total: 9_876_543_210 });
  });

  it('refuses a listing in a city that does not exist (foreign keys are on)', async () => {
    const now = nowIso();
    await expect(
      t.db
        .insertInto('areas')
        .values({ city_id: 999_999, parent_id: null, name: 'Nowhere', slug: 'nowhere', lat: 0, lng: 0, popularity: 0, tier: 3 })
        .execute(),
    ).rejects.toThrow();
    expect(now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
