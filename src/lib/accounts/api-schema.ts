import { z } from 'zod';
import { parsePakistaniPhone } from '@/lib/phone/rules';
import { isValidEmail, newPasswordSchema } from './rules';

export const attributeListSchema = z.object({
  attributes: z
    .array(z.object({ Name: z.string().min(1).max(64), Value: z.string().max(2048) }))
    .min(1)
    .max(20),
});

export const accountSchema = z.object({ id: z.string(), attributes: z.record(z.string()), groups: z.array(z.string()) });

export const lookUpQuerySchema = z
  .object({ phone_number: z.string().trim().min(1).optional(), email: z.string().trim().min(1).optional() })
  .refine((q) => !!q.phone_number !== !!q.email, { message: 'Give exactly one of phone_number or email', path: ['phone_number'] });

export const passwordResetSchema = z.object({
  userName: z.string().trim().min(1),
  password: newPasswordSchema,
  resetGrant: z.string().min(1).max(200).optional(),
});

export const accountIdParams = z.object({ id: z.string().min(1).max(128) });

/** The name an account signs in with: a lower-case e-mail address, or a phone number in +92 form. */
export const signInNameSchema = z
  .string()
  .trim()
  .max(320)
  .transform((value, ctx) => {
    if (value.includes('@') && isValidEmail(value)) return value.toLowerCase();
    const phone = parsePakistaniPhone(value);
    if (phone) return phone;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Give the email or phone number you sign in with' });
    return z.NEVER;
  });

export const confirmationCodeRequestSchema = z.object({ username: signInNameSchema });
export const confirmAccountSchema = z.object({
  username: signInNameSchema,
  otp: z.string().trim().regex(/^\d{4,8}$/, 'Please enter the code we sent you'),
});
