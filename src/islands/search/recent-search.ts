/**
 * Remembers the search a results page shows (the place looked at) for the home page and the area box.
 * A plain script rather than the filter island's job: the island wakes only when the form is used, and
 * a search counts as recent as soon as someone has looked at its results.
 */
import { addRecentSearch, type RecentSearch } from '@/lib/search/recent';
import { createExpiringStorage, STORAGE_KEYS } from '@/lib/storage';

export function recordRecentSearch(): void {
  const source = document.querySelector<HTMLElement>('[data-recent-search]')?.dataset.recentSearch;
  if (!source) return;
  const entry = JSON.parse(source) as Omit<RecentSearch, 'category'>;
  const storage = createExpiringStorage();
  const searches = storage.get<RecentSearch[]>(STORAGE_KEYS.recentSearches) ?? [];
  storage.set(STORAGE_KEYS.recentSearches, addRecentSearch(searches, { ...entry, category: 'recent' }));
}
