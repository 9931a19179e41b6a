import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inquiryFormSchema, type InquiryForm as InquiryFormValues } from '@/lib/listings/schema';
import { inquiryMessages } from '@/lib/listings/messages';
import { showToast } from '@/lib/stores/toasts';
import { stripPhonePrefix } from '@/lib/phone';
import './listing-forms.css';

interface Props {
  listingId: number;
  /** Prefill for a signed-in person. */
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  message: string;
  /** The field to focus once mounted (the one the visitor was reaching for). */
  focus?: 'name' | 'email' | 'phone' | 'message';
}

type Output = { name: string; email: string; phone: string; message: string };

/** The inquiry form beside a listing: checked here with the same schema the server uses. */
export default function InquiryForm({ listingId, name, email, phone, message, focus }: Props) {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InquiryFormValues, unknown, Output>({
    resolver: zodResolver(inquiryFormSchema),
    defaultValues: { name: name ?? '', email: email ?? '', phone: phone ? stripPhonePrefix(phone) : '', message },
  });
  const { errors, isSubmitting } = form.formState;
  const sentBox = useRef<HTMLDivElement>(null);
  const [again, setAgain] = useState(false);
  useEffect(() => {
    if (focus) form.setFocus(focus);
  }, [focus, form]);
  // The focus follows the form: onto the message once sent (the button that had it is gone), back to
  // the first field for another inquiry.
  useEffect(() => {
    if (sent) sentBox.current?.focus();
    else if (again) form.setFocus('name');
  }, [sent, again, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const res = await fetch('/api/data/inquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ propertyId: listingId, ...values }),
      credentials: 'same-origin',
    }).catch(() => null);
    const body = (await res?.json().catch(() => null)) as { message?: string; detail?: string; errors?: Record<string, string> } | null;
    if (res?.ok) {
      setSent(body?.message ?? inquiryMessages.sent);
      showToast({ type: 'success', message: body?.message ?? inquiryMessages.sent });
      return;
    }
    for (const [field, text] of Object.entries(body?.errors ?? {})) {
      if (field in values) form.setError(field as keyof Output, { message: text });
    }
    const text = body?.detail ?? (res ? 'Could not send your inquiry. Please try again.' : inquiryMessages.notSent);
    setFailure(text);
    showToast({ type: 'error', message: text });
  });

  // The button is busy, not disabled, while sending: disabling it would drop the keyboard focus.
  const send = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) event.preventDefault();
    else void submit(event);
  };

  if (sent) {
    return (
      <div className="inquiry-sent" role="status" tabIndex={-1} ref={sentBox}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
        <p>{sent}</p>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            setAgain(true);
            setSent(null);
          }}
        >
          Send another inquiry
        </button>
      </div>
    );
  }

  const field = (key: keyof Output, label: string, input: InputHTMLAttributes<HTMLInputElement> = {}) => {
    const id = `inquiry-${key}`;
    const error = errors[key]?.message;
    return (
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        <div className={key === 'phone' ? 'phone-group' : undefined}>
          {key === 'phone' && <span className="phone-prefix">+92</span>}
          <input
            id={id}
            className="input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...input}
            {...form.register(key)}
          />
        </div>
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="inquiry-form" noValidate onSubmit={send} aria-label="Send an inquiry">
      {field('name', 'Name', { autoComplete: 'name' })}
      {field('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel', placeholder: '3001234567' })}
      <div className="field">
        <label className="field-label" htmlFor="inquiry-message">
          Message
        </label>
        <textarea
          id="inquiry-message"
          className="input textarea"
          rows={4}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'inquiry-message-error' : undefined}
          {...form.register('message')}
        />
        {errors.message && (
          <p id="inquiry-message-error" className="field-error">
            {errors.message.message}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="form-failure">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" aria-busy={isSubmitting || undefined}>
        <span className="btn-label">Send inquiry</span>
        {isSubmitting && <span className="btn-spinner" role="status" aria-label="Sending" />}
      </button>
    </form>
  );
}
