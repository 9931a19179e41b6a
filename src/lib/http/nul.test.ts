import { describe, expect, it } from 'vitest';
import { addressHasNul, hasNul } from './nul';

describe('U+0000 in a request', () => {
  it('is found in a string, a key or anything nested', () => {
    expect(hasNul('a\u0000b')).toBe(true);
    expect(hasNul({ name: 'Ayesha', notes: ['ok', { text: 'x\u0000' }] })).toBe(true);
    expect(hasNul({ ['ke\u0000y']: 1 })).toBe(true);
  });

  it('is not found where there is none, or only its escape as text', () => {
    expect(hasNul({ name: 'Ayesha', message: 'Is it still available? \\u0000', n: 0, ok: null })).toBe(false);
    expect(hasNul(undefined)).toBe(false);
  });

  it('is found in an address, encoded, and not in a percent sign written as text', () => {
    expect(addressHasNul(new URL('http://x/area-guides/%00'))).toBe(true);
    expect(addressHasNul(new URL('http://x/my-properties?q=a%00b'))).toBe(true);
    expect(addressHasNul(new URL('http://x/my-properties?q=%2500'))).toBe(false);
    expect(addressHasNul(new URL('http://x/sale/1'))).toBe(false);
  });
});
