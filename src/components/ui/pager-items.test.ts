import { describe, expect, it } from 'vitest';
import { pageItems, pagerSlots, type PagerSlot } from './pager-items';

/** What one width shows, in order. */
const shown = (slots: PagerSlot[], width: 'wide' | 'narrow') =>
  slots.filter((s) => s.on === 'both' || s.on === width).map((s) => (s.kind === 'gap' ? 'gap' : s.n));

describe('pager', () => {
  it('lists first, last and the pages near the current one, with gaps', () => {
    expect(pageItems(1, 1, 2)).toEqual([1]);
    expect(pageItems(5, 20, 2)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pageItems(5, 20, 1)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
  });

  it('shows two pages either side on wide screens and one on phones, from one list', () => {
    for (const pageCount of [1, 2, 5, 9, 40, 334]) {
      for (let page = 1; page <= pageCount; page++) {
        const slots = pagerSlots(page, pageCount);
        expect(shown(slots, 'wide'), `${page} of ${pageCount}`).toEqual(pageItems(page, pageCount, 2));
        expect(shown(slots, 'narrow'), `${page} of ${pageCount}`).toEqual(pageItems(page, pageCount, 1));
      }
    }
  });

  it('in the middle of many pages, a phone shows five numbers at most', () => {
    expect(shown(pagerSlots(120, 334), 'narrow')).toEqual([1, 'gap', 119, 120, 121, 'gap', 334]);
  });
});
