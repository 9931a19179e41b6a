import { identity, signIn } from './support/identity';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import { apiContext } from './support/context';
import { attributesOf, createAccount, freshPhone } from './support/accounts';
import { POST as signUp } from '../../../src/pages/api/auth/sign-up';
import { POST as sendOtp } from '../../../src/pages/api/v2/phone/otp';
import { POST as verifyOtp } from '../../../src/pages/api/v2/verify/otp';
import { outboxMessages } from '../../../src/lib/otp/delivery.server';
import { verifyIdToken } from '../../../src/lib/auth/tokens.server';
import type { SessionUser } from '../../../src/lib/accounts/types';

useTestDatabase();
afterAll(() => identity.stop());

function lastCodeFor(phone: string): string {
  return outboxMessages().find((m) => m.to === phone)?.text.match(/\d{6}/)?.[0] ?? '';
}

/** Signs in at the provider and returns the session user, as the browser's sign-in would. */
async function sessionOf(username: string, password: string): Promise<SessionUser> {
  return (await verifyIdToken((await signIn(username, password)).IdToken))!.user as SessionUser;
}

/** A phone-alone sign-up: the code goes to the phone, then the form comes back with it. */
async function signUpByPhone(body: Record<string, string>) {
  const asked = await post(body);
  expect(asked.status).toBe(200);
  const phone = `+92${body.phone.replace(/^0/, '')}`;
  expect(await asked.json()).toEqual({ codeSentTo: phone });
  return post({ ...body, otp: lastCodeFor(phone) });
}

let client = 0;
const post = (body: unknown) => signUp(apiContext('/api/auth/sign-up', { method: 'POST', body, clientAddress: `10.2.0.${++client}` }));

function form(overrides: Record<string, string> = {}) {
  const phone = freshPhone();
  return { name: 'Sana Malik', email: `sana${Date.now()}${client}@basera.pk`, code: '92', phone: `0${phone.slice(3)}`, password: 'Basera@2026', confirmPassword: 'Basera@2026', ...overrides };
}

describe('POST /api/auth/sign-up', () => {
  it('creates a confirmed web user with phone_verification false who can sign in at once', async () => {
    const body = form();
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ username: body.email });
    const attributes = await attributesOf(body.email);
    expect(attributes).toMatchObject({
      name: 'Sana Malik',
      'custom:phone': body.phone.slice(1),
      'custom:country_code': '92',
      'custom:user_role': 'webUser',
      'custom:phone_verification': 'false',
    });
    // Not yet proven, so not a sign-in alias: phone_number holds verified phones only.
    expect(attributes.phone_number).toBeUndefined();
    await expect(signIn(body.email, body.password)).resolves.toHaveProperty('IdToken');
    await expect(signIn(`+92${body.phone.slice(1)}`, body.password)).rejects.toThrow();
  });

  it("says 'User Already Exists', and 'This phone is already registered!' for a verified phone only", async () => {
    const first = form();
    await post(first);
    const sameEmail = await post(form({ email: first.email }));
    expect(sameEmail.status).toBe(409);
    expect((await sameEmail.json()).detail).toBe('User Already Exists');
    const verified = freshPhone();
    await createAccount({ phone: verified });
    const samePhone = await post(form({ phone: `0${verified.slice(3)}` }));
    expect(samePhone.status).toBe(409);
    expect((await samePhone.json()).detail).toBe('This phone is already registered!');
  });

  it('answers bad bodies with 400 and the form messages', async () => {
    const res = await post(form({ confirmPassword: 'Basera@2025', email: 'not-an-email', password: 'weak' }));
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(errors.email).toBe('Incorrect Email Format');
    expect(errors.password).toEqual(expect.any(String));
    expect((await post({})).status).toBe(400);
  });
});

describe('POST /api/auth/sign-up with an e-mail or a phone alone', () => {
  it('proves a phone given alone before making the account, named by the phone, which signs in by phone', async () => {
    const body = form({ email: '' });
    const phone = `+92${body.phone.slice(1)}`;
    // No account until the code is right.
    expect((await post({ ...body, otp: '000000' })).status).toBe(400);
    const asked = await post(body);
    expect(await asked.json()).toEqual({ codeSentTo: phone });
    await expect(attributesOf(phone)).rejects.toThrow();
    const wrong = await post({ ...body, otp: lastCodeFor(phone) === '111111' ? '222222' : '111111' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors.otp).toBe('The code is not correct.');
    const res = await post({ ...body, otp: lastCodeFor(phone) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ username: phone });
    const attributes = await attributesOf(phone);
    expect(attributes).toMatchObject({ name: 'Sana Malik', phone_number: phone, phone_number_verified: 'true', 'custom:user_role': 'webUser', 'custom:phone_verification': 'true' });
    expect(attributes.email).toBeUndefined();
    await expect(signIn(phone, body.password)).resolves.toHaveProperty('IdToken');

    const again = await post(form({ email: '', phone: body.phone }));
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe('This phone is already registered!');
  });

  it('creates an e-mail-only user without a phone number', async () => {
    const body = form({ phone: '' });
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ username: body.email });
    expect((await attributesOf(body.email)).phone_number).toBeUndefined();
    await expect(signIn(body.email, body.password)).resolves.toHaveProperty('IdToken');
  });

  it("asks for one of them when neither is given", async () => {
    const res = await post(form({ email: '', phone: '' }));
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(errors).toMatchObject({ email: 'Email or phone is required', phone: 'Email or phone is required' });
  });
});

describe('a phone someone else only claimed (not verified)', () => {
  it("blocks nobody: the owner signs up with it, proves it, and the other account keeps working without it", async () => {
    const phone = freshPhone();
    const national = `0${phone.slice(3)}`;
    const squatter = form({ phone: national });
    expect((await post(squatter)).status).toBe(200);

    // Sign-in by that phone finds nobody, and no reset code goes to it.
    await expect(signIn(phone, squatter.password)).rejects.toThrow();
    const reset = await sendOtp(apiContext('/api/v2/phone/otp', { method: 'POST', body: { phone_number: phone, purpose: 'reset_password' }, clientAddress: '10.2.9.1' }));
    expect(reset.status).toBe(404);
    expect((await reset.json()).detail).toBe('This phone number is not registered');

    // The owner signs up with an e-mail and the same phone, then proves it with the code.
    const owner = form({ phone: national, name: 'Real Owner', password: 'Owner@2027', confirmPassword: 'Owner@2027' });
    const made = await post(owner);
    expect(made.status).toBe(200);
    const ownerUser = await sessionOf(owner.email, owner.password);
    const sent = await sendOtp(apiContext('/api/v2/phone/otp', { method: 'POST', body: { phone_number: phone }, user: ownerUser, clientAddress: '10.2.9.2' }));
    expect(sent.status).toBe(200);
    const verified = await verifyOtp(
      apiContext('/api/v2/verify/otp', { method: 'POST', body: { phone_number: phone, otp: lastCodeFor(phone) }, user: ownerUser, clientAddress: '10.2.9.2' }),
    );
    expect(verified.status).toBe(200);

    expect(await attributesOf(owner.email)).toMatchObject({ phone_number: phone, phone_number_verified: 'true', 'custom:phone_verification': 'true' });
    const dropped = await attributesOf(squatter.email);
    expect(dropped.phone_number).toBeUndefined();
    expect(dropped['custom:phone']).toBeUndefined();
    expect(dropped['custom:phone_verification']).toBe('false');
    // Both still sign in; the phone now signs in the owner only.
    await expect(signIn(squatter.email, squatter.password)).resolves.toHaveProperty('IdToken');
    expect((await sessionOf(phone, owner.password)).id).toBe(ownerUser.id);
    await expect(signIn(phone, squatter.password)).rejects.toThrow();

    // From now on it is registered: to sign-ups, and to another account's phone change.
    const late = await post(form({ phone: national }));
    expect(late.status).toBe(409);
    expect((await late.json()).detail).toBe('This phone is already registered!');
    const squatterUser = await sessionOf(squatter.email, squatter.password);
    const change = await sendOtp(apiContext('/api/v2/phone/otp', { method: 'POST', body: { phone_number: phone }, user: squatterUser, clientAddress: '10.2.9.3' }));
    expect(change.status).toBe(409);
    expect((await change.json()).detail).toBe('This phone number is already registered');
  });

  it('lets the owner sign up by that phone alone, dropping an earlier claim held the old way (phone_number, unverified)', async () => {
    const phone = freshPhone();
    const squatter = await createAccount({ phone, phoneVerified: false, legacyClaim: true });
    const owner = form({ email: '', phone: `0${phone.slice(3)}`, password: 'Owner@2027', confirmPassword: 'Owner@2027' });
    const made = await signUpByPhone(owner);
    expect(made.status).toBe(200);
    expect(await made.json()).toEqual({ username: phone });
    expect((await attributesOf(squatter.email)).phone_number).toBeUndefined();
    expect((await sessionOf(phone, owner.password)).id).not.toBe(squatter.user.id);
    await expect(signIn(squatter.email, squatter.password)).resolves.toHaveProperty('IdToken');
  });

  it('never sends a sign-up code to a phone already verified on another account', async () => {
    const phone = freshPhone();
    await createAccount({ phone });
    const before = outboxMessages().length;
    const res = await post(form({ email: '', phone: `0${phone.slice(3)}` }));
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe('This phone is already registered!');
    expect(outboxMessages().length).toBe(before);
  });
});
