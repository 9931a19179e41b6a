import { describe, expect, it } from 'vitest';
import { groupLabel, overlapGroups, PIN_BOX } from './pin-groups';

describe('overlapGroups', () => {
  it('keeps pins apart whose labels do not touch', () => {
    const points = [
      { x: 0, y: 0 },
      { x: PIN_BOX.width, y: 0 },
      { x: 0, y: PIN_BOX.height },
    ];
    expect(overlapGroups(points)).toEqual([[0], [1], [2]]);
  });

  it('draws pins whose labels would cover each other as one, in the order given', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 300, y: 100 },
      { x: 100 + PIN_BOX.width - 1, y: 100 + PIN_BOX.height - 1 },
      { x: 305, y: 90 },
      { x: 100, y: 100 },
    ];
    expect(overlapGroups(points)).toEqual([
      [0, 2, 4],
      [1, 3],
    ]);
  });

  it('measures from the first pin of a group, so a chain of pins does not become one group across the map', () => {
    const step = PIN_BOX.width - 10;
    const points = [0, 1, 2, 3].map((i) => ({ x: i * step, y: 0 }));
    expect(overlapGroups(points)).toEqual([[0, 1], [2, 3]]);
  });

  it('has nothing to group on an empty page', () => {
    expect(overlapGroups([])).toEqual([]);
  });
});

describe('groupLabel', () => {
  it('counts the listings of a group', () => {
    expect(groupLabel(5)).toBe('5 listings');
  });
});
