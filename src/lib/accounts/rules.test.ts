import { describe, expect, it } from 'vitest';
import {
  emailError,
  signInEmailOf,
  isEmailLike,
  isPasswordWithAllowedSpecials,
  isStrongPassword,
  isValidEmail,
  meetsPoolMinimum,
  optionalEmailSchema,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordsMatch,
  signInSchema,
  signUpSchema,
} from './rules';

function errorsOf(result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('passwords', () => {
  it('form rule: 8+ characters with upper, lower, number and a special character', () => {
    expect(isStrongPassword('Basera#2024')).toBe(true);
    expect(isStrongPassword('Ab1@xyz')).toBe(false);
    expect(isStrongPassword('basera#2024')).toBe(false);
    expect(isStrongPassword('BASERA#2024')).toBe(false);
    expect(isStrongPassword('Basera#abcd')).toBe(false);
    expect(isStrongPassword('Basera12024')).toBe(false);
  });

  it('shared helper: the special character must be one of @ $ ! % * ? &', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('@$!%*?&');
    for (const special of PASSWORD_SPECIAL_CHARACTERS) {
      expect(isPasswordWithAllowedSpecials(`Basera1${special}x`)).toBe(true);
    }
    expect(isPasswordWithAllowedSpecials('Basera#2024')).toBe(false);
    expect(isPasswordWithAllowedSpecials('Basera@2024#')).toBe(false);
    expect(isPasswordWithAllowedSpecials('Ba@2024')).toBe(false);
  });

  it('pool minimum is 6 and the confirmation must match', () => {
    expect(meetsPoolMinimum('abcdef')).toBe(true);
    expect(meetsPoolMinimum('abcde')).toBe(false);
    expect(passwordsMatch('Basera#2024', 'Basera#2024')).toBe(true);
    expect(passwordsMatch('Basera#2024', 'basera#2024')).toBe(false);
  });
});

describe('e-mail', () => {
  it('form pattern: word characters, dashes and dots, @, a domain ending in 2 to 4 letters', () => {
    expect(isValidEmail('ali.khan-1@basera.pk')).toBe(true);
    expect(isValidEmail('ali@mail.example.info')).toBe(true);
    expect(isValidEmail('ali@basera.museum')).toBe(false);
    expect(isValidEmail('ali+x@basera.pk')).toBe(false);
    expect(isValidEmail('ali@basera')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('helper pattern: local part, @, a dotted domain with a suffix of 2 or more', () => {
    expect(isEmailLike('ali+x@basera.museum')).toBe(true);
    expect(isEmailLike('ali@basera.p')).toBe(false);
    expect(isEmailLike('ali basera.pk')).toBe(false);
    expect(isEmailLike('  ')).toBe(false);
  });

  it('gives the blank or format message', () => {
    expect(emailError('')).toBe('Email is required');
    expect(emailError('ali@')).toBe('Incorrect Email Format');
    expect(emailError('ali@basera.pk')).toBeUndefined();
  });

  it('an e-mail a form lets someone leave out: blank is none, anything else must be an address', () => {
    expect(optionalEmailSchema.parse(undefined)).toBeUndefined();
    expect(optionalEmailSchema.parse('   ')).toBeUndefined();
    expect(optionalEmailSchema.parse(' ali@basera.pk ')).toBe('ali@basera.pk');
    const wrong = optionalEmailSchema.safeParse('ali@');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((i) => i.message)).toEqual(['Incorrect Email Format']);
  });
});

describe('sign-in schema', () => {
  it('checks the e-mail when signing in by e-mail', () => {
    expect(signInSchema.safeParse({ method: 'email', email: 'ali@basera.pk', password: 'x' }).success).toBe(true);
    expect(errorsOf(signInSchema.safeParse({ method: 'email', email: 'ali@', password: '' }))).toEqual({
      email: 'Incorrect Email Format',
      password: 'Password is required',
    });
  });

  it('checks and strips the phone when signing in by phone', () => {
    const ok = signInSchema.safeParse({ method: 'phone', code: '92', phone: '0300 1234567', password: 'x' });
    expect(ok.success && ok.data.phone).toBe('3001234567');
    expect(errorsOf(signInSchema.safeParse({ method: 'phone', phone: '12345', password: 'x' }))).toEqual({
      phone: 'Incorrect Phone Format',
    });
    expect(errorsOf(signInSchema.safeParse({ method: 'phone', phone: '', password: 'x' }))).toEqual({
      phone: 'Phone is required',
    });
  });
});

describe('sign-up schema', () => {
  const valid = {
    name: 'Ali Khan',
    email: 'ali@basera.pk',
    code: '92',
    phone: '03001234567',
    password: 'Basera#2024',
    confirmPassword: 'Basera#2024',
  };

  it('accepts a complete form and stores the national number', () => {
    const result = signUpSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.phone).toBe('3001234567');
  });

  it('gives the blank message for each empty field, and asks for an e-mail or a phone', () => {
    expect(errorsOf(signUpSchema.safeParse({ name: ' ', email: '', phone: '', password: '', confirmPassword: '' }))).toEqual({
      name: 'Name is required',
      email: 'Email or phone is required',
      phone: 'Email or phone is required',
      password: 'Password is required',
      confirmPassword: 'Confirm password is required',
    });
  });

  it('is complete with an e-mail alone or a phone alone', () => {
    const emailOnly = signUpSchema.safeParse({ ...valid, phone: '' });
    expect(emailOnly.success).toBe(true);
    expect(emailOnly.data?.phone).toBe('');
    const phoneOnly = signUpSchema.safeParse({ ...valid, email: '  ' });
    expect(phoneOnly.success).toBe(true);
    expect(phoneOnly.data).toMatchObject({ email: '', phone: '3001234567' });
  });

  it('checks a field that is filled even when the other one is enough', () => {
    expect(errorsOf(signUpSchema.safeParse({ ...valid, email: 'not-an-email' })).email).toBe('Incorrect Email Format');
    expect(errorsOf(signUpSchema.safeParse({ ...valid, email: '', phone: '0300123' })).phone).toBe('Incorrect Phone Format');
  });

  it('reports a weak password, a mismatch and a bad phone together', () => {
    const errors = errorsOf(
      signUpSchema.safeParse({ ...valid, phone: '0300123', password: 'weakpass', confirmPassword: 'other' }),
    );
    expect(errors.password).toMatch(/at least 8 characters/);
    expect(errors.confirmPassword).toBe('Password does not match');
    expect(errors.phone).toBe('Incorrect Phone Format');
  });

  it('refuses numbers outside Pakistan', () => {
    expect(errorsOf(signUpSchema.safeParse({ ...valid, code: '971', phone: '501234567' })).phone).toBe(
      'Incorrect Phone Format',
    );
  });
});

describe('signInEmailOf', () => {
  it('is the user name of an account made with an e-mail, and nothing for one made with a phone', () => {
    expect(signInEmailOf('Ayesha@Basera.pk')).toBe('ayesha@basera.pk');
    expect(signInEmailOf('+923001234567')).toBeNull();
    expect(signInEmailOf('google_1234567890')).toBeNull();
  });
});
