import { useEffect, useState } from 'react';

/** The words for a code field left blank (or not a code), in the sign-up dialog and Profile Settings alike. */
export const CODE_BLANK = 'Please enter the code we sent you';

/** What is wrong with a typed code before it is checked, or null. */
export function codeProblem(typed: string): string | null {
  return /^\d{4,8}$/.test(typed.trim()) ? null : CODE_BLANK;
}

/**
 * A pause before another code may be asked for, so a double tap does not spend the server's sends
 * (5 an address in 15 minutes); the server's own 'Too many attempts' still has the last word.
 */
export const RESEND_PAUSE_SECONDS = 30;

/** Seconds left before a new code may be asked for; `start()` begins the pause. */
export function useResendPause(): { left: number; start: () => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  return {
    left: Math.max(0, Math.ceil((until - now) / 1000)),
    start: () => {
      const at = Date.now();
      setNow(at);
      setUntil(at + RESEND_PAUSE_SECONDS * 1000);
    },
  };
}
