/**
 * A short-lived memo for lists that change rarely and appear on every results page (cities, the
 * areas and agencies of a city). Per server and per database; a minute stale is harmless, and a
 * server that has not cached a list simply reads it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';

const TTL_MS = 60_000;
const memos = new WeakMap<Kysely<Database>, Map<string, { at: number; value: Promise<unknown> }>>();

export function memoFor<T>(db: Kysely<Database>, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  let byKey = memos.get(db);
  if (!byKey) memos.set(db, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load();
  byKey.set(key, { at: now, value });
  value.catch(() => byKey.delete(key));
  return value;
}
