import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT, compareFirstLink, compareLinkText, comparePath, comparedIds, parseCompareIds, toggleCompared } from './compare';

describe('the compare list', () => {
  it('adds a listing at the end, takes it out when pressed again, and never goes past the limit', () => {
    let kept: number[] = [];
    for (const id of [5, 9]) {
      const change = toggleCompared(kept, id);
      expect(change.outcome).toBe('added');
      kept = change.ids;
    }
    expect(kept).toEqual([5, 9]);
    expect(toggleCompared(kept, 5)).toEqual({ outcome: 'removed', ids: [9] });

    const full = Array.from({ length: COMPARE_LIMIT }, (_, i) => i + 1);
    expect(toggleCompared(full, 99)).toEqual({ outcome: 'full', ids: full });
    expect(toggleCompared(full, 1)).toEqual({ outcome: 'removed', ids: full.slice(1) });
  });

  it('reads only ids from what the browser kept', () => {
    expect(comparedIds(null)).toEqual([]);
    expect(comparedIds('1,2')).toEqual([]);
    expect(comparedIds([3, '4', -1, 0, 2.5, 3, 7])).toEqual([3, 7]);
    expect(comparedIds([1, 2, 3, 4, 5, 6])).toHaveLength(COMPARE_LIMIT);
    expect(toggleCompared({ not: 'a list' }, 8)).toEqual({ outcome: 'added', ids: [8] });
  });
});

describe('the comparison address', () => {
  it('round-trips the ids in their order', () => {
    expect(comparePath([12, 40, 7])).toBe('/compare?ids=12,40,7');
    expect(parseCompareIds('12,40,7')).toEqual([12, 40, 7]);
    expect(comparePath([])).toBe('/compare');
  });

  it('keeps what it can of a mangled link and no more than the limit', () => {
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
    expect(parseCompareIds('12, 40,abc,,-3,7.5,12,1e3,0x10')).toEqual([12, 40]);
    expect(parseCompareIds('0,99999999999999999999')).toEqual([]);
    expect(parseCompareIds('1,2,3,4,5,6')).toEqual([1, 2, 3, 4, 5, 6].slice(0, COMPARE_LIMIT));
  });

  it('says how many the link compares', () => {
    expect(compareLinkText(1)).toBe('Compare 1 property');
    expect(compareLinkText(3)).toBe('Compare 3 properties');
  });
});

describe('a list page\'s link into a comparison', () => {
  it('compares the first listings, up to the limit, and is not there for one', () => {
    expect(compareFirstLink([7])).toBeNull();
    expect(compareFirstLink([7, 3])).toEqual({ href: '/compare?ids=7,3', text: 'Compare side by side' });
    const many = Array.from({ length: COMPARE_LIMIT + 2 }, (_, i) => i + 1);
    expect(compareFirstLink(many)).toEqual({ href: comparePath(many.slice(0, COMPARE_LIMIT)), text: `Compare the first ${COMPARE_LIMIT}` });
  });
});
