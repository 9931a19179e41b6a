import { describe, expect, it } from 'vitest';
import { addViewed, RECENTLY_VIEWED_LIMIT, viewedIds } from './recently-viewed';

describe('recently viewed listings', () => {
  it('keeps the newest first, each once, up to the limit', () => {
    let kept: number[] = [];
    for (const id of [1, 2, 3, 2]) kept = addViewed(kept, id);
    expect(kept).toEqual([2, 3, 1]);
    for (let id = 10; id < 10 + RECENTLY_VIEWED_LIMIT; id++) kept = addViewed(kept, id);
    expect(kept).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(kept[0]).toBe(10 + RECENTLY_VIEWED_LIMIT - 1);
    expect(kept).not.toContain(1);
  });

  it('reads only ids from what the browser kept', () => {
    expect(viewedIds(null)).toEqual([]);
    expect(viewedIds('1,2')).toEqual([]);
    expect(viewedIds([3, '4', -1, 0, 2.5, 3, 7, null])).toEqual([3, 7]);
    expect(addViewed({ not: 'a list' }, 5)).toEqual([5]);
  });
});
