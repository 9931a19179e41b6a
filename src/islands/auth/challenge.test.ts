import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IAuthenticationCallback } from 'amazon-cognito-identity-js';

/**
 * The challenge screens' flow against a fake of amazon-cognito-identity-js: cognito-local cannot
 * put an account into SMS_MFA or SOFTWARE_TOKEN_MFA, nor ask for a new device to be confirmed, so
 * the fake plays the library's side of each state through the same callbacks the library calls.
 */
const fake = vi.hoisted(() => ({
  onAuthenticate: (_cb: IAuthenticationCallback) => {},
  onMfaCode: (_code: string, _cb: IAuthenticationCallback, _type?: string) => {},
  onNewPassword: (_password: string, _cb: IAuthenticationCallback) => {},
  deviceRemembered: true,
  calls: [] as unknown[][],
}));

vi.mock('amazon-cognito-identity-js', () => {
  class CognitoUserPool {
    getCurrentUser() {
      return null;
    }
  }
  class AuthenticationDetails {
    constructor(readonly data: unknown) {}
  }
  class CognitoRefreshToken {}
  class CognitoUser {
    constructor(readonly data: { Username: string }) {}
    setAuthenticationFlowType(type: string) {
      fake.calls.push(['flow', type]);
    }
    authenticateUser(_details: unknown, cb: IAuthenticationCallback) {
      fake.calls.push(['authenticate', this.data.Username]);
      fake.onAuthenticate(cb);
    }
    sendMFACode(code: string, cb: IAuthenticationCallback, type?: string) {
      fake.calls.push(['mfa', code, type]);
      fake.onMfaCode(code, cb, type);
    }
    completeNewPasswordChallenge(password: string, attributes: unknown, cb: IAuthenticationCallback) {
      fake.calls.push(['newPassword', password, attributes]);
      fake.onNewPassword(password, cb);
    }
    setDeviceStatusRemembered(cb: { onSuccess: (s: string) => void; onFailure: (e: unknown) => void }) {
      fake.calls.push(['device', 'remembered']);
      if (fake.deviceRemembered) cb.onSuccess('SUCCESS');
      else cb.onFailure(Object.assign(new Error('Device not found'), { code: 'ResourceNotFoundException' }));
    }
  }
  return { CognitoUserPool, AuthenticationDetails, CognitoRefreshToken, CognitoUser };
});

const { signIn } = await import('@/lib/auth/client');
const { signInWith } = await import('./actions');
const { answerChallenge, challengeScreen, unsupportedChallengeMessage } = await import('./challenge');
const { signInErrorMessage } = await import('@/lib/auth/errors');
const { $session } = await import('@/lib/stores/session');
const { passwordMessages } = await import('@/lib/messages');

const session = (id = 'id-token') =>
  ({ getIdToken: () => ({ getJwtToken: () => id }), getRefreshToken: () => ({ getToken: () => 'refresh-token' }) }) as never;
const user = { id: 'sub-1', email: null, phone: '+923001234567', name: 'Ali', role: 'webUser', groups: [] };
const sessionsStarted: unknown[] = [];

beforeEach(() => {
  fake.calls.length = 0;
  sessionsStarted.length = 0;
  fake.deviceRemembered = true;
  $session.set({ status: 'unknown', user: null });
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (input === '/api/auth/config') return Response.json({ region: 'local', userPoolId: 'pool', clientId: 'client', endpoint: 'http://idp', authFlow: 'password' });
    if (input === '/api/session') {
      sessionsStarted.push(JSON.parse(String(init?.body)));
      return Response.json({ user });
    }
    return new Response(null, { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const byPhone = { method: 'phone' as const, email: '', code: '92', phone: '3001234567', password: 'Basera@2026' };

async function challengeOf(outcome: Awaited<ReturnType<typeof signInWith>>) {
  if (outcome.kind !== 'challenge') throw new Error(`expected a challenge, got ${outcome.kind}`);
  return outcome.challenge;
}

describe('SMS_MFA', () => {
  it('shows the phone-code screen, stops a blank code, and signs in with the right one', async () => {
    fake.onAuthenticate = (cb) => cb.mfaRequired?.('SMS_MFA', { CODE_DELIVERY_DESTINATION: '+92300*****67' });
    fake.onMfaCode = (code, cb) => (code === '123456' ? cb.onSuccess(session()) : cb.onFailure(Object.assign(new Error('Invalid code received for user'), { code: 'CodeMismatchException' })));

    const challenge = await challengeOf(await signInWith(byPhone));
    expect(challenge.challenge).toBe('SMS_MFA');
    expect(challengeScreen(challenge.challenge)).toMatchObject({ label: 'Code sent to your phone', secret: false, autoComplete: 'one-time-code' });
    expect(fake.calls).toContainEqual(['authenticate', '+923001234567']);
    expect(fake.calls).toContainEqual(['flow', 'USER_PASSWORD_AUTH']);

    expect(await answerChallenge(challenge, '   ')).toEqual({ kind: 'blank', message: 'Code is required' });
    expect(fake.calls.filter((c) => c[0] === 'mfa')).toEqual([]);

    const wrong = await answerChallenge(challenge, '000000').catch((e: unknown) => e);
    expect(signInErrorMessage(wrong, 'phone')).toBe('Invalid code received for user');
    expect($session.get().status).toBe('unknown');

    const outcome = await answerChallenge(challenge, ' 123456 ');
    expect(outcome).toEqual({ kind: 'signedIn', user });
    expect(fake.calls.filter((c) => c[0] === 'mfa')).toEqual([
      ['mfa', '000000', undefined],
      ['mfa', '123456', undefined],
    ]);
    // The server is told the phone typed, even after a challenge: it admits only a verified phone (decision 063).
    expect(sessionsStarted).toEqual([{ idToken: 'id-token', refreshToken: 'refresh-token', signedInWith: '+923001234567' }]);
    expect($session.get()).toEqual({ status: 'loggedIn', user });
  });
});

describe('SOFTWARE_TOKEN_MFA', () => {
  it('shows the authenticator screen and sends the code as a software-token answer', async () => {
    fake.onAuthenticate = (cb) => cb.totpRequired?.('SOFTWARE_TOKEN_MFA', {});
    fake.onMfaCode = (_code, cb, type) => (type === 'SOFTWARE_TOKEN_MFA' ? cb.onSuccess(session()) : cb.onFailure(new Error('wrong MFA type')));

    const challenge = await challengeOf(await signInWith(byPhone));
    expect(challenge.challenge).toBe('SOFTWARE_TOKEN_MFA');
    expect(challengeScreen(challenge.challenge)).toMatchObject({ label: 'Code from your authenticator app', secret: false });
    expect(await answerChallenge(challenge, '654321')).toEqual({ kind: 'signedIn', user });
    expect(fake.calls).toContainEqual(['mfa', '654321', 'SOFTWARE_TOKEN_MFA']);
  });

  it('can follow a new-password step with an MFA step', async () => {
    fake.onAuthenticate = (cb) => cb.newPasswordRequired?.({}, []);
    fake.onNewPassword = (_password, cb) => cb.totpRequired?.('SOFTWARE_TOKEN_MFA', {});
    fake.onMfaCode = (_code, cb) => cb.onSuccess(session());

    const first = await challengeOf(await signInWith(byPhone));
    expect(first.challenge).toBe('NEW_PASSWORD_REQUIRED');
    expect(await answerChallenge(first, '')).toEqual({ kind: 'blank', message: 'New password is required.' });
    // The spec's password rule, in its words, before anything goes to the provider.
    expect(await answerChallenge(first, 'abcdef')).toEqual({ kind: 'invalid', message: passwordMessages.weak });
    expect(await answerChallenge(first, 'Chosen2026')).toEqual({ kind: 'invalid', message: passwordMessages.weak });
    expect(fake.calls.filter((c) => c[0] === 'newPassword')).toEqual([]);
    // A password is passed as typed, spaces and all.
    const second = await answerChallenge(first, ' Chosen@2026 ');
    expect(fake.calls).toContainEqual(['newPassword', ' Chosen@2026 ', {}]);
    expect(second).toMatchObject({ kind: 'challenge', challenge: { challenge: 'SOFTWARE_TOKEN_MFA' } });
    if (second.kind !== 'challenge') throw new Error('expected the MFA step');
    expect(await answerChallenge(second.challenge, '111222')).toEqual({ kind: 'signedIn', user });
  });
});

describe('challenges without a screen', () => {
  it('are named in a clear message instead of a screen', async () => {
    fake.onAuthenticate = (cb) => cb.mfaSetup?.('MFA_SETUP', {});
    const challenge = await challengeOf(await signInWith(byPhone));
    expect(challengeScreen(challenge.challenge)).toBeNull();
    expect(unsupportedChallengeMessage(challenge.challenge)).toContain('MFA_SETUP');
  });
});

describe('device remembering', () => {
  it('remembers a new device the pool asks to confirm, and says so', async () => {
    fake.onAuthenticate = (cb) => cb.onSuccess(session(), true);
    expect(await signIn('ali@basera.pk', 'Basera@2026')).toEqual({ kind: 'signedIn', idToken: 'id-token', refreshToken: 'refresh-token', signedInWith: 'ali@basera.pk', deviceStatus: 'remembered' });
    expect(fake.calls).toContainEqual(['device', 'remembered']);
  });

  it('keeps the person signed in with the device not remembered when the pool refuses', async () => {
    fake.deviceRemembered = false;
    fake.onAuthenticate = (cb) => cb.onSuccess(session(), true);
    expect(await signIn('ali@basera.pk', 'Basera@2026')).toMatchObject({ kind: 'signedIn', deviceStatus: 'not_remembered' });
  });

  it('leaves devices alone when the pool does not ask', async () => {
    fake.onAuthenticate = (cb) => cb.onSuccess(session(), false);
    const step = await signIn('ali@basera.pk', 'Basera@2026');
    expect(step).toEqual({ kind: 'signedIn', idToken: 'id-token', refreshToken: 'refresh-token', signedInWith: 'ali@basera.pk' });
    expect(fake.calls.filter((c) => c[0] === 'device')).toEqual([]);
  });
});
