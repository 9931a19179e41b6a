/**
 * Account form rules: passwords, e-mail addresses, and the sign-in and sign-up schemas built from
 * them. One zod schema per form, used by the React form (through @hookform/resolvers) and again by
 * the server endpoint, so both say the same thing in the same words.
 */
import { z } from 'zod';
import { personNameSchema } from '@/lib/forms/schema';
import { DEFAULT_COUNTRY_CODE, FORM_PASSWORD_MIN_LENGTH, POOL_PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { authMessages, emailMessages, passwordMessages, phoneMessages } from '@/lib/messages';
import { isValidPhone, nationalNumber } from '@/lib/phone';

/** The only special characters the shared password helper accepts. */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';

/** The form rule: 8 or more characters with an uppercase, a lowercase, a digit and any special character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= FORM_PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9\s]/.test(password)
  );
}

// The long-standing pattern the shared helper uses: every character must be a letter, a digit or
// one of @ $ ! % * ? &, and each class must appear at least once.
const SHARED_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

/** The shared helper: the form rule, with the special character drawn only from @ $ ! % * ? &. */
export function isPasswordWithAllowedSpecials(password: string): boolean {
  return SHARED_PASSWORD_PATTERN.test(password);
}

/** The identity pool's own floor (6); a shorter password can never be right. */
export function meetsPoolMinimum(password: string): boolean {
  return password.length >= POOL_PASSWORD_MIN_LENGTH;
}

export function passwordsMatch(password: string, confirmPassword: string): boolean {
  return password === confirmPassword;
}

/** Form pattern: word characters, dashes and dots, '@', then a domain ending in 2 to 4 letters. */
export const EMAIL_FORM_PATTERN = /^[\w.-]+@([\w-]+\.)+[A-Za-z]{2,4}$/;

/** Helper pattern: a local part, '@', and a domain with a dot and a suffix of at least 2 characters. */
export const EMAIL_HELPER_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** The form's e-mail check (message 'Incorrect Email Format'). Empty is invalid. */
export function isValidEmail(email: string): boolean {
  return email.trim() !== '' && EMAIL_FORM_PATTERN.test(email.trim());
}

/** The looser helper check (message 'Invalid email format'). Empty is invalid. */
export function isEmailLike(email: string): boolean {
  return email.trim() !== '' && EMAIL_HELPER_PATTERN.test(email.trim());
}

/** The form message for an e-mail field, or undefined when it is fine. */
export function emailError(email: string): string | undefined {
  if (email.trim() === '') return authMessages.emailBlank;
  return isValidEmail(email) ? undefined : emailMessages.incorrectFormat;
}

/** A required text field with one further check: one message at a time, the blank one first. */
function requiredThen(blank: string, check: (value: string) => boolean, message: string) {
  return z.string({ required_error: blank }).superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: z.ZodIssueCode.custom, message: blank });
    else if (!check(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  });
}

export const emailSchema = requiredThen(authMessages.emailBlank, isValidEmail, emailMessages.incorrectFormat).transform(
  (value) => value.trim(),
);

/** An e-mail address a form lets someone leave out: blank is none, anything else must be an address. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isValidEmail(value), emailMessages.incorrectFormat);

/** The national number, typed with or without 0/92/+92 in front; stored without them. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .min(1, authMessages.phoneBlank)
  .transform(nationalNumber);

export const countryCodeSchema = z.string().trim().default(DEFAULT_COUNTRY_CODE);

export const newPasswordSchema = requiredThen(authMessages.passwordBlank, isStrongPassword, passwordMessages.weak);

export const signInMethods = ['email', 'phone'] as const;
export type SignInMethod = (typeof signInMethods)[number];

/**
 * Sign-in with e-mail or phone and a password. Only the chosen method's field is checked; the
 * password is only required (old passwords may predate the form rule).
 */
export const signInSchema = z
  .object({
    method: z.enum(signInMethods),
    email: z.string().trim().default(''),
    code: countryCodeSchema,
    phone: z
      .string()
      .default('')
      .transform(nationalNumber),
    password: z.string().min(1, authMessages.passwordBlank),
  })
  .superRefine((form, ctx) => {
    if (form.method === 'email') {
      const message = emailError(form.email);
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['email'], message });
    } else if (form.phone === '') {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['phone'], message: authMessages.phoneBlank });
    } else if (!isValidPhone(form.code, form.phone)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['phone'], message: phoneMessages.incorrectFormat });
    }
  });
export type SignInForm = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;

/**
 * Sign-up: name, an e-mail or a phone number (at least one; a phone given alone is proven by its code
 * before the account is made, one given with an e-mail may be verified later),
 * password and its confirmation. A field left empty is not checked; one that is filled must be right.
 */
export const signUpSchema = z
  .object({
    name: personNameSchema(100),
    email: z.string().trim().default(''),
    code: countryCodeSchema,
    phone: z
      .string()
      .default('')
      .transform(nationalNumber),
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, authMessages.confirmPasswordBlank),
    /** A phone given alone is proven before the account is made: the code sent to it (decision 063). */
    otp: z.string().trim().regex(/^\d{4,8}$/, 'Please enter the code we sent you').optional(),
  })
  .superRefine((form, ctx) => {
    if (form.email === '' && form.phone === '') {
      for (const path of ['email', 'phone']) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message: authMessages.emailOrPhoneBlank });
      }
    }
    if (form.email !== '' && !isValidEmail(form.email)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['email'], message: emailMessages.incorrectFormat });
    }
    if (form.phone !== '' && !isValidPhone(form.code, form.phone)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['phone'], message: phoneMessages.incorrectFormat });
    }
    if (form.confirmPassword !== '' && !passwordsMatch(form.password, form.confirmPassword)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirmPassword'], message: passwordMessages.mismatch });
    }
  });
export type SignUpForm = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;

/**
 * The e-mail address an account signs in with: its user name when it signed up with an e-mail, which
 * the identity provider never lets change. An account made with a phone signs in with the phone, and an
 * e-mail it adds later is for contact only: not a sign-in name, and not where a password reset goes.
 */
export function signInEmailOf(username: string): string | null {
  return username.includes('@') ? username.toLowerCase() : null;
}
