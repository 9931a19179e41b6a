import { useState } from 'react';
import { profileMessages, successMessages } from '@/lib/messages';
import { phoneText, typedPhone } from '@/lib/phone';
import { showToast } from '@/lib/stores/toasts';
import { Field, FormError, Submit } from '../fields';
import { http, problemDetail, renewServerSession } from './api';
import { codeProblem, useResendPause } from '../otp-code';

/** The phone number: shown with its verification; a new one takes effect only after its code. */
export function ProfilePhone({ initialPhone, initiallyVerified }: { initialPhone: string | null; initiallyVerified: boolean }) {
  const [phone, setPhone] = useState(initialPhone);
  const [verified, setVerified] = useState(initiallyVerified);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const pause = useResendPause();

  const send = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    const target = typedPhone(draft);
    setFieldError('problem' in target ? target.problem : undefined);
    if ('problem' in target) return;
    setBusy(true);
    setError(null);
    const international = target.phone;
    try {
      await http.post('/api/v2/phone/otp', { phone_number: international, purpose: 'verify_phone' });
      setPending(international);
      setCode('');
      setResent(false);
      pause.start();
    } catch (e) {
      setError(problemDetail(e, profileMessages.updateFailed));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    // The sign-up dialog's words for a blank code, before anything is asked of the server.
    const problem = codeProblem(code);
    setError(problem);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      await http.post('/api/v2/verify/otp', { phone_number: pending, otp: code.trim(), purpose: 'verify_phone' });
      await renewServerSession();
      setPhone(pending);
      setVerified(true);
      setPending(null);
      setDraft('');
      setCode('');
      showToast({ type: 'success', message: successMessages.profileUpdated });
    } catch (e) {
      setError(problemDetail(e, profileMessages.updateFailed));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    setResent(false);
    try {
      await http.post('/api/v2/phone/otp', { phone_number: pending, purpose: 'verify_phone' });
      setResent(true);
      pause.start();
    } catch (e) {
      setError(problemDetail(e, profileMessages.updateFailed));
    }
  };

  /** Back to the number: to correct it (kept in the field) or to give up the change (cleared). */
  const leave = (keepDraft: boolean) => {
    setPending(null);
    setCode('');
    setError(null);
    setResent(false);
    if (!keepDraft) setDraft('');
  };

  return (
    <section className="auth-form" aria-labelledby="profile-phone-title">
      <h2 id="profile-phone-title">Phone number</h2>
      <p className="auth-note" data-testid="current-phone">
        {phone ? `${phoneText(phone)} · ${verified ? 'Verified' : 'Not verified'}` : 'No phone number yet'}
      </p>
      {pending ? (
        <form noValidate onSubmit={confirm} className="auth-form">
          <p className="auth-note">We sent a code to {phoneText(pending)}.</p>
          <Field id="profile-otp" label="Code" name="otp" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          <FormError message={error} />
          {resent && <p className="auth-note">A new code is on its way.</p>}
          <Submit busy={busy}>Verify</Submit>
          <div className="auth-links">
            <button type="button" className="auth-link" onClick={resend} disabled={pause.left > 0}>
              {pause.left > 0 ? `Send the code again (${pause.left} s)` : 'Send the code again'}
            </button>
            <button type="button" className="auth-link" onClick={() => leave(true)}>
              Change number
            </button>
            <button type="button" className="auth-link" onClick={() => leave(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={send} className="auth-form">
          <Field
            id="profile-phone"
            label={phone ? 'New phone number' : 'Phone number'}
            name="phone"
            type="tel"
            inputMode="numeric"
            placeholder="3001234567"
            prefix="+92"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            error={fieldError ? { type: 'validate', message: fieldError } : undefined}
          />
          <FormError message={error} />
          <Submit busy={busy}>Send code</Submit>
        </form>
      )}
    </section>
  );
}
