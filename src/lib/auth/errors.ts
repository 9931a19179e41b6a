import { confirmMessages, identityClientMessages, passwordMessages, signInMessages, signUpMessages } from '../messages';

/** The provider's error name: `code` from the library, `name` from the AWS SDK, or `__type` (after '#'). */
export function providerErrorCode(error: unknown): string {
  if (!error || typeof error !== 'object') return 'UnknownError';
  const e = error as { code?: unknown; name?: unknown; __type?: unknown };
  const raw = [e.code, e.__type, e.name].find((v): v is string => typeof v === 'string' && v !== '' && v !== 'Error') ?? 'UnknownError';
  return raw.includes('#') ? raw.slice(raw.lastIndexOf('#') + 1) : raw;
}

/**
 * Errors that mean 'these credentials do not get in'. Cognito answers a wrong password with
 * NotAuthorizedException, cognito-local with InvalidPasswordException; an unknown user is
 * UserNotFoundException (or NotAuthorizedException when Cognito hides that users exist).
 */
const WRONG_CREDENTIALS = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']);

export function isWrongCredentials(error: unknown): boolean {
  return WRONG_CREDENTIALS.has(providerErrorCode(error));
}

/** UserNotFoundException and NotAuthorizedException (either provider's form) start the legacy fallback. */
export function triggersLegacyFallback(error: unknown): boolean {
  return isWrongCredentials(error);
}

export type SignInMethod = 'email' | 'phone';

/**
 * The right password for an account the provider holds as unconfirmed (both providers check the
 * password first): the person is offered a code to confirm it (decision 063).
 */
export function isUnconfirmedAccount(error: unknown): boolean {
  return providerErrorCode(error) === 'UserNotConfirmedException';
}

/** The sign-in form's message for a failed attempt. */
export function signInErrorMessage(error: unknown, method: SignInMethod): string {
  const code = providerErrorCode(error);
  if (WRONG_CREDENTIALS.has(code) || code === 'ForbiddenRole') {
    return method === 'phone' ? signInMessages.incorrectPhoneOrPassword : signInMessages.incorrectEmailOrPassword;
  }
  if (code === 'NetworkError' || (error instanceof TypeError && /fetch|network/i.test(error.message))) return identityClientMessages.networkError;
  if (code === 'UserNotConfirmedException') return confirmMessages.accountNotConfirmed;
  if (code === 'PasswordResetRequiredException') {
    return method === 'phone' ? signInMessages.incorrectPhoneOrPassword : signInMessages.incorrectEmailOrPassword;
  }
  return error instanceof Error && error.message ? error.message : identityClientMessages.networkError;
}

/** The sign-up form's message for a failed attempt. */
export function signUpErrorMessage(error: unknown): string {
  const code = providerErrorCode(error);
  if (code === 'UsernameExistsException' || code === 'AliasExistsException') return signUpMessages.userAlreadyExists;
  if (code === 'PhoneExistsException') return signUpMessages.phoneAlreadyRegistered;
  return signUpMessages.failed;
}

/** The change-password form's message for a failed attempt. */
export function changePasswordErrorMessage(error: unknown): string {
  return isWrongCredentials(error) ? passwordMessages.currentIncorrect : passwordMessages.changeFailed;
}
