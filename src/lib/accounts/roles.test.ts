import { describe, expect, it } from 'vitest';
import { canSignIn, isOperator } from './roles';

describe('sign-in role rule', () => {
  it('lets web users, agents and mobile users in', () => {
    expect(canSignIn('webUser')).toBe(true);
    expect(canSignIn('agent')).toBe(true);
    expect(canSignIn('mobileUser')).toBe(true);
  });
  it('refuses any other role, and a missing one', () => {
    expect(canSignIn('admin')).toBe(false);
    expect(canSignIn('')).toBe(false);
    expect(canSignIn(undefined)).toBe(false);
    expect(canSignIn('WEBUSER')).toBe(false);
  });
  it('knows operators by their group', () => {
    expect(isOperator({ groups: ['moderators'] })).toBe(true);
    expect(isOperator({ groups: [] })).toBe(false);
    expect(isOperator(null)).toBe(false);
  });
});
