/**
 * The listings this browser opened, newest first (docs/decisions/089), as pure list functions over what
 * is kept in local storage: the home page shows them again. Ids only: the cards are asked for fresh
 * (GET /api/data/property/cards), so a price that changed shows as it is now and a listing gone drops out.
 */
import { MAX_CARDS_ASKED } from '@/lib/constants';

/** How many are kept: the home page shows them all; the API answers up to MAX_CARDS_ASKED at once. */
export const RECENTLY_VIEWED_LIMIT = Math.min(8, MAX_CARDS_ASKED);

/** The ids kept, as far as they are ids (local storage is the browser's to change). */
export function viewedIds(kept: unknown): number[] {
  if (!Array.isArray(kept)) return [];
  const ids = kept.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The list after opening listing `id`: first, and only once. */
export function addViewed(kept: unknown, id: number): number[] {
  return [id, ...viewedIds(kept).filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_LIMIT);
}
