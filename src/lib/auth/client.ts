/**
 * The browser's identity client: amazon-cognito-identity-js against Amazon Cognito (SRP) or
 * cognito-local (plain password flow, which is all it speaks), chosen by the server's settings.
 * Tokens are cached by the library in local storage, with its in-memory fallback.
 */
import {
  AuthenticationDetails,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type IAuthenticationCallback,
} from 'amazon-cognito-identity-js';
import type { IdentityPublicConfig } from './config';

let configPromise: Promise<IdentityPublicConfig> | undefined;
let pool: CognitoUserPool | undefined;

/** The provider's public settings, fetched once per page from the server. */
export function identityConfig(): Promise<IdentityPublicConfig> {
  configPromise ??= fetch('/api/auth/config', { headers: { accept: 'application/json' } }).then((res) => {
    if (!res.ok) throw new Error('The sign-in service is not available.');
    return res.json() as Promise<IdentityPublicConfig>;
  });
  return configPromise;
}

async function userPool(): Promise<CognitoUserPool> {
  if (pool) return pool;
  const config = await identityConfig();
  pool = new CognitoUserPool({
    UserPoolId: config.userPoolId,
    ClientId: config.clientId,
    ...(config.endpoint ? { endpoint: config.endpoint.endsWith('/') ? config.endpoint : `${config.endpoint}/` } : {}),
  });
  return pool;
}

export type ChallengeName =
  | 'NEW_PASSWORD_REQUIRED'
  | 'SMS_MFA'
  | 'SOFTWARE_TOKEN_MFA'
  | 'SELECT_MFA_TYPE'
  | 'MFA_SETUP'
  | 'CUSTOM_CHALLENGE';

/** A new device's status at the pool after sign-in, when the pool asked for it to be confirmed. */
export type DeviceStatus = 'remembered' | 'not_remembered';

/** What a sign-in attempt ends in: tokens, or a challenge the person must answer next. */
export type SignInStep =
  | { kind: 'signedIn'; idToken: string; refreshToken: string; signedInWith: string; deviceStatus?: DeviceStatus }
  | { kind: 'challenge'; challenge: ChallengeName; answer: (response: string) => Promise<SignInStep> };

/**
 * `signedInWith` is the name the person typed: the server admits a sign-in by phone only for a phone
 * the account has verified (decision 063), and the library may swap the typed alias for the account's
 * own user name on the way.
 */
function callbacks(user: CognitoUser, signedInWith: string, resolve: (step: SignInStep) => void, reject: (error: unknown) => void): IAuthenticationCallback {
  const challenge = (name: ChallengeName, answer: (response: string, cb: IAuthenticationCallback) => void) =>
    resolve({
      kind: 'challenge',
      challenge: name,
      answer: (response) => new Promise<SignInStep>((res, rej) => answer(response, callbacks(user, signedInWith, res, rej))),
    });
  return {
    onSuccess: (session, userConfirmationNecessary) => {
      const signedIn = {
        kind: 'signedIn' as const,
        idToken: session.getIdToken().getJwtToken(),
        refreshToken: session.getRefreshToken().getToken(),
        signedInWith,
      };
      if (!userConfirmationNecessary) return resolve(signedIn);
      // The library has confirmed the new device; where the pool lets the person choose, Basera
      // remembers it (fewer MFA prompts on this browser). A refusal still leaves them signed in.
      user.setDeviceStatusRemembered({
        onSuccess: () => resolve({ ...signedIn, deviceStatus: 'remembered' }),
        onFailure: () => resolve({ ...signedIn, deviceStatus: 'not_remembered' }),
      });
    },
    onFailure: reject,
    newPasswordRequired: () =>
      challenge('NEW_PASSWORD_REQUIRED', (password, cb) => user.completeNewPasswordChallenge(password, {}, cb)),
    mfaRequired: () => challenge('SMS_MFA', (code, cb) => user.sendMFACode(code, cb)),
    totpRequired: () => challenge('SOFTWARE_TOKEN_MFA', (code, cb) => user.sendMFACode(code, cb, 'SOFTWARE_TOKEN_MFA')),
    selectMFAType: () => challenge('SELECT_MFA_TYPE', (type, cb) => user.sendMFASelectionAnswer(type, cb)),
    mfaSetup: () => challenge('MFA_SETUP', () => reject(new Error('MFA_SETUP'))),
    customChallenge: () => challenge('CUSTOM_CHALLENGE', (answer, cb) => user.sendCustomChallengeAnswer(answer, cb)),
  };
}

/** Signs in with a user name (an e-mail or a +92 phone number) and a password. */
export async function signIn(username: string, password: string): Promise<SignInStep> {
  const config = await identityConfig();
  const user = new CognitoUser({ Username: username, Pool: await userPool() });
  if (config.authFlow === 'password') user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
  const details = new AuthenticationDetails({ Username: username, Password: password });
  return new Promise<SignInStep>((resolve, reject) => user.authenticateUser(details, callbacks(user, username, resolve, reject)));
}

/** The cached session, refreshed by the library when it has run out; null when signed out. */
export async function currentSession(): Promise<CognitoUserSession | null> {
  const user = (await userPool()).getCurrentUser();
  if (!user) return null;
  return new Promise((resolve) => {
    user.getSession((error: Error | null, session: CognitoUserSession | null) => resolve(error || !session?.isValid() ? null : session));
  });
}

/** A new id token from the refresh token, stored by the library; null when the session is over. */
export async function freshIdToken(): Promise<string | null> {
  const user = (await userPool()).getCurrentUser();
  const session = await currentSession();
  if (!user || !session) return null;
  const refresh = new CognitoRefreshToken({ RefreshToken: session.getRefreshToken().getToken() });
  return new Promise((resolve) => {
    user.refreshSession(refresh, (error: Error | null, next: CognitoUserSession | null) =>
      resolve(error || !next ? null : next.getIdToken().getJwtToken()),
    );
  });
}

/** The id token cached right now, without asking the provider (for request headers). */
export function cachedIdToken(): string | null {
  const user = pool?.getCurrentUser();
  if (!user) return null;
  let token: string | null = null;
  user.getSession((_error: Error | null, session: CognitoUserSession | null) => {
    token = session?.getIdToken().getJwtToken() ?? null;
  });
  return token;
}

/**
 * Signs out: clears the cached tokens; the library revokes the refresh token when the access
 * token carries an origin identifier, retrying with jittered backoff (100 ms up to 5000 ms).
 */
export async function signOut(): Promise<void> {
  const user = (await userPool()).getCurrentUser();
  if (!user) return;
  await new Promise<void>((resolve) => {
    // getSession first so the library has the tokens it needs to revoke.
    user.getSession(() => user.signOut(() => resolve()));
  });
}

/** 'User is not authenticated': this browser holds no provider session to act with. */
export class NotAuthenticatedError extends Error {
  readonly code = 'NotAuthenticated';
  constructor() {
    super('User is not authenticated');
  }
}

export function isNotAuthenticated(error: unknown): boolean {
  return error instanceof NotAuthenticatedError || (error as { code?: unknown } | null)?.code === 'NotAuthenticated';
}

/** The current user with its session loaded on that very object (the library keeps it per instance), or null. */
async function signedInUser(): Promise<CognitoUser | null> {
  const user = (await userPool()).getCurrentUser();
  if (!user) return null;
  const valid = await new Promise<boolean>((resolve) => {
    user.getSession((error: Error | null, session: CognitoUserSession | null) => resolve(!error && !!session?.isValid()));
  });
  return valid ? user : null;
}

/**
 * Changes the signed-in person's password at the provider. The server's cookie can be good while this
 * browser holds no provider session (storage cleared, a session that ran out): the current password,
 * just typed, then signs `username` (the account's e-mail or phone) in again first, and a wrong one is
 * refused as a wrong current password. Without a way back in it fails with NotAuthenticatedError.
 */
export async function changePassword(current: string, next: string, username?: string | null): Promise<void> {
  let user = await signedInUser();
  if (!user && username) {
    const step = await signIn(username, current);
    if (step.kind !== 'signedIn') throw new NotAuthenticatedError();
    user = await signedInUser();
  }
  if (!user) throw new NotAuthenticatedError();
  const signedIn = user;
  await new Promise<void>((resolve, reject) => {
    signedIn.changePassword(current, next, (error) => (error ? reject(error) : resolve()));
  });
}
