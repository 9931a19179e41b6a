/**
 * The numbered links of a pager: first, last, and `near` either side of the current page, with a gap
 * where pages are left out.
 */
export function pageItems(page: number, pageCount: number, near: number): Array<number | 'gap'> {
  const items: Array<number | 'gap'> = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= near) items.push(n);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}

export interface PagerSlot {
  kind: 'page' | 'gap';
  /** The page, or for a gap the first page it stands for. */
  n: number;
  /** Shown on wide screens (two pages either side), on phones (one either side), or on both. */
  on: 'both' | 'wide' | 'narrow';
}

/**
 * One list for both widths: two pages either side of the current one on wide screens, one on phones,
 * so a 390px phone keeps its page numbers on one line. CSS hides the slots of the other width.
 */
export function pagerSlots(page: number, pageCount: number): PagerSlot[] {
  const state = (near: number) => {
    const at = new Map<number, 'page' | 'gap'>();
    let n = 0;
    for (const item of pageItems(page, pageCount, near)) {
      if (item === 'gap') at.set(n + 1, 'gap');
      else at.set((n = item), 'page');
    }
    return at;
  };
  const wide = state(2);
  const narrow = state(1);
  const slots: PagerSlot[] = [];
  for (let n = 1; n <= pageCount; n++) {
    const w = wide.get(n);
    const p = narrow.get(n);
    if (w === 'page' && p === 'page') slots.push({ kind: 'page', n, on: 'both' });
    else if (w === 'page') {
      if (p === 'gap') slots.push({ kind: 'gap', n, on: 'narrow' });
      slots.push({ kind: 'page', n, on: 'wide' });
    } else if (w === 'gap') slots.push({ kind: 'gap', n, on: p === 'gap' ? 'both' : 'wide' });
  }
  return slots;
}
