import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID, pageNumber, rowId } from './values';

describe('rowId', () => {
  it('reads a whole number that a key can hold', () => {
    expect(rowId('12')).toBe(12);
    expect(rowId(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it('finds no row for anything else, so PostgreSQL is never asked for an id past its integers', () => {
    for (const value of [null, undefined, '', '0', '-3', '1.5', '1e3', ' 12', 'abc', String(MAX_ROW_ID + 1), '3000000000', '99999999999999999999']) {
      expect(rowId(value)).toBeNull();
    }
  });
});

describe('pageNumber', () => {
  it('reads a page from an address, and anything it cannot use as the first page', () => {
    expect(pageNumber('3')).toBe(3);
    // A page past the keys would ask PostgreSQL for an offset it cannot read ('3e+21').
    for (const value of [null, '', '0', '-2', '2.5', 'x', '99999999999999999999']) expect(pageNumber(value)).toBe(1);
  });
});
