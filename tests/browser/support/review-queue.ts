import { withTestDb } from './db';

// Listings put straight into the test server's database for the operators' console, and removed again.

/** A listing of the demo owner in review (or another status), submitted at `submittedAt`, in the first area. */
export function queuedListing(title: string, submittedAt: string, status = 'in_review'): number {
  return withTestDb((db) => {
    // The demo owner (the row made by their first sign-in, when there is one), else any demo owner.
    const owner = db.prepare("select id from users order by email = 'demo@basera.pk' desc, subject is not null desc, id limit 1").get() as { id: number };
    const place = db.prepare('select a.id as areaId, a.city_id as cityId from areas a order by a.id limit 1').get() as { areaId: number; cityId: number };
    const published = status === 'published' ? submittedAt : null;
    const expires = status === 'published' ? new Date(Date.now() + 30 * 86_400_000).toISOString() : null;
    const { lastInsertRowid } = db
      .prepare(
        `insert into listings (purpose, category, type, city_id, area_id, title, description, price, size_value, size_unit, size_sqft,
          beds, baths, condition, features, owner_name, owner_code, owner_phone, user_id, status, created_at, updated_at, published_at, expires_at)
         values ('sale', 'residential', 'house', ?, ?, ?, 'A family house close to the market.', 42000000, 10, 'marla', 2250, 4, 4, 'good', '{}',
          'Demo User', '92', '3001234567', ?, ?, ?, ?, ?, ?)`,
      )
      .run(place.cityId, place.areaId, title, owner.id, status, submittedAt, submittedAt, published, expires);
    return Number(lastInsertRowid);
  });
}

/** Removes listings a test made, whatever state it left them in (their claims go with them). */
export function forgetListings(...ids: number[]): void {
  withTestDb((db) => {
    for (const id of ids) db.prepare('delete from listings where id = ?').run(id);
  });
}

export function listingStatus(id: number): string | undefined {
  return withTestDb((db) => (db.prepare('select status from listings where id = ?').get(id) as { status: string } | undefined)?.status);
}
