import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { identity } from './support/identity';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import { apiContext } from './support/context';
import { attributesOf, createAccount, freshPhone } from './support/accounts';
import { signIn } from './support/identity';
import { POST as sendOtp } from '../../../src/pages/api/v2/phone/otp';
import { POST as verifyOtp } from '../../../src/pages/api/v2/verify/otp';
import { POST as sendEmailOtp } from '../../../src/pages/api/v2/email/otp';
import { POST as resetPassword } from '../../../src/pages/api/authentication/user/password/reset';
import { outboxMessages } from '../../../src/lib/otp/delivery.server';
import type { SessionUser } from '../../../src/lib/accounts/types';

// Each run gets its own database, so rows from an earlier run never meet this one.
useTestDatabase();
afterAll(async () => {
  identity.stop();
});

let client = 0;
/** Each call comes from its own client address, so the per-client limits do not mix tests. */
function post(route: typeof sendOtp | typeof sendEmailOtp, path: string, body: unknown, user: SessionUser | null = null) {
  client += 1;
  return route(apiContext(path, { method: 'POST', body, user, clientAddress: `10.0.0.${client}` }));
}

function lastCodeFor(phone: string): string {
  const message = outboxMessages().find((m) => m.to === phone);
  return message?.text.match(/\d{6}/)?.[0] ?? '';
}

describe('OTP service', () => {
  it('answers bad bodies with 400 and the phone format message', async () => {
    const res = await post(sendOtp, '/api/v2/phone/otp', { phone_number: '12345' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.phone_number).toBe('Incorrect Phone Format');
    expect((await post(verifyOtp, '/api/v2/verify/otp', { phone_number: '03001234567', otp: 'abc' })).status).toBe(400);
    expect((await post(sendOtp, '/api/v2/phone/otp', { phone_number: '03001234567', purpose: 'anything' })).status).toBe(400);
  });

  it('verifies a signed-in person\'s phone with the code from the outbox', async () => {
    const { email, user } = await createAccount();
    const phone = freshPhone();
    expect((await post(sendOtp, '/api/v2/phone/otp', { phone_number: phone }, null)).status).toBe(401);
    const sent = await post(sendOtp, '/api/v2/phone/otp', { phone_number: `0${phone.slice(3)}` }, user);
    expect(sent.status).toBe(200);
    const code = lastCodeFor(phone);
    expect(code).toMatch(/^\d{6}$/);

    const ok = await post(verifyOtp, '/api/v2/verify/otp', { phone_number: phone, otp: code }, user);
    expect(ok.status).toBe(200);
    const attributes = await attributesOf(email);
    expect(attributes).toMatchObject({ phone_number: phone, 'custom:phone_verification': 'true' });
    // A code works once.
    expect((await post(verifyOtp, '/api/v2/verify/otp', { phone_number: phone, otp: code }, user)).status).toBe(400);
  });

  it('locks a code after 20 wrong tries in a row', async () => {
    const { user } = await createAccount();
    const phone = freshPhone();
    await post(sendOtp, '/api/v2/phone/otp', { phone_number: phone }, user);
    const code = lastCodeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < 20; i++) {
      expect((await post(verifyOtp, '/api/v2/verify/otp', { phone_number: phone, otp: wrong }, user)).status).toBe(400);
    }
    expect((await post(verifyOtp, '/api/v2/verify/otp', { phone_number: phone, otp: wrong }, user)).status).toBe(429);
    const afterLock = await post(verifyOtp, '/api/v2/verify/otp', { phone_number: phone, otp: code }, user);
    expect(afterLock.status).toBe(429);
    expect((await afterLock.json()).detail).toBe('Too many wrong codes. Please ask for a new one.');
  });

  it('limits codes sent to one phone', async () => {
    const { user } = await createAccount();
    const phone = freshPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(sendOtp, '/api/v2/phone/otp', { phone_number: phone }, user)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("refuses to verify another account's phone", async () => {
    const phone = freshPhone();
    await createAccount({ phone });
    const { user } = await createAccount();
    const res = await post(sendOtp, '/api/v2/phone/otp', { phone_number: phone }, user);
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe('This phone number is already registered');
  });
});

describe('forgot password by OTP', () => {
  it("says 'This phone number is not registered' for an unknown phone", async () => {
    const res = await post(sendOtp, '/api/v2/phone/otp', { phone_number: freshPhone(), purpose: 'reset_password' });
    expect(res.status).toBe(404);
    expect((await res.json()).detail).toBe('This phone number is not registered');
  });

  it('sends no reset code to a phone its account has not verified', async () => {
    const phone = freshPhone();
    await createAccount({ phone, phoneVerified: false, legacyClaim: true });
    const res = await post(sendOtp, '/api/v2/phone/otp', { phone_number: phone, purpose: 'reset_password' });
    expect(res.status).toBe(404);
    expect((await res.json()).detail).toBe('This phone number is not registered');
    expect(lastCodeFor(phone)).toBe('');
  });

  it('resets the password with a verified code, once', async () => {
    const phone = freshPhone();
    const { email } = await createAccount({ phone });
    expect((await post(sendOtp, '/api/v2/phone/otp', { phone_number: phone, purpose: 'reset_password' })).status).toBe(200);
    const verified = await post(verifyOtp, '/api/v2/verify/otp', { phone_number: phone, otp: lastCodeFor(phone), purpose: 'reset_password' });
    expect(verified.status).toBe(200);
    const { resetGrant } = await verified.json();
    expect(resetGrant).toEqual(expect.any(String));

    const body = { userName: phone, password: 'Newpass@2027', resetGrant };
    expect((await post(resetPassword, '/api/authentication/user/password/reset', body)).status).toBe(200);
    await expect(signIn(email, 'Newpass@2027')).resolves.toHaveProperty('IdToken');
    expect((await post(resetPassword, '/api/authentication/user/password/reset', { ...body, password: 'Other@2028' })).status).toBe(403);
  });

  it('refuses a reset without a grant from anyone but an operator', async () => {
    const phone = freshPhone();
    const { user } = await createAccount({ phone });
    expect((await post(resetPassword, '/api/authentication/user/password/reset', { userName: phone, password: 'Newpass@2027' })).status).toBe(401);
    expect((await post(resetPassword, '/api/authentication/user/password/reset', { userName: phone, password: 'Newpass@2027' }, user)).status).toBe(404);
    expect((await post(resetPassword, '/api/authentication/user/password/reset', { userName: phone, password: 'weak' })).status).toBe(400);
  });
});

describe('forgot password by e-mail', () => {
  const reset = (body: unknown) => post(resetPassword, '/api/authentication/user/password/reset', body);

  it('refuses a malformed address, an unknown one, and a code by e-mail for anything but a reset', async () => {
    const bad = await post(sendEmailOtp, '/api/v2/email/otp', { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.email).toBe('Incorrect Email Format');
    expect((await (await post(sendEmailOtp, '/api/v2/email/otp', {})).json()).errors.email).toBe('Email is required');

    const unknown = await post(sendEmailOtp, '/api/v2/email/otp', { email: `nobody${Date.now()}@basera.pk` });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe('This email is not registered');

    const { email, user } = await createAccount();
    const verifyByMail = await post(verifyOtp, '/api/v2/verify/otp', { email, otp: '123456', purpose: 'verify_phone' }, user);
    expect(verifyByMail.status).toBe(400);
    expect((await verifyByMail.json()).errors.purpose).toBe('A code sent by e-mail can only reset a password.');
    const both = await post(verifyOtp, '/api/v2/verify/otp', { email, phone_number: freshPhone(), otp: '123456', purpose: 'reset_password' });
    expect(both.status).toBe(400);
    expect((await post(verifyOtp, '/api/v2/verify/otp', { otp: '123456' })).status).toBe(400);
  });

  it('resets the password of an account without a phone, with the code sent to its address', async () => {
    const { email } = await createAccount();
    // People type their address as they like; the account is kept under the lower-case one.
    expect((await post(sendEmailOtp, '/api/v2/email/otp', { email: ` ${email.toUpperCase()} ` })).status).toBe(200);
    const code = lastCodeFor(email);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post(verifyOtp, '/api/v2/verify/otp', { email, otp: wrong, purpose: 'reset_password' })).status).toBe(400);
    const verified = await post(verifyOtp, '/api/v2/verify/otp', { email: email.toUpperCase(), otp: code, purpose: 'reset_password' });
    expect(verified.status).toBe(200);
    const { resetGrant } = await verified.json();

    // The grant is for this address only.
    const other = await createAccount();
    expect((await reset({ userName: other.email, password: 'Newpass@2027', resetGrant })).status).toBe(403);
    expect((await reset({ userName: email.toUpperCase(), password: 'Newpass@2027', resetGrant })).status).toBe(200);
    await expect(signIn(email, 'Newpass@2027')).resolves.toHaveProperty('IdToken');
    await expect(signIn(other.email, 'Basera@2026')).resolves.toHaveProperty('IdToken');
    expect((await reset({ userName: email, password: 'Other@2028', resetGrant })).status).toBe(403);
  });

  it('sends no code to a contact e-mail an account made with a phone added later', async () => {
    const phone = freshPhone();
    const contact = `contact${Date.now()}@basera.pk`;
    await identity.client.send(
      new AdminCreateUserCommand({
        UserPoolId: identity.userPoolId,
        Username: phone,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'phone_number', Value: phone }, { Name: 'email', Value: contact }, { Name: 'custom:user_role', Value: 'webUser' }],
      }),
    );
    expect((await attributesOf(phone)).email).toBe(contact);
    const asked = await post(sendEmailOtp, '/api/v2/email/otp', { email: contact });
    expect(asked.status).toBe(404);
    expect((await asked.json()).detail).toBe('This email is not registered');
    expect(lastCodeFor(contact)).toBe('');
  });

  it('limits codes sent to one address', async () => {
    const { email } = await createAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(sendEmailOtp, '/api/v2/email/otp', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
