import { describe, expect, it } from 'vitest';
import { personNameSchema } from './schema';

describe('a person\'s name', () => {
  const name = personNameSchema(20, 'Too long');
  const message = (value: unknown) => name.safeParse(value).error?.issues[0]?.message;

  it('is required, and punctuation alone is as blank as nothing', () => {
    expect(message(undefined)).toBe('Name is required');
    expect(message('')).toBe('Name is required');
    expect(message(' -- ')).toBe('Name is required');
    expect(message('!!!')).toBe('Name is required');
  });

  it('keeps letters of any script and digits, trimmed, within its length', () => {
    expect(name.parse('  Ayesha Khan ')).toBe('Ayesha Khan');
    expect(name.parse('عائشہ خان')).toBe('عائشہ خان');
    expect(name.parse('Flat 4')).toBe('Flat 4');
    expect(message('A'.repeat(21))).toBe('Too long');
    expect(personNameSchema(5).safeParse('Abcdef').error?.issues[0]?.message).toBe('Name is too long (at most 5 characters)');
  });
});
