import { describe, expect, it } from 'vitest';
import {
  exceedsLimit,
  isBlockedNumberKey,
  isEmptyAfterSpecialCharacters,
  limitWords,
  rangeError,
  rangeMessages,
} from './rules';

describe('number fields', () => {
  it('blocks e, E, + and - and nothing else', () => {
    for (const key of ['e', 'E', '+', '-']) expect(isBlockedNumberKey(key)).toBe(true);
    for (const key of ['1', '0', '.', 'Backspace', 'ArrowLeft', 'Tab', 'a']) expect(isBlockedNumberKey(key)).toBe(false);
  });

  it('says which side of a range is wrong', () => {
    expect(rangeError(100, 50, 'max')).toBe(rangeMessages.maxBelowMin);
    expect(rangeError('100', '50', 'min')).toBe(rangeMessages.minAboveMax);
    expect(rangeError('1,000', '2,000', 'max')).toBeUndefined();
    expect(rangeError(50, 50, 'min')).toBeUndefined();
    expect(rangeError('', 50, 'min')).toBeUndefined();
    expect(rangeError(null, undefined, 'max')).toBeUndefined();
  });

  it('tests whether a parsed number exceeds a limit', () => {
    expect(exceedsLimit('51', 50)).toBe(true);
    expect(exceedsLimit('50', 50)).toBe(false);
    expect(exceedsLimit('1,000,001', 1_000_000)).toBe(true);
    expect(exceedsLimit(12.5, 12)).toBe(true);
    expect(exceedsLimit('abc', 0)).toBe(false);
    expect(exceedsLimit('', 0)).toBe(false);
  });
});

describe('text fields', () => {
  it('treats input as empty when only special characters remain', () => {
    expect(isEmptyAfterSpecialCharacters('')).toBe(true);
    expect(isEmptyAfterSpecialCharacters(' -- !! @@ ')).toBe(true);
    expect(isEmptyAfterSpecialCharacters(null)).toBe(true);
    expect(isEmptyAfterSpecialCharacters('#1')).toBe(false);
    expect(isEmptyAfterSpecialCharacters('گھر')).toBe(false);
  });

  it('truncates to a number of words with an ellipsis', () => {
    expect(limitWords('A lovely five marla house in DHA', 3)).toBe('A lovely five...');
    expect(limitWords('  Corner   plot  ', 3)).toBe('Corner plot');
    expect(limitWords('one two three', 3)).toBe('one two three');
  });
});
