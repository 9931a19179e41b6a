import type { InputHTMLAttributes, ReactNode } from 'react';
import { isBlockedNumberKey } from '@/lib/forms';

/** A field's message, tied to the input by id so screen readers read it with the field. */
export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p className="wz-error" id={`${id}-error`} role="alert">
      {message}
    </p>
  );
}

/**
 * What a field's input is described by: its message when there is one, else its hint (an id with no
 * element, as for a field without a hint, is passed over by screen readers).
 */
export function describedBy(id: string, error: string | undefined): string {
  return error ? `${id}-error` : `${id}-hint`;
}

export function Field({
  id,
  label,
  hint,
  error,
  children,
  optional,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  optional?: boolean;
}) {
  return (
    <div className={`wz-field${error ? ' has-error' : ''}`}>
      <label className="wz-label" htmlFor={id}>
        {label}
        {optional && <span className="wz-optional"> (optional)</span>}
      </label>
      {children}
      {hint && !error && (
        <p className="wz-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldMessage id={id} message={error} />
    </div>
  );
}

/** A number input that refuses e, E, + and - (spec section 5). */
export function NumberInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      type="number"
      inputMode="decimal"
      min={0}
      {...props}
      className={`input ${props.className ?? ''}`}
      onKeyDown={(event) => {
        if (isBlockedNumberKey(event.key)) event.preventDefault();
        props.onKeyDown?.(event);
      }}
    />
  );
}

/** A moderator's note beside the part of the form it is about. */
export function FeedbackNote({ notes }: { notes: { status: 'REJECTED' | 'IMPROVE'; message: string }[] }) {
  if (notes.length === 0) return null;
  return (
    <div className="wz-feedback" role="note">
      {notes.map((note, i) => (
        <p key={i}>
          <strong>{note.status === 'REJECTED' ? 'Rejected by our team' : 'Our team suggests an improvement'}:</strong> {note.message}
        </p>
      ))}
    </div>
  );
}

/** Quality warnings for one part of the form. */
export function Warnings({ items }: { items: { code: string; message: string }[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="wz-warnings">
      {items.map((w) => (
        <li key={w.code}>{w.message}</li>
      ))}
    </ul>
  );
}

/** Choice chips: one or several of a short list, as buttons that say whether they are pressed. */
export function Chips<T extends string | number>({
  options,
  selected,
  onToggle,
  label,
  id,
}: {
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  label: string;
  id: string;
}) {
  return (
    <div className="wz-chips" role="group" aria-label={label} id={id}>
      {options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          className={`wz-chip${selected.includes(o.value) ? ' is-on' : ''}`}
          aria-pressed={selected.includes(o.value)}
          onClick={() => onToggle(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
