import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordValues } from '@/lib/accounts/schema';
import { changePassword, isNotAuthenticated } from '@/lib/auth/client';
import { changePasswordErrorMessage } from '@/lib/auth/errors';
import { signInPath } from '@/lib/auth/guard';
import { successMessages } from '@/lib/messages';
import { showToast } from '@/lib/stores/toasts';
import { Field, Submit } from '../fields';
import { providerSession } from '../session-source';

/**
 * Change password. `username` (the account's e-mail or phone) lets the current password sign the person
 * in again when this browser holds no provider session; when even that cannot be done, 'The user is not
 * authenticated': the stored tokens and the cookies are cleared and the person signs in again, back here.
 */
export function ChangePassword({ username }: { username: string | null }) {
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: ChangePasswordValues) => {
    try {
      await changePassword(values.currentPassword, values.password, username);
      form.reset();
      showToast({ type: 'success', message: successMessages.passwordChanged });
    } catch (error) {
      if (isNotAuthenticated(error)) {
        await providerSession.end();
        window.location.assign(signInPath(new URL(window.location.href)));
        return;
      }
      showToast({ type: 'error', message: changePasswordErrorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="auth-form" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <Field id="current-password" label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword} {...form.register('currentPassword')} />
      <Field id="new-password" label="New password" type="password" autoComplete="new-password" error={errors.password} {...form.register('password')} />
      <Field id="confirm-new-password" label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmPassword} {...form.register('confirmPassword')} />
      <Submit busy={isSubmitting}>Change password</Submit>
    </form>
  );
}
