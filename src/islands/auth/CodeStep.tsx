import { useEffect, useRef, useState, type ReactNode } from 'react';
import { phoneText } from '@/lib/phone/rules';
import { ProblemError } from './actions';
import { Field, FormError, Submit } from './fields';
import { codeProblem, useResendPause } from './otp-code';

/** The words for a failed step: the server's own, else 'Network error'. */
export function problemText(error: unknown): string {
  return error instanceof ProblemError ? error.message : 'Network error';
}

/**
 * A step that asks for the code just sent to a phone or an e-mail address: proving a phone before a
 * sign-up by phone alone, or confirming an account left unconfirmed. `submit` and `resend` throw to
 * show their problem.
 */
export function CodeStep({
  sentTo,
  action,
  submit,
  resend,
  children,
}: {
  sentTo: string;
  action: string;
  submit: (code: string) => Promise<void>;
  resend: () => Promise<void>;
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const pause = useResendPause();
  // A new step of the dialog: focus moves to its field, as on every screen change.
  const field = useRef<HTMLInputElement>(null);
  // Once, when the step opens: the code has just gone out.
  useEffect(() => {
    field.current?.focus();
    pause.start();
  }, []);

  return (
    <form
      noValidate
      className="auth-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const problem = codeProblem(code);
        setError(problem);
        if (problem) return;
        setBusy(true);
        try {
          await submit(code.trim());
        } catch (e) {
          setError(problemText(e));
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="auth-note">We sent a code to {sentTo.includes('@') ? sentTo : phoneText(sentTo)}.</p>
      <Field ref={field} label="Code" name="otp" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      <FormError message={error} />
      {resent && <p className="auth-note">A new code is on its way.</p>}
      <Submit busy={busy}>{action}</Submit>
      <div className="auth-links">
        <button
          type="button"
          className="auth-link"
          disabled={pause.left > 0}
          onClick={async () => {
            setError(null);
            setResent(false);
            try {
              await resend();
              setResent(true);
              pause.start();
            } catch (e) {
              setError(problemText(e));
            }
          }}
        >
          {pause.left > 0 ? `Send the code again (${pause.left} s)` : 'Send the code again'}
        </button>
        {children}
      </div>
    </form>
  );
}
