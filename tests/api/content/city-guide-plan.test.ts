import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialectOf, sqliteHandle } from '@/lib/db';
import { cityAreaCountsQuery } from '@/lib/guides/queries.server';
import { useTestDatabase } from '../support/db';
import { addListing, addPlaces, ISLAMABAD } from '../search/support/world';

const t = useTestDatabase();

describe("a city's area guide", () => {
  it('counts its areas from their covering search index, area by area, with no sort (SQLite)', async () => {
    await addPlaces(t.db);
    for (let i = 0; i < 3; i++) await addListing(t.db, { city_id: ISLAMABAD });
    const query = cityAreaCountsQuery(t.db, ISLAMABAD);
    const rows = await query.execute();
    expect(rows.map((r) => [r.area_id, r.purpose, Number(r.n)])).toEqual([[10, 'sale', 3]]);
    if (dialectOf(t.db) === 'postgres') return; // PostgreSQL plans by its own statistics; SQLite's choice is the one that went wrong.

    // Listings enough for ANALYZE to keep statistics of the shape a large database has (five areas, two cities).
    await sql`
      with recursive k(i) as (select 1 union all select i + 1 from k where i < 40000)
      insert into listings (purpose, category, type, city_id, area_id, lat, lng, title, price, size_value, size_unit, size_sqft,
        beds, baths, condition, features, status, created_at, updated_at, published_at)
      select case when i % 3 = 0 then 'rent' else 'sale' end, case when i % 4 = 0 then 'plot' else 'residential' end, 'house',
        case when i % 5 < 2 then 1 else 2 end, case i % 5 when 0 then 10 when 1 then 11 when 2 then 20 when 3 then 21 else 22 end,
        33.7, 73.0, 'Listing ' || i, 1000000 + i * 100, 10, 'marla', 2250 + i % 500, 3, 3, 'good', '{}',
        case when i % 7 = 0 then 'draft' else 'published' end, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z',
        printf('2026-%02d-01T00:00:00.000Z', 1 + i % 12)
      from k`.execute(t.db);
    await sql`analyze`.execute(t.db);
    const compiled = query.compile();
    const plan = sqliteHandle(t.db)!.prepare(`explain query plan ${compiled.sql}`).all(...(compiled.parameters as unknown[])) as Array<{ detail: string }>;
    const steps = plan.map((step) => step.detail).join(' | ');
    expect(steps).toMatch(/SEARCH listings USING COVERING INDEX listings_search_area_(price|newest) \(area_id=\?\)/);
    expect(steps).not.toMatch(/TEMP B-TREE/);
  });
});
