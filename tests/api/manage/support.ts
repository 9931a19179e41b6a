/**
 * A small world for the management tests: a city and area, an owner, another person, a moderator,
 * and listings made directly in the database in whatever status a test needs.
 */
import type { Kysely } from 'kysely';
import type { SessionUser } from '@/lib/accounts/types';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { nowIso, type Database, type NewListing } from '@/lib/db';

export function person(id: string, groups: string[] = []): SessionUser {
  return { id, email: `${id}@example.pk`, phone: '+923001234567', name: `Person ${id}`, role: 'webUser', groups };
}

export const owner = person('owner');
export const stranger = person('stranger');
export const moderator = person('moderator', ['moderators']);

/** The JSON problem body of a refused call. */
export interface Problem {
  status: number;
  detail: string;
  errors: Record<string, string>;
}

export interface ManageWorld {
  cityId: number;
  areaId: number;
  ownerId: number;
  strangerId: number;
  moderatorId: number;
}

export async function seedManageWorld(db: Kysely<Database>): Promise<ManageWorld> {
  const city = await db.insertInto('cities').values({ name: 'Lahore', slug: 'lahore', province: 'Punjab', lat: 31.52, lng: 74.35, position: 2 }).returning('id').executeTakeFirstOrThrow();
  const area = await db.insertInto('areas').values({ city_id: city.id, name: 'DHA Phase 6', slug: 'dha-phase-6', lat: 31.47, lng: 74.45 }).returning('id').executeTakeFirstOrThrow();
  return {
    cityId: city.id,
    areaId: area.id,
    ownerId: await ensureUserRow(db, owner),
    strangerId: await ensureUserRow(db, stranger),
    moderatorId: await ensureUserRow(db, moderator),
  };
}

let counter = 0;

/** A listing of `userId` in `status` (published ones get a publication and an expiry a month out). */
export async function makeListing(db: Kysely<Database>, world: ManageWorld, values: Partial<NewListing> = {}): Promise<number> {
  const now = nowIso();
  counter += 1;
  const status = values.status ?? 'draft';
  const row = await db
    .insertInto('listings')
    .values({
      purpose: 'sale', category: 'residential', type: 'house', title: `Corner house ${counter}`, price: 45_000_000,
      size_value: 1, size_unit: 'kanal', size_sqft: 4500, beds: 5, baths: 5, city_id: world.cityId, area_id: world.areaId,
      owner_name: 'Owner', owner_phone: '3001234567', user_id: world.ownerId, created_at: now, updated_at: now,
      published_at: status === 'published' ? now : null,
      expires_at: status === 'published' ? new Date(Date.now() + 30 * 86_400_000).toISOString() : null,
      ...values,
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function statusOf(db: Kysely<Database>, id: number) {
  return db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
}
