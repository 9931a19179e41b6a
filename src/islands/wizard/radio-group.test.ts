import { describe, expect, it } from 'vitest';
import { radioMove, radioTabIndex } from './radio-group';

describe('radioMove', () => {
  it('moves with the arrows, wrapping at the ends, and jumps with Home and End', () => {
    expect(radioMove('ArrowRight', 0, 3)).toBe(1);
    expect(radioMove('ArrowDown', 2, 3)).toBe(0);
    expect(radioMove('ArrowLeft', 0, 3)).toBe(2);
    expect(radioMove('ArrowUp', 1, 3)).toBe(0);
    expect(radioMove('Home', 2, 3)).toBe(0);
    expect(radioMove('End', 0, 3)).toBe(2);
    expect(radioMove('ArrowRight', -1, 3)).toBe(1);
  });

  it('leaves other keys, and an empty group, alone', () => {
    expect(radioMove('Enter', 0, 3)).toBeNull();
    expect(radioMove('a', 0, 3)).toBeNull();
    expect(radioMove('ArrowRight', -1, 0)).toBeNull();
  });
});

describe('radioTabIndex', () => {
  it('makes the chosen radio the one Tab stop, or the first when none is chosen', () => {
    expect([true, false, false].map((checked, i) => radioTabIndex(checked, i, true))).toEqual([0, -1, -1]);
    expect([false, false, true].map((checked, i) => radioTabIndex(checked, i, true))).toEqual([-1, -1, 0]);
    expect([false, false].map((checked, i) => radioTabIndex(checked, i, false))).toEqual([0, -1]);
  });
});
