import { describe, expect, it } from 'vitest';
import { changePasswordSchema, phoneOnlyProfileSchema, resetPasswordSchema } from './schema';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: (string | number)[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('password forms', () => {
  it('accept a strong password typed twice', () => {
    expect(resetPasswordSchema.safeParse({ password: 'Basera@2027', confirmPassword: 'Basera@2027' }).success).toBe(true);
  });
  it("say 'Password does not match' when the two differ", () => {
    expect(messages(resetPasswordSchema.safeParse({ password: 'Basera@2027', confirmPassword: 'Basera@2028' }))).toEqual({
      confirmPassword: 'Password does not match',
    });
  });
  it('need the current password to change it', () => {
    const result = changePasswordSchema.safeParse({ currentPassword: '', password: 'Basera@2027', confirmPassword: 'Basera@2027' });
    expect(Object.keys(messages(result))).toEqual(['currentPassword']);
  });
  it('refuse a weak new password', () => {
    expect(resetPasswordSchema.safeParse({ password: 'basera', confirmPassword: 'basera' }).success).toBe(false);
  });
});

describe('phone-only profile', () => {
  it('lets the e-mail stay empty, but checks one that is typed', () => {
    expect(phoneOnlyProfileSchema.safeParse({ name: 'Zara', email: '', cityId: '' }).success).toBe(true);
    expect(phoneOnlyProfileSchema.safeParse({ name: 'Zara', email: 'zara@', cityId: '' }).error?.issues[0]?.message).toBe('Incorrect Email Format');
  });
});

