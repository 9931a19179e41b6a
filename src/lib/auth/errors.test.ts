import { describe, expect, it } from 'vitest';
import { changePasswordErrorMessage, isUnconfirmedAccount, providerErrorCode, signInErrorMessage, signUpErrorMessage, triggersLegacyFallback } from './errors';

const err = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('provider errors', () => {
  it('reads the code from the library, the SDK or the wire type after #', () => {
    expect(providerErrorCode(err('NotAuthorizedException'))).toBe('NotAuthorizedException');
    expect(providerErrorCode({ name: 'UserNotFoundException' })).toBe('UserNotFoundException');
    expect(providerErrorCode({ __type: 'com.amazonaws#InvalidPasswordException' })).toBe('InvalidPasswordException');
    expect(providerErrorCode(null)).toBe('UnknownError');
  });

  it('maps a wrong password from Cognito and from cognito-local to the same sign-in text', () => {
    for (const code of ['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']) {
      expect(signInErrorMessage(err(code), 'email')).toBe('Incorrect email or password');
      expect(signInErrorMessage(err(code), 'phone')).toBe('Incorrect phone number or password');
      expect(triggersLegacyFallback(err(code))).toBe(true);
    }
    expect(signInErrorMessage(err('ForbiddenRole'), 'email')).toBe('Incorrect email or password');
  });

  it('tells an unconfirmed account so, by e-mail or phone, and offers nothing of the legacy fallback', () => {
    const unconfirmed = err('UserNotConfirmedException', 'User is not confirmed.');
    for (const method of ['email', 'phone'] as const) {
      expect(signInErrorMessage(unconfirmed, method)).toBe('Your account is not confirmed yet. Confirm it with a code we send you, then sign in.');
    }
    expect(isUnconfirmedAccount(unconfirmed)).toBe(true);
    expect(isUnconfirmedAccount({ __type: 'UserNotConfirmedException' })).toBe(true);
    expect(isUnconfirmedAccount(err('NotAuthorizedException'))).toBe(false);
    expect(triggersLegacyFallback(unconfirmed)).toBe(false);
    expect(signInErrorMessage(err('PasswordResetRequiredException'), 'email')).toBe('Incorrect email or password');
  });

  it('says when the network failed', () => {
    expect(signInErrorMessage(err('NetworkError', 'Network error'), 'email')).toBe('Network error');
  });

  it('maps sign-up failures to the spec texts', () => {
    expect(signUpErrorMessage(err('UsernameExistsException'))).toBe('User Already Exists');
    expect(signUpErrorMessage(err('PhoneExistsException'))).toBe('This phone is already registered!');
    expect(signUpErrorMessage(err('InternalErrorException'))).toBe('Failed To Sign Up');
  });

  it('maps change-password failures', () => {
    expect(changePasswordErrorMessage(err('NotAuthorizedException'))).toBe('Current password is incorrect');
    expect(changePasswordErrorMessage(err('InvalidPasswordException'))).toBe('Current password is incorrect');
    expect(changePasswordErrorMessage(err('LimitExceededException'))).toBe('There was an error changing your password');
  });
});
