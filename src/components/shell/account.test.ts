import { describe, expect, it } from 'vitest';
import { accountInitial } from './account';

describe('accountInitial', () => {
  it('is the first letter of a name or e-mail, in capitals', () => {
    expect(accountInitial('ayesha Khan')).toBe('A');
    expect(accountInitial('demo@basera.pk')).toBe('D');
    expect(accountInitial('  "Bilal"')).toBe('B');
    expect(accountInitial('عائشہ')).toBe('ع');
  });
  it('is a dot when there is no letter, as for a phone number', () => {
    expect(accountInitial('+923001234567')).toBe('·');
    expect(accountInitial('')).toBe('·');
  });
});
