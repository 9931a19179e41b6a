/**
 * Recent searches and recent locations, as pure list functions over what is kept in local storage.
 * Searches list the newest first; locations keep the newest last (they read left to right as chips).
 * Both keep 5 and drop an earlier copy of the entry being added.
 */
import { RECENT_LIMIT } from '@/lib/constants';

export interface RecentSearch {
  cityId: number;
  areaId: number | null;
  /** Marks the entry as coming from the recent list in mixed suggestion lists. */
  category: 'recent';
  /** What the visitor saw, e.g. 'DHA Phase 6, Lahore'. */
  title?: string;
}

export interface RecentLocation {
  id: number;
  title: string;
  cityId: number;
}

const sameSearch = (a: RecentSearch, b: RecentSearch) => a.cityId === b.cityId && a.areaId === b.areaId;

export function addRecentSearch(list: readonly RecentSearch[], entry: RecentSearch, limit = RECENT_LIMIT): RecentSearch[] {
  return [entry, ...list.filter((e) => !sameSearch(e, entry))].slice(0, limit);
}

export function addRecentLocation(
  list: readonly RecentLocation[],
  entry: RecentLocation,
  limit = RECENT_LIMIT,
): RecentLocation[] {
  return [...list.filter((e) => e.id !== entry.id), entry].slice(-limit);
}
