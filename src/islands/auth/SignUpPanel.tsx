import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signUpSchema, type SignUpForm, type SignUpValues } from '@/lib/accounts/rules';
import { signUpErrorMessage } from '@/lib/auth/errors';
import { signUpMessages } from '@/lib/messages';
import { DEFAULT_COUNTRY_CODE } from '@/lib/constants';
import { toE164 } from '@/lib/phone';
import { finishSignIn, postJson, ProblemError, signUpWith } from './actions';
import { signIn } from '@/lib/auth/client';
import { CodeStep } from './CodeStep';
import { Field, FormError, Submit } from './fields';
import { showAuthModal } from './store';

const KNOWN_CONFLICTS: string[] = [signUpMessages.userAlreadyExists, signUpMessages.phoneAlreadyRegistered];

export function SignUpPanel() {
  const [error, setError] = useState<string | null>(null);
  // A sign-up by phone alone waiting for the code sent to that phone (the form is kept in memory only).
  const [proving, setProving] = useState<{ values: SignUpValues; phone: string } | null>(null);
  const form = useForm<SignUpForm, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', code: DEFAULT_COUNTRY_CODE, phone: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: SignUpValues) => {
    setError(null);
    try {
      const outcome = await signUpWith(values);
      if (outcome.kind === 'codeSent') {
        setProving({ values, phone: outcome.phone });
        return;
      }
    } catch (e) {
      setError(e instanceof ProblemError && (KNOWN_CONFLICTS.includes(e.message) || e.status === 429 || e.status === 503) ? e.message : signUpErrorMessage(e));
      return;
    }
    // Signed in; a phone is verified next, by a code sent to it. An e-mail-only account is done.
    if (values.phone === '') {
      showAuthModal('SUCCESS_MODAL_SIGN_UP');
      return;
    }
    const phone = toE164(values.code, values.phone);
    try {
      await postJson('/api/v2/phone/otp', { phone_number: phone });
      showAuthModal('OTP_MODAL', { address: phone });
    } catch {
      showAuthModal('SUCCESS_MODAL_SIGN_UP');
    }
  };

  if (proving) {
    const { values, phone } = proving;
    return (
      <CodeStep
        sentTo={phone}
        action="Verify"
        submit={async (otp) => {
          const { username } = await postJson<{ username: string }>('/api/auth/sign-up', { ...values, otp });
          await finishSignIn(await signIn(username, values.password));
          showAuthModal('SUCCESS_MODAL');
        }}
        resend={() => postJson('/api/auth/sign-up', values)}
      >
        <button type="button" className="auth-link" onClick={() => setProving(null)}>
          Change number
        </button>
      </CodeStep>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="auth-form">
      <Field label="Name" autoComplete="name" error={errors.name} {...form.register('name')} />
      <p className="auth-note">Sign up with your email, your phone number or both.</p>
      <Field label="Email" type="email" autoComplete="email" error={errors.email} {...form.register('email')} />
      <Field label="Phone" type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="3001234567" prefix="+92" error={errors.phone} {...form.register('phone')} />
      <Field label="Password" type="password" autoComplete="new-password" error={errors.password} {...form.register('password')} />
      <Field label="Confirm password" type="password" autoComplete="new-password" error={errors.confirmPassword} {...form.register('confirmPassword')} />
      <FormError message={error} />
      <Submit busy={isSubmitting}>Sign Up</Submit>
      <div className="auth-links">
        <button type="button" className="auth-link" onClick={() => showAuthModal('SIGN_IN')}>
          Already have an account? Sign In
        </button>
      </div>
    </form>
  );
}
