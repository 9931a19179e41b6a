import Database from 'better-sqlite3';
import type { SizeUnitId } from '../../../src/lib/money';
import { currentLane } from '../../support/browser-lanes';

// The listings of the test server's demo data that the listing page's tests look at, read from its database.

export interface Row {
  id: number;
  purpose: 'sale' | 'rent';
  title: string;
  price: number;
  size_value: number;
  size_unit: SizeUnitId;
  beds: number | null;
  baths: number | null;
  city: string;
  area: string;
  lat: number;
}

export function database() {
  return new Database(currentLane().databasePath, { fileMustExist: true });
}

/** A published house with pictures, a pin and rooms: the page shows every part for it. */
export function publishedListing(offset = 0): Row {
  const db = database();
  try {
    return db
      .prepare(
        `select l.id, l.purpose, l.title, l.price, l.size_value, l.size_unit, l.beds, l.baths, c.name city, a.name area, l.lat
         from listings l join cities c on c.id = l.city_id join areas a on a.id = l.area_id
         where l.status = 'published' and l.type = 'house' and l.lat is not null and l.beds > 0 and l.baths > 0
           and l.owner_phone is not null
           and (select count(*) from listing_images i where i.listing_id = l.id) > 1
         order by l.id limit 1 offset ?`,
      )
      .get(offset) as Row;
  } finally {
    db.close();
  }
}

/** A listing like publishedListing(offset), or the next one after it, that the demo user does not like (the demo data likes some). */
export function notLikedByDemo(offset: number): Row {
  for (let at = offset; ; at++) {
    const listing = publishedListing(at);
    const liked = query('select 1 from listing_likes k join users u on u.id = k.user_id where u.email = ? and k.listing_id = ?', 'demo@basera.pk', listing.id);
    if (!liked) return listing;
  }
}

export function query<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = database();
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}
