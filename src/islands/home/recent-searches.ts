/** The home page's list of this browser's recent searches: kept in local storage, so drawn here, not on the server. */
import { recentSearchLinks } from '@/lib/search/recent';
import { createExpiringStorage, STORAGE_KEYS } from '@/lib/storage';

export function showRecentSearches(section: HTMLElement): void {
  const list = section.querySelector('ul');
  const links = recentSearchLinks(createExpiringStorage().get<unknown>(STORAGE_KEYS.recentSearches));
  if (!list || links.length === 0) return;
  list.replaceChildren(
    ...links.map(({ href, text }) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = href;
      link.textContent = text;
      item.append(link);
      return item;
    }),
  );
  section.hidden = false;
}
