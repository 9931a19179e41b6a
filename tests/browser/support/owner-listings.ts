import type { Page } from '@playwright/test';
import type Database from 'better-sqlite3';
import { withTestDb } from './db';
import { slugify } from '../../../src/lib/text/slug';

// The demo owner's listings as the management tests set them up: put straight into the test
// server's database (the wizard's own tests submit new listings), and removed again afterwards.

export interface Place {
  cityId: number;
  cityName: string;
  areaId: number;
  areaName: string;
}

/** The count a My Properties tab shows for a status. */
export function count(page: Page, status: string) {
  return page.locator(`[data-count="${status}"]`);
}

export async function countOf(page: Page, status: string): Promise<number> {
  return Number(await count(page, status).textContent());
}

/**
 * The demo owner's row. The demo set makes it, known by e-mail; the account's first sign-in and pages read
 * it as theirs (userRowOf), so a file run on its own can make the demo owner's listings before any sign-in.
 */
function demoOwner(db: Database.Database): { id: number } {
  const owner = db.prepare("select id from users where email = 'demo@basera.pk'").get() as { id: number } | undefined;
  if (!owner) throw new Error('The test database has no demo account: the server seeds it on an empty database');
  return owner;
}

/** A listing of the demo owner, in review, with three photos borrowed from the demo set. */
export function listingInReview(title: string, submittedAt = new Date().toISOString()): { id: number; place: Place } {
  return withTestDb((db) => {
    const owner = demoOwner(db);
    const place = db
      .prepare('select a.id as areaId, a.name as areaName, c.id as cityId, c.name as cityName from areas a join cities c on c.id = a.city_id order by a.id limit 1')
      .get() as Place;
    const now = submittedAt;
    const { lastInsertRowid } = db
      .prepare(
        `insert into listings (purpose, category, type, city_id, area_id, lat, lng, title, description, price, size_value, size_unit, size_sqft,
          beds, baths, condition, features, availability, owner_name, owner_code, owner_phone, user_id, status, created_at, updated_at)
         values ('sale', 'residential', 'house', ?, ?, null, null, ?, ?, 950000000, 10, 'marla', 2250, 4, 4, 'good', '{}',
          null, 'Demo User', '92', '3001234567', ?, 'in_review', ?, ?)`,
      )
      .run(place.cityId, place.areaId, title, 'A bright family house with a lawn, close to schools and the main market.', owner.id, now, now);
    const id = Number(lastInsertRowid);
    const keys = db.prepare('select distinct storage_key from listing_images limit 3').all() as Array<{ storage_key: string }>;
    keys.forEach((k, position) =>
      db
        .prepare('insert into listing_images (listing_id, storage_key, is_cover, position, width, height, user_id, created_at) values (?, ?, ?, ?, 840, 525, ?, ?)')
        .run(id, k.storage_key, position === 0 ? 1 : 0, position, owner.id, now),
    );
    return { id, place };
  });
}

/** A published listing of the demo owner (signed in once, so the account has its row). */
export function publishedOfDemo(title: string, expiresInDays = 30): number {
  return withTestDb((db) => {
    const owner = demoOwner(db);
    const area = db.prepare('select id, city_id from areas order by id limit 1').get() as { id: number; city_id: number };
    const now = new Date().toISOString();
    const expires = new Date(Date.now() + expiresInDays * 86_400_000).toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `insert into listings (purpose, category, type, city_id, area_id, title, description, price, size_value, size_unit, size_sqft,
          features, owner_name, owner_code, owner_phone, user_id, status, created_at, updated_at, published_at, expires_at)
         values ('sale', 'residential', 'house', ?, ?, ?, 'A house.', 30000000, 5, 'marla', 1125, '{}', 'Demo User', '92', '3001234567', ?,
          'published', ?, ?, ?, ?)`,
      )
      .run(area.city_id, area.id, title, owner.id, now, now, now, expires);
    return Number(lastInsertRowid);
  });
}

/** Removes a listing a test made, whatever state the test left it in. */
export function forget(id: number): void {
  withTestDb((db) => db.prepare('delete from listings where id = ?').run(id));
}

/** The results page of houses and other homes for sale in one area. */
export function areaResultsPath(place: Place): string {
  return `/sale/residential-properties-for-sale-${slugify(place.areaName)}-${slugify(place.cityName)}-${place.cityId}-${place.areaId}`;
}
