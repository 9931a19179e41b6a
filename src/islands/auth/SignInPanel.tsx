import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInForm, type SignInValues } from '@/lib/accounts/rules';
import { signInErrorMessage } from '@/lib/auth/errors';
import { identityClientMessages } from '@/lib/messages';
import { DEFAULT_COUNTRY_CODE } from '@/lib/constants';
import { finishSignIn, signInWith, type SignInOutcome } from './actions';
import { Field, FormError, Submit } from './fields';
import { $authModal, showAuthModal } from './store';
import { SocialButtons } from './SocialButtons';
import { SOCIAL_ERROR_PARAM, SOCIAL_SIGN_IN_FAILED } from '@/lib/auth/social';

type Challenge = Extract<SignInOutcome, { kind: 'challenge' }>['challenge'];

const CHALLENGE_LABELS: Partial<Record<Challenge['challenge'], string>> = {
  NEW_PASSWORD_REQUIRED: 'New password',
  SMS_MFA: 'Code sent to your phone',
  SOFTWARE_TOKEN_MFA: 'Code from your authenticator app',
};

export function SignInPanel({ onSignedIn }: { onSignedIn: () => void }) {
  // A social sign-in that did not complete comes back here with a marker in the address.
  const [error, setError] = useState<string | null>(() =>
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).has(SOCIAL_ERROR_PARAM) ? SOCIAL_SIGN_IN_FAILED : null,
  );
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const form = useForm<SignInForm, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { method: 'email', email: '', code: DEFAULT_COUNTRY_CODE, phone: '', password: '' },
  });
  const method = form.watch('method');
  const { errors, isSubmitting } = form.formState;

  const handle = async (run: () => Promise<SignInOutcome>) => {
    setError(null);
    try {
      const outcome = await run();
      if (outcome.kind === 'signedIn') onSignedIn();
      else if (CHALLENGE_LABELS[outcome.challenge.challenge]) setChallenge(outcome.challenge);
      else setError(`This account needs a sign-in step Basera does not support yet (${outcome.challenge.challenge}).`);
    } catch (e) {
      setError(signInErrorMessage(e, form.getValues('method')));
    }
  };

  if (challenge) {
    return <ChallengeStep challenge={challenge} onAnswer={(answer) => handle(async () => finishSignIn(await challenge.answer(answer)))} error={error} />;
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => handle(() => signInWith(values)))} className="auth-form">
      <div role="radiogroup" aria-label="Sign in with" className="auth-methods">
        {(['email', 'phone'] as const).map((m) => (
          <label key={m} className={m === method ? 'auth-method active' : 'auth-method'}>
            <input type="radio" value={m} {...form.register('method')} />
            {m === 'email' ? 'Email' : 'Phone'}
          </label>
        ))}
      </div>
      {method === 'email' ? (
        <Field label="Email" type="email" autoComplete="username" error={errors.email} {...form.register('email')} />
      ) : (
        <Field label="Phone" type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="3001234567" prefix="+92" error={errors.phone} {...form.register('phone')} />
      )}
      <Field label="Password" type="password" autoComplete="current-password" error={errors.password} {...form.register('password')} />
      <FormError message={error} />
      <Submit busy={isSubmitting}>Sign In</Submit>
      <SocialButtons redirect={$authModal.get().redirect} />
      <div className="auth-links">
        <button type="button" className="auth-link" onClick={() => showAuthModal('FORGOT_PASSWORD')}>
          Forgot password?
        </button>
        <button type="button" className="auth-link" onClick={() => showAuthModal('SIGN_UP')}>
          Create an account
        </button>
      </div>
    </form>
  );
}

function ChallengeStep({ challenge, onAnswer, error }: { challenge: Challenge; onAnswer: (answer: string) => Promise<void>; error: string | null }) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [blank, setBlank] = useState<string | null>(null);
  const isPassword = challenge.challenge === 'NEW_PASSWORD_REQUIRED';
  return (
    <form
      noValidate
      className="auth-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (value.trim() === '') {
          setBlank(isPassword ? identityClientMessages.newPasswordRequired : 'Code is required');
          return;
        }
        setBlank(null);
        setBusy(true);
        await onAnswer(value);
        setBusy(false);
      }}
    >
      <Field
        label={CHALLENGE_LABELS[challenge.challenge] ?? 'Answer'}
        name="challenge"
        type={isPassword ? 'password' : 'text'}
        autoComplete={isPassword ? 'new-password' : 'one-time-code'}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={blank ? { type: 'required', message: blank } : undefined}
      />
      <FormError message={error} />
      <Submit busy={busy}>Continue</Submit>
    </form>
  );
}
