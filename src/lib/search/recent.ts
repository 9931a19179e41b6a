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
  /** The results page itself (path and query, page 1), and its heading: the home page links back to it. */
  href?: string;
  heading?: string;
}

export interface RecentSearchLink {
  href: string;
  /** The results page's heading, which names the place; the place alone where the heading is missing. */
  text: string;
}

/**
 * The recent searches the home page can link to, newest first. Entries kept before searches carried their
 * address are left out, and so is any address that is not a path on this site (local storage is the
 * browser's to change).
 */
export function recentSearchLinks(list: unknown): RecentSearchLink[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: Partial<RecentSearch> | null) => {
    const href = entry?.href;
    if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//') || href.includes('\\')) return [];
    const text = [entry?.heading, entry?.title].find((value) => typeof value === 'string' && value !== '') ?? 'Properties';
    return [{ href, text }];
  });
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
