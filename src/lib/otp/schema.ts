import { z } from 'zod';
import { emailSchema } from '../accounts/rules';
import { pakistaniPhoneSchema } from '../phone/schema';
import { OTP_PURPOSES } from './rules';

export const otpRequestSchema = z.object({
  phone_number: pakistaniPhoneSchema,
  purpose: z.enum(OTP_PURPOSES).default('verify_phone'),
});

/** Accounts are kept under the lower-case address, as sign-up and sign-in write it. */
const accountEmailSchema = emailSchema.transform((email) => email.toLowerCase());

/** A reset code by e-mail: for an account made with an e-mail address and no phone. */
export const emailOtpRequestSchema = z.object({ email: accountEmailSchema });

const EMAIL_ONLY_RESETS = 'A code sent by e-mail can only reset a password.';

/** A code sent to a phone (either purpose) or, to reset a password, to an e-mail address. */
export const otpVerifySchema = z
  .object({
    phone_number: pakistaniPhoneSchema.optional(),
    email: accountEmailSchema.optional(),
    purpose: z.enum(OTP_PURPOSES).default('verify_phone'),
    otp: z.string().trim().regex(/^\d{4,8}$/, 'Please enter the code we sent you'),
  })
  .superRefine((body, ctx) => {
    if ((body.phone_number === undefined) === (body.email === undefined)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['phone_number'], message: 'Give exactly one of phone_number or email' });
    } else if (body.email !== undefined && body.purpose !== 'reset_password') {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['purpose'], message: EMAIL_ONLY_RESETS });
    }
  });
