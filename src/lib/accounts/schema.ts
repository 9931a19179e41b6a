/** Password forms beyond sign-in and sign-up, built from the shared rules. */
import { z } from 'zod';
import { personNameSchema } from '@/lib/forms/schema';
import { authMessages, emailMessages, passwordMessages } from '@/lib/messages';
import { emailSchema, isValidEmail, newPasswordSchema, passwordsMatch } from './rules';

const confirmPasswordSchema = z.string().min(1, authMessages.confirmPasswordBlank);

function confirmationMatches(form: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (form.confirmPassword !== '' && !passwordsMatch(form.password, form.confirmPassword)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirmPassword'], message: passwordMessages.mismatch });
  }
}

/** Reset after a verified code: the new password twice. */
export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: confirmPasswordSchema })
  .superRefine(confirmationMatches);
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

/** Change password in Profile Settings: the current one, then the new one twice. */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, authMessages.passwordBlank), password: newPasswordSchema, confirmPassword: confirmPasswordSchema })
  .superRefine(confirmationMatches);
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

/** Profile Settings: name, e-mail and city; the phone changes through its own OTP step. */
export const profileSchema = z.object({
  name: personNameSchema(100),
  email: emailSchema,
  cityId: z.string().default(''),
});
export type ProfileForm = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

/**
 * A person who signed up by phone alone has no e-mail yet: for them the e-mail may stay empty
 * (and is then left alone), but one that is typed must be right.
 */
export const phoneOnlyProfileSchema = profileSchema.extend({
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidEmail(value), emailMessages.incorrectFormat),
});
