import { useState } from 'react';
import { emailError } from '@/lib/accounts/rules';
import { typedPhone } from '@/lib/phone';
import { postJson, ProblemError } from './actions';
import { Field, FormError, Submit } from './fields';
import { showAuthModal } from './store';

type Method = 'email' | 'phone';

/** What the typed value is wrong with (a field message), or where the code goes. */
function addressOf(method: Method, typed: string): { problem: string } | { address: string } {
  if (method === 'phone') {
    const target = typedPhone(typed);
    return 'problem' in target ? target : { address: target.phone };
  }
  const problem = emailError(typed);
  return problem ? { problem } : { address: typed.trim().toLowerCase() };
}

/**
 * Forgot password: a code goes to the account's phone or e-mail address, whichever the person signs in
 * with (an account made with an e-mail alone has no phone); the next screens check it and set a password.
 */
export function ForgotPasswordPanel() {
  const [method, setMethod] = useState<Method>('email');
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (next: Method) => {
    setMethod(next);
    setTyped('');
    setFieldError(undefined);
    setError(null);
  };

  const submit = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    const target = addressOf(method, typed);
    setFieldError('problem' in target ? target.problem : undefined);
    if ('problem' in target) return;
    setBusy(true);
    setError(null);
    try {
      if (method === 'email') await postJson('/api/v2/email/otp', { email: target.address });
      else await postJson('/api/v2/phone/otp', { phone_number: target.address, purpose: 'reset_password' });
      showAuthModal('OTP_MODAL_RESET_PASSWORD', { address: target.address });
    } catch (e) {
      setError(e instanceof ProblemError ? e.message : 'Network error');
    } finally {
      setBusy(false);
    }
  };

  const fieldProblem = fieldError ? { type: 'validate', message: fieldError } : undefined;
  return (
    <form noValidate onSubmit={submit} className="auth-form">
      <p className="auth-note">Enter the e-mail address or phone number of your account and we will send you a code.</p>
      <div role="radiogroup" aria-label="Send the code to" className="auth-methods">
        {(['email', 'phone'] as const).map((m) => (
          <label key={m} className={m === method ? 'auth-method active' : 'auth-method'}>
            <input type="radio" name="method" value={m} checked={m === method} onChange={() => choose(m)} />
            {m === 'email' ? 'Email' : 'Phone'}
          </label>
        ))}
      </div>
      {method === 'email' ? (
        <Field label="Email" name="email" type="email" autoComplete="username" value={typed} onChange={(e) => setTyped(e.target.value)} error={fieldProblem} />
      ) : (
        <Field
          label="Phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="3001234567"
          prefix="+92"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={fieldProblem}
        />
      )}
      <FormError message={error} />
      <Submit busy={busy}>Send code</Submit>
      <div className="auth-links">
        <button type="button" className="auth-link" onClick={() => showAuthModal('SIGN_IN')}>
          Back to Sign In
        </button>
      </div>
    </form>
  );
}
