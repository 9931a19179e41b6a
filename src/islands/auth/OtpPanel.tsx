import { useState } from 'react';
import { postJson, ProblemError } from './actions';
import { Field, FormError, Submit } from './fields';
import { showAuthModal } from './store';
import { phoneText } from '@/lib/phone/rules';
import { codeProblem } from './otp-code';

/**
 * Enter the code sent to a phone (to verify it after sign-up, or to prove it before a reset) or, for a
 * reset, to an e-mail address.
 */
export function OtpPanel({ address, purpose }: { address: string; purpose: 'verify_phone' | 'reset_password' }) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const byEmail = address.includes('@');
  const to = byEmail ? { email: address } : { phone_number: address };

  const verify = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    const problem = codeProblem(otp);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await postJson<{ verified: true; resetGrant?: string }>('/api/v2/verify/otp', { ...to, otp: otp.trim(), purpose });
      if (purpose === 'reset_password') showAuthModal('RESET_PASSWORD', { resetGrant: result.resetGrant ?? null });
      // A verified phone gets its own word (SUCCESS_MODAL); 'Verify later' still ends on SUCCESS_MODAL_SIGN_UP.
      else showAuthModal('SUCCESS_MODAL');
    } catch (e) {
      setError(e instanceof ProblemError ? e.message : 'Network error');
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      await postJson(byEmail ? '/api/v2/email/otp' : '/api/v2/phone/otp', byEmail ? to : { ...to, purpose });
      setResent(true);
    } catch (e) {
      setError(e instanceof ProblemError ? e.message : 'Network error');
    }
  };

  return (
    <form noValidate onSubmit={verify} className="auth-form">
      <p className="auth-note">We sent a code to {byEmail ? address : phoneText(address)}.</p>
      <Field label="Code" name="otp" inputMode="numeric" autoComplete="one-time-code" value={otp} onChange={(e) => setOtp(e.target.value)} />
      <FormError message={error} />
      {resent && <p className="auth-note">A new code is on its way.</p>}
      <Submit busy={busy}>Verify</Submit>
      <div className="auth-links">
        <button type="button" className="auth-link" onClick={resend}>
          Send the code again
        </button>
        {purpose === 'verify_phone' && (
          <button type="button" className="auth-link" onClick={() => showAuthModal('SUCCESS_MODAL_SIGN_UP')}>
            Verify later
          </button>
        )}
      </div>
    </form>
  );
}
