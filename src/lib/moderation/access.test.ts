import { describe, expect, it } from 'vitest';
import { isModerator } from './access';

const person = (groups: string[]) => ({ id: 's', email: null, phone: null, name: null, role: 'webUser' as const, groups });

describe('who is an operator', () => {
  it('is a signed-in member of the moderators group, and nobody else', () => {
    expect(isModerator(person(['moderators']))).toBe(true);
    expect(isModerator(person(['agents', 'moderators']))).toBe(true);
    expect(isModerator(person([]))).toBe(false);
    expect(isModerator(person(['moderator']))).toBe(false);
    expect(isModerator(null)).toBe(false);
  });
});
