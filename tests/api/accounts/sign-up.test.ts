import { identity, signIn } from './support/identity';
import { afterAll, describe, expect, it } from 'vitest';
import { apiContext } from './support/context';
import { attributesOf, freshPhone } from './support/accounts';
import { POST as signUp } from '../../../src/pages/api/auth/sign-up';

afterAll(() => identity.stop());

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
    expect(await attributesOf(body.email)).toMatchObject({
      name: 'Sana Malik',
      phone_number: `+92${body.phone.slice(1)}`,
      'custom:user_role': 'webUser',
      'custom:phone_verification': 'false',
    });
    await expect(signIn(body.email, body.password)).resolves.toHaveProperty('IdToken');
  });

  it("says 'User Already Exists' and 'This phone is already registered!'", async () => {
    const first = form();
    await post(first);
    const sameEmail = await post(form({ email: first.email }));
    expect(sameEmail.status).toBe(409);
    expect((await sameEmail.json()).detail).toBe('User Already Exists');
    const samePhone = await post(form({ phone: first.phone }));
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
  it('creates a phone-only user, named by the phone, who signs in by phone', async () => {
    const body = form({ email: '' });
    const res = await post(body);
    expect(res.status).toBe(200);
    const phone = `+92${body.phone.slice(1)}`;
    expect(await res.json()).toEqual({ username: phone });
    const attributes = await attributesOf(phone);
    expect(attributes).toMatchObject({ name: 'Sana Malik', phone_number: phone, 'custom:user_role': 'webUser', 'custom:phone_verification': 'false' });
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
