/** A person's saved searches: kept, listed and deleted (docs/decisions/087; rules in ./rules). */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { HttpError } from '@/lib/http/problem';
import { placesOfFilter } from '@/lib/search/places.server';
import type { ListingFilter } from '@/lib/search/schema';
import { parseListingUrl, withPlaceNames } from '@/lib/search/url';
import { SAVED_SEARCHES_MAX, savedLabel, savedPath, savedSearchMessages } from './rules';

type Db = Kysely<Database>;

export interface SavedSearch {
  id: number;
  label: string;
  path: string;
  createdAt: string;
}

/** The search a results address makes, with its places' names; null when it is not one (or names unknown places). */
export async function searchOfPath(db: Db, path: string): Promise<ListingFilter | null> {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const filter = parseListingUrl(path);
  if (!filter) return null;
  const places = await placesOfFilter(db, filter.city.id, filter.areaList.map((a) => a.id));
  if (!places) return null;
  return withPlaceNames(filter, { city: places.city, areas: places.areas.map((a) => ({ id: a.id, title: a.name })) });
}

/** Keeps the search of a results address for `userId`; answers it and whether it was new. */
export async function saveSearch(db: Db, userId: number, path: string, now = new Date()): Promise<{ search: SavedSearch; created: boolean }> {
  const filter = await searchOfPath(db, path);
  if (!filter) throw new HttpError(400, savedSearchMessages.notASearch, { path: savedSearchMessages.notASearch });
  const saved = savedPath(filter);
  const existing = await db.selectFrom('saved_searches').select(['id', 'label', 'path', 'created_at']).where('user_id', '=', userId).where('path', '=', saved).executeTakeFirst();
  if (existing) return { search: toSearch(existing), created: false };
  const count = await db.selectFrom('saved_searches').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  if (Number(count.n) >= SAVED_SEARCHES_MAX) throw new HttpError(409, savedSearchMessages.tooMany);
  const at = now.toISOString();
  const row = await db
    .insertInto('saved_searches')
    .values({ user_id: userId, path: saved, label: savedLabel(filter), created_at: at, checked_at: at })
    .returning(['id', 'label', 'path', 'created_at'])
    .executeTakeFirstOrThrow();
  return { search: toSearch(row), created: true };
}

/** The id of `userId`'s saved search of this filter, or null: the results page says a search is saved. */
export async function savedSearchIdOf(db: Db, userId: number, filter: ListingFilter): Promise<number | null> {
  const row = await db.selectFrom('saved_searches').select('id').where('user_id', '=', userId).where('path', '=', savedPath(filter)).executeTakeFirst();
  return row?.id ?? null;
}

export async function savedSearchesOf(db: Db, userId: number): Promise<SavedSearch[]> {
  const rows = await db.selectFrom('saved_searches').select(['id', 'label', 'path', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toSearch);
}

/** Deletes one of `userId`'s saved searches; 404 when it is not theirs. */
export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<void> {
  const result = await db.deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new HttpError(404, savedSearchMessages.notFound);
}

function toSearch(row: { id: number; label: string; path: string; created_at: string }): SavedSearch {
  return { id: row.id, label: row.label, path: row.path, createdAt: row.created_at };
}
