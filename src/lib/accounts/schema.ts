/** Password forms beyond sign-in and sign-up, built from the shared rules. */
import { z } from 'zod';
import { authMessages, passwordMessages } from '@/lib/messages';
import { newPasswordSchema, passwordsMatch } from './rules';

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
