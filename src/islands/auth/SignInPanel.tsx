import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInForm, type SignInValues } from '@/lib/accounts/rules';
import { isUnconfirmedAccount, signInErrorMessage } from '@/lib/auth/errors';
import { DEFAULT_COUNTRY_CODE } from '@/lib/constants';
import { finishSignIn, postJson, signInWith, usernameOf, type SignInOutcome } from './actions';
import { signIn } from '@/lib/auth/client';
import { CodeStep, problemText } from './CodeStep';
import { answerChallenge, challengeScreen, unsupportedChallengeMessage, type PendingChallenge } from './challenge';
import { Field, FormError, Submit } from './fields';
import { $authModal, showAuthModal } from './store';
import { SocialButtons } from './SocialButtons';
import { SOCIAL_ERROR_PARAM, SOCIAL_SIGN_IN_FAILED } from '@/lib/auth/social';

type Challenge = PendingChallenge;

export function SignInPanel({ onSignedIn }: { onSignedIn: () => void }) {
  // A social sign-in that did not complete comes back here with a marker in the address.
  const [error, setError] = useState<string | null>(() =>
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).has(SOCIAL_ERROR_PARAM) ? SOCIAL_SIGN_IN_FAILED : null,
  );
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  // An account the provider holds as unconfirmed: its sign-in name and password, kept in memory to
  // sign in once it is confirmed; `codeSent` once the confirmation code has gone out.
  const [unconfirmed, setUnconfirmed] = useState<{ username: string; password: string; codeSent: boolean } | null>(null);
  const [sending, setSending] = useState(false);
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
      else if (challengeScreen(outcome.challenge.challenge)) setChallenge(outcome.challenge);
      else setError(unsupportedChallengeMessage(outcome.challenge.challenge));
    } catch (e) {
      setError(signInErrorMessage(e, form.getValues('method')));
      if (isUnconfirmedAccount(e)) {
        const values = form.getValues();
        setUnconfirmed({ username: usernameOf({ ...values, phone: values.phone ?? '', code: values.code ?? DEFAULT_COUNTRY_CODE, email: values.email ?? '' }), password: values.password, codeSent: false });
      }
    }
  };

  if (challenge) {
    return <ChallengeStep challenge={challenge} onSettled={handle} error={error} />;
  }

  const sendConfirmationCode = async () => {
    if (!unconfirmed) return;
    await postJson('/api/auth/confirm-account/code', { username: unconfirmed.username });
  };

  if (unconfirmed?.codeSent) {
    const { username, password } = unconfirmed;
    return (
      <CodeStep
        sentTo={username}
        action="Confirm"
        submit={async (otp) => {
          await postJson('/api/auth/confirm-account', { username, otp });
          const outcome = await finishSignIn(await signIn(username, password));
          if (outcome.kind === 'signedIn') onSignedIn();
          else if (challengeScreen(outcome.challenge.challenge)) {
            setUnconfirmed(null);
            setChallenge(outcome.challenge);
          } else throw new Error(unsupportedChallengeMessage(outcome.challenge.challenge));
        }}
        resend={sendConfirmationCode}
      >
        <button type="button" className="auth-link" onClick={() => setUnconfirmed(null)}>
          Back to Sign In
        </button>
      </CodeStep>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // A new attempt: the last attempt's answer no longer applies, whatever the fields now say.
        setError(null);
        setUnconfirmed(null);
        return form.handleSubmit((values) => handle(() => signInWith(values)))(event);
      }}
      className="auth-form"
    >
      <div role="radiogroup" aria-label="Sign in with" className="auth-methods">
        {(['email', 'phone'] as const).map((m) => (
          <label key={m} className={m === method ? 'auth-method active' : 'auth-method'}>
            <input
              type="radio"
              value={m}
              {...form.register('method', {
                onChange: () => {
                  setError(null);
                  setUnconfirmed(null);
                },
              })}
            />
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
      {unconfirmed && (
        <button
          type="button"
          className="btn btn-secondary btn-block"
          disabled={sending}
          aria-busy={sending}
          onClick={async () => {
            setSending(true);
            try {
              await sendConfirmationCode();
              setError(null);
              setUnconfirmed({ ...unconfirmed, codeSent: true });
            } catch (e) {
              setError(problemText(e));
            } finally {
              setSending(false);
            }
          }}
        >
          {sending ? 'Sending…' : 'Send a confirmation code'}
        </button>
      )}
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

function ChallengeStep({
  challenge,
  onSettled,
  error,
}: {
  challenge: Challenge;
  onSettled: (run: () => Promise<SignInOutcome>) => Promise<void>;
  error: string | null;
}) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [blank, setBlank] = useState<string | null>(null);
  const screen = challengeScreen(challenge.challenge)!;
  // A new step of the sign-in: focus moves to its field, as on every screen change.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      noValidate
      className="auth-form"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        await onSettled(async () => {
          const result = await answerChallenge(challenge, value);
          if (result.kind === 'signedIn' || result.kind === 'challenge') return result;
          setBlank(result.message);
          return { kind: 'challenge', challenge };
        });
        setBusy(false);
      }}
    >
      <Field
        ref={field}
        label={screen.label}
        name="challenge"
        type={screen.secret ? 'password' : 'text'}
        autoComplete={screen.autoComplete}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setBlank(null);
        }}
        error={blank ? { type: 'validate', message: blank } : undefined}
      />
      <FormError message={error} />
      <Submit busy={busy}>Continue</Submit>
    </form>
  );
}
