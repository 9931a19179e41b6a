import { useState } from 'react';
import { profileMessages, successMessages } from '@/lib/messages';
import { phoneText, typedPhone } from '@/lib/phone';
import { showToast } from '@/lib/stores/toasts';
import { Field, FormError, Submit } from '../fields';
import { http, problemDetail, renewServerSession } from './api';

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
    } catch (e) {
      setError(problemDetail(e, profileMessages.updateFailed));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: React.SyntheticEvent) => {
    event.preventDefault();
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
          <Submit busy={busy}>Verify</Submit>
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
