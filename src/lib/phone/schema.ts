/** Phone numbers in forms and API bodies: typed as people type them, kept as +92 and ten digits. */
import { z } from 'zod';
import { authMessages, phoneMessages } from '@/lib/messages';
import { parsePakistaniPhone } from './rules';

function toPakistaniPhone(value: string, ctx: z.RefinementCtx): string {
  const phone = parsePakistaniPhone(value);
  if (!phone) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: phoneMessages.incorrectFormat });
    return z.NEVER;
  }
  return phone;
}

/** A phone number in any form people type, as +92 and ten digits; anything else is not in the right format. */
export const pakistaniPhoneSchema = z.string({ required_error: phoneMessages.incorrectFormat }).transform(toPakistaniPhone);

/** The phone field of a contact form: left blank it is required, otherwise as pakistaniPhoneSchema. */
export const contactPhoneSchema = z
  .string({ required_error: authMessages.phoneBlank })
  .trim()
  .min(1, authMessages.phoneBlank)
  .transform(toPakistaniPhone);
