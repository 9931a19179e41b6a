import type { SessionUser } from '@/lib/accounts/types';
import type { SignInValues, SignUpValues } from '@/lib/accounts/rules';
import { toE164 } from '@/lib/phone';
import { signIn, signOut, type SignInStep } from '@/lib/auth/client';
import { triggersLegacyFallback } from '@/lib/auth/errors';
import { safeRedirect } from '@/lib/auth/guard';
import { markLoggedIn } from '@/lib/stores/session';
import { ForbiddenRoleError, startServerSession } from './session-source';

/** The provider's user name for a sign-in form: the e-mail, or the phone in +92 form. */
export function usernameOf(values: Pick<SignInValues, 'method' | 'email' | 'code' | 'phone'>): string {
  return values.method === 'email' ? values.email.trim().toLowerCase() : toE164(values.code, values.phone);
}

export type SignInOutcome =
  | { kind: 'signedIn'; user: SessionUser }
  | { kind: 'challenge'; challenge: Extract<SignInStep, { kind: 'challenge' }> };

/** After the provider said yes: the server must agree (the role rule), or the sign-in is undone. */
export async function finishSignIn(step: SignInStep): Promise<SignInOutcome> {
  if (step.kind === 'challenge') return { kind: 'challenge', challenge: step };
  try {
    const user = await startServerSession(step.idToken, step.refreshToken, step.signedInWith);
    markLoggedIn(user);
    return { kind: 'signedIn', user };
  } catch (error) {
    if (error instanceof ForbiddenRoleError) await signOut().catch(() => undefined);
    throw error;
  }
}

/**
 * Signs in; when the provider says the credentials are wrong, the server may first move the
 * account over from the legacy system (spec section 4), and the sign-in is tried once more.
 */
export async function signInWith(values: SignInValues): Promise<SignInOutcome> {
  const username = usernameOf(values);
  try {
    return await finishSignIn(await signIn(username, values.password));
  } catch (error) {
    if (!triggersLegacyFallback(error)) throw error;
    const { retry } = await postJson<{ retry: boolean }>('/api/auth/legacy-sign-in', { username, password: values.password }).catch(() => ({ retry: false }));
    if (!retry) throw error;
    return finishSignIn(await signIn(username, values.password));
  }
}

export class ProblemError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** POSTs JSON to Basera's API and returns the JSON answer, or throws the problem's detail. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const data = (await res.json().catch(() => ({}))) as { detail?: string };
  if (!res.ok) throw new ProblemError(res.status, data.detail ?? res.statusText);
  return data as T;
}

/**
 * Creates the account on the server, then signs the new user in, as the spec asks. A phone given alone
 * is proven first: the server sends it a code and the form is sent again with `otp` (decision 063).
 */
export async function signUpWith(values: SignUpValues): Promise<SignInOutcome | { kind: 'codeSent'; phone: string }> {
  const answer = await postJson<{ username: string } | { codeSentTo: string }>('/api/auth/sign-up', values);
  if ('codeSentTo' in answer) return { kind: 'codeSent', phone: answer.codeSentTo };
  return finishSignIn(await signIn(answer.username, values.password));
}

/** Where to go after signing in: the page that asked, else this page without the sign-in query. */
export function afterSignInUrl(redirect: string | null | undefined): string {
  if (redirect) return safeRedirect(redirect);
  const url = new URL(window.location.href);
  url.searchParams.delete('signin');
  url.searchParams.delete('redirect');
  url.searchParams.delete('social_error');
  return url.pathname + url.search + url.hash;
}
