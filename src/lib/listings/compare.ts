/**
 * The listings a visitor puts side by side (docs/decisions/090): the list this browser keeps and the
 * comparison's address. Pure functions, shared by the listing page's Compare button, the compare page's
 * script and the page itself. Ids only: the page reads the listings as they are now.
 */

/** How many fit side by side: four columns still read on a phone scrolled sideways. */
export const COMPARE_LIMIT = 4;

export const COMPARE_PATH = '/compare';

/** The ids kept, as far as they are ids (local storage is the browser's to change), oldest first. */
export function comparedIds(kept: unknown): number[] {
  if (!Array.isArray(kept)) return [];
  const ids = kept.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, COMPARE_LIMIT);
}

export type CompareToggle =
  | { outcome: 'added' | 'removed'; ids: number[] }
  /** The list is full: nothing changes, and the visitor is told to remove one first. */
  | { outcome: 'full'; ids: number[] };

/** Pressing Compare on listing `id`: in if it was out, out if it was in, never past the limit. */
export function toggleCompared(kept: unknown, id: number): CompareToggle {
  const ids = comparedIds(kept);
  if (ids.includes(id)) return { outcome: 'removed', ids: ids.filter((other) => other !== id) };
  if (ids.length >= COMPARE_LIMIT) return { outcome: 'full', ids };
  return { outcome: 'added', ids: [...ids, id] };
}

/**
 * The ids of a comparison's address (`?ids=12,40,7`), in its order: anything that is not an id is left
 * out, so a mangled shared link still shows what it can.
 */
export function parseCompareIds(param: string | null): number[] {
  if (!param) return [];
  const ids = param
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,15}$/.test(part))
    .map(Number);
  return comparedIds(ids);
}

/** The address of a comparison: the page with no list when there is none. */
export function comparePath(ids: readonly number[]): string {
  return ids.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?ids=${ids.join(',')}`;
}

/** What the link beside the Compare button reads. */
export function compareLinkText(count: number): string {
  return count === 1 ? 'Compare 1 property' : `Compare ${count} properties`;
}

/** A list page's way into a comparison (liked properties): its first listings, up to the limit; none for one. */
export function compareFirstLink(ids: readonly number[]): { href: string; text: string } | null {
  if (ids.length < 2) return null;
  const first = ids.slice(0, COMPARE_LIMIT);
  return { href: comparePath(first), text: ids.length > COMPARE_LIMIT ? `Compare the first ${COMPARE_LIMIT}` : 'Compare side by side' };
}
