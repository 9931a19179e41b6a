import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID } from '@/lib/db/values';
import { findPropertyPath, notFoundText, readIdQuery } from './find-by-id';

describe('readIdQuery', () => {
  it('reads a bare number, with the words people put before it', () => {
    for (const typed of ['123456', ' 123456 ', 'ID 123456', 'id:123456', '#123456', 'Property ID: 123456', 'ref-123456', 'ID#123456']) {
      expect(readIdQuery(typed), typed).toEqual({ kind: 'number', digits: '123456', id: 123456 });
    }
  });

  it('reads the id out of a listing address pasted from a message', () => {
    expect(readIdQuery('https://basera.pk/rent/42')).toEqual({ kind: 'number', digits: '42', id: 42 });
    expect(readIdQuery('basera.pk/sale/42?utm=wa#gallery')).toEqual({ kind: 'number', digits: '42', id: 42 });
    expect(readIdQuery('/sale/residential-properties-for-sale-lahore-2').kind).toBe('invalid');
  });

  it('drops leading zeros, so 000042 and 42 are the same property', () => {
    expect(readIdQuery('000042')).toEqual({ kind: 'number', digits: '42', id: 42 });
    expect(readIdQuery('0')).toEqual({ kind: 'number', digits: '0', id: null });
  });

  it('keeps a number no listing can have as a number, with nothing to look up', () => {
    expect(readIdQuery(String(MAX_ROW_ID))).toEqual({ kind: 'number', digits: String(MAX_ROW_ID), id: MAX_ROW_ID });
    expect(readIdQuery('99999999999999999999')).toEqual({ kind: 'number', digits: '99999999999999999999', id: null });
  });

  it('tells empty from not an id', () => {
    expect(readIdQuery(null)).toEqual({ kind: 'empty' });
    expect(readIdQuery('   ')).toEqual({ kind: 'empty' });
    for (const typed of ['DHA Phase 5', '12 34', '12a', '1.5', 'ID', '<script>', '9'.repeat(201)]) {
      expect(readIdQuery(typed).kind, typed).toBe('invalid');
    }
  });
});

describe('findPropertyPath', () => {
  it('is the finder, with the id in its query when there is one', () => {
    expect(findPropertyPath()).toBe('/find-property');
    expect(findPropertyPath(42)).toBe('/find-property?id=42');
    expect(findPropertyPath('ID 42')).toBe('/find-property?id=ID%2042');
  });
});

describe('notFoundText', () => {
  it('names the number the person gave', () => {
    expect(notFoundText('42')).toBe(
      'No property with ID 42 is on Basera. It may have been sold or taken down, or the number may be mistyped.',
    );
  });
});
