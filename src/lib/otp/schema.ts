import { z } from 'zod';
import { phoneMessages } from '../messages';
import { parsePakistaniPhone } from '../phone';
import { OTP_PURPOSES } from './rules';

/** A phone number in any form people type, as +92 and ten digits. */
export const otpPhoneSchema = z
  .string({ required_error: phoneMessages.incorrectFormat })
  .transform((value, ctx) => {
    const phone = parsePakistaniPhone(value);
    if (!phone) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: phoneMessages.incorrectFormat });
      return z.NEVER;
    }
    return phone;
  });

export const otpRequestSchema = z.object({
  phone_number: otpPhoneSchema,
  purpose: z.enum(OTP_PURPOSES).default('verify_phone'),
});

export const otpVerifySchema = otpRequestSchema.extend({
  otp: z.string().trim().regex(/^\d{4,8}$/, 'Please enter the code we sent you'),
});
