import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID, rowId } from './values';

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
