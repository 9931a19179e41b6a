import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordValues } from '@/lib/accounts/schema';
import { postJson, ProblemError } from './actions';
import { Field, FormError, Submit } from './fields';
import { showAuthModal } from './store';

/** The last step of a reset: `userName` is the phone or e-mail address the verified code went to. */
export function ResetPasswordPanel({ userName, resetGrant }: { userName: string; resetGrant: string }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: ResetPasswordValues) => {
    setError(null);
    try {
      await postJson('/api/authentication/user/password/reset', { userName, password: values.password, resetGrant });
      showAuthModal('SUCCESS_MODAL_RESET_PASSWORD');
    } catch (e) {
      setError(e instanceof ProblemError ? e.message : 'Network error');
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="auth-form">
      <Field label="New password" type="password" autoComplete="new-password" error={errors.password} {...form.register('password')} />
      <Field label="Confirm password" type="password" autoComplete="new-password" error={errors.confirmPassword} {...form.register('confirmPassword')} />
      <FormError message={error} />
      <Submit busy={isSubmitting}>Reset password</Submit>
    </form>
  );
}
