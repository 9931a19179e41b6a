import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { FieldError } from 'react-hook-form';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  name: string;
  error?: FieldError;
  /** A line under the input about it, kept close to it (what the input is described by while it has no error). */
  hint?: string;
  prefix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its message under it, tied together for screen readers. */
export function Field({ label, name, error, hint, prefix, id, ...input }: FieldProps & { id?: string }) {
  const fieldId = id ?? `auth-${name}`;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  return (
    <div className="field auth-field">
      <label className="field-label" htmlFor={fieldId}>
        {label}
      </label>
      <div className={prefix ? 'auth-input-group' : undefined}>
        {prefix && <span className="auth-prefix">{prefix}</span>}
        <input
          id={fieldId}
          name={name}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hint ? hintId : undefined}
          {...input}
        />
      </div>
      {hint && (
        <p id={hintId} className="auth-field-hint">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={errorId} className="auth-field-error">
          {error.message}
        </p>
      )}
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="auth-form-error">
      {message}
    </p>
  ) : null;
}

export function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary btn-block" aria-busy={busy || undefined} disabled={busy}>
      <span className="btn-label">{children}</span>
    </button>
  );
}
