import { useState } from 'react';
import { DEFAULT_COUNTRY_CODE } from '@/lib/constants';
import { authMessages } from '@/lib/messages';
import { phoneError, stripPhonePrefix, toE164 } from '@/lib/phone';
import { postJson, ProblemError } from './actions';
import { Field, FormError, Submit } from './fields';
import { showAuthModal } from './store';

/** Forgot password: a code goes to the account's phone; the next screens check it and set a password. */
export function ForgotPasswordPanel() {
  const [phone, setPhone] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    const national = stripPhonePrefix(phone.trim().replace(/[\s-]/g, ''));
    const problem = national === '' ? authMessages.phoneBlank : phoneError(DEFAULT_COUNTRY_CODE, national);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    setError(null);
    const international = toE164(DEFAULT_COUNTRY_CODE, national);
    try {
      await postJson('/api/v2/phone/otp', { phone_number: international, purpose: 'reset_password' });
      showAuthModal('OTP_MODAL_RESET_PASSWORD', { phone: international });
    } catch (e) {
      setError(e instanceof ProblemError ? e.message : 'Network error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="auth-form">
      <p className="auth-note">Enter the phone number of your account and we will send you a code.</p>
      <Field
        label="Phone"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="3001234567"
        prefix="+92"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={fieldError ? { type: 'validate', message: fieldError } : undefined}
      />
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
