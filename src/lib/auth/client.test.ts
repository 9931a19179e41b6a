import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IAuthenticationCallback } from 'amazon-cognito-identity-js';

/**
 * Changing a password when the browser holds no provider session but the server's cookie is good
 * (storage cleared, a session that ran out): the current password signs the person in again first.
 * A fake of amazon-cognito-identity-js plays the library's side.
 */
const fake = vi.hoisted(() => ({
  current: null as null | { username: string },
  password: 'Basera@2026',
  challenge: false,
  calls: [] as unknown[][],
}));

vi.mock('amazon-cognito-identity-js', () => {
  const session = { isValid: () => true, getIdToken: () => ({ getJwtToken: () => 'id' }), getRefreshToken: () => ({ getToken: () => 'refresh' }) };
  class CognitoUser {
    constructor(readonly data: { Username: string }) {}
    setAuthenticationFlowType() {}
    authenticateUser(details: { data: { Password: string } }, cb: IAuthenticationCallback) {
      fake.calls.push(['authenticate', this.data.Username, details.data.Password]);
      if (fake.challenge) return cb.newPasswordRequired?.({}, []);
      if (details.data.Password !== fake.password) return cb.onFailure(Object.assign(new Error('Incorrect username or password.'), { code: 'NotAuthorizedException' }));
      fake.current = { username: this.data.Username };
      cb.onSuccess(session as never);
    }
    getSession(cb: (error: Error | null, s: unknown) => void) {
      cb(null, session);
    }
    changePassword(current: string, next: string, cb: (error: Error | null) => void) {
      fake.calls.push(['changePassword', this.data.Username, current, next]);
      cb(current === fake.password ? null : Object.assign(new Error('Incorrect username or password.'), { code: 'NotAuthorizedException' }));
    }
  }
  class CognitoUserPool {
    getCurrentUser() {
      return fake.current ? new CognitoUser({ Username: fake.current.username }) : null;
    }
  }
  class AuthenticationDetails {
    constructor(readonly data: unknown) {}
  }
  return { CognitoUserPool, AuthenticationDetails, CognitoRefreshToken: class {}, CognitoUser };
});

vi.stubGlobal('fetch', async () => Response.json({ region: 'local', userPoolId: 'pool', clientId: 'client', endpoint: 'http://idp', authFlow: 'password' }));
const { changePassword, isNotAuthenticated } = await import('./client');
const { changePasswordErrorMessage } = await import('./errors');

beforeEach(() => {
  fake.current = null;
  fake.challenge = false;
  fake.calls.length = 0;
});

describe('changePassword', () => {
  it('uses the session this browser holds', async () => {
    fake.current = { username: 'ali@basera.pk' };
    await changePassword('Basera@2026', 'Changed@2027', 'ali@basera.pk');
    expect(fake.calls).toEqual([['changePassword', 'ali@basera.pk', 'Basera@2026', 'Changed@2027']]);
  });

  it('without a session here, signs in again with the current password, then changes it', async () => {
    await changePassword('Basera@2026', 'Changed@2027', '+923001234567');
    expect(fake.calls).toEqual([
      ['authenticate', '+923001234567', 'Basera@2026'],
      ['changePassword', '+923001234567', 'Basera@2026', 'Changed@2027'],
    ]);
  });

  it('without a session here, a wrong current password is said to be wrong', async () => {
    const error = await changePassword('Wrong@2026', 'Changed@2027', 'ali@basera.pk').catch((e: unknown) => e);
    expect(changePasswordErrorMessage(error)).toBe('Current password is incorrect');
    expect(fake.calls.filter((c) => c[0] === 'changePassword')).toEqual([]);
  });

  it('is not authenticated with no session and no way back in', async () => {
    const error = await changePassword('Basera@2026', 'Changed@2027', null).catch((e: unknown) => e);
    expect(isNotAuthenticated(error)).toBe(true);
    expect((error as Error).message).toBe('User is not authenticated');
    fake.challenge = true;
    expect(isNotAuthenticated(await changePassword('Basera@2026', 'Changed@2027', 'ali@basera.pk').catch((e: unknown) => e))).toBe(true);
  });
});
