import { z } from 'zod';
import { pakistaniPhoneSchema } from '../phone/schema';
import { OTP_PURPOSES } from './rules';

export const otpRequestSchema = z.object({
  phone_number: pakistaniPhoneSchema,
  purpose: z.enum(OTP_PURPOSES).default('verify_phone'),
});

export const otpVerifySchema = otpRequestSchema.extend({
  otp: z.string().trim().regex(/^\d{4,8}$/, 'Please enter the code we sent you'),
});
