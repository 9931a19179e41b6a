/** The home page's recently viewed listings: ids from local storage, cards asked for as they are now. */
import { fillCompactCards, type CompactItem } from '@/components/listing/compact-cards';
import { bedsText } from '@/lib/listings/rules';
import { viewedIds } from '@/lib/listings/recently-viewed';
import { createExpiringStorage, STORAGE_KEYS } from '@/lib/storage';

interface Card extends CompactItem {
  id: number;
  sizeText: string;
  beds: number | null;
  areaName: string;
  cityName: string;
}

/** '5 Marla · 3 beds · F-7, Islamabad' (beds left out for plots). */
const meta = (card: Card) => [card.sizeText, bedsText(card.beds), `${card.areaName}, ${card.cityName}`].filter(Boolean).join(' · ');

export async function showRecentlyViewed(section: HTMLElement): Promise<void> {
  const store = createExpiringStorage();
  const ids = viewedIds(store.get(STORAGE_KEYS.recentlyViewed));
  if (ids.length === 0) return;
  const res = await fetch(`/api/data/property/cards?ids=${ids.join(',')}`).catch(() => null);
  // Nothing to show when the cards cannot be had: the section is a convenience, the list stays for next time.
  if (!res?.ok) return;
  const cards = (await res.json()) as Card[];
  // Listings gone since (sold, taken down) leave the list, so it does not fill up with them.
  if (cards.length < ids.length) store.set(STORAGE_KEYS.recentlyViewed, cards.map((card) => card.id));
  section.hidden = fillCompactCards(section, cards, meta) === 0;
  section.querySelector('[data-viewed-clear]')?.addEventListener('click', () => {
    store.remove(STORAGE_KEYS.recentlyViewed);
    section.hidden = true;
  });
}
