import { describe, expect, it } from 'vitest';
import { accountInitial, accountLabel } from './account';

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

describe('accountLabel', () => {
  it('is the name when there is one', () => {
    expect(accountLabel({ name: 'Bilal Ahmed', phone: '3338654624', email: 'b@basera.pk' })).toBe('Bilal Ahmed');
  });

  it('else the phone as people read it, whichever form it is kept in', () => {
    expect(accountLabel({ name: null, phone: '3338654624', email: 'b@basera.pk' })).toBe('+92 333 8654624');
    expect(accountLabel({ name: '  ', phone: '+923338654624', email: null })).toBe('+92 333 8654624');
  });

  it('else the e-mail', () => {
    expect(accountLabel({ name: null, phone: null, email: 'b@basera.pk' })).toBe('b@basera.pk');
    expect(accountLabel({})).toBe('Account');
  });
});
