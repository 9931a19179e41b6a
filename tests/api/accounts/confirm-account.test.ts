import { identity, signIn } from './support/identity';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import { apiContext } from './support/context';
import { attributesOf, createAccount, freshPhone } from './support/accounts';
import { POST as sendCode } from '../../../src/pages/api/auth/confirm-account/code';
import { POST as confirm } from '../../../src/pages/api/auth/confirm-account';
import { outboxMessages } from '../../../src/lib/otp/delivery.server';

useTestDatabase();
afterAll(() => identity.stop());

let client = 0;
function post(route: typeof sendCode, path: string, body: unknown) {
  client += 1;
  return route(apiContext(path, { method: 'POST', body, clientAddress: `10.3.0.${client}` }));
}

function lastCodeFor(address: string): string {
  return outboxMessages().find((m) => m.to === address)?.text.match(/\d{6}/)?.[0] ?? '';
}

/** An account made by the provider's own SignUp call (another app's sign-up), left unconfirmed. */
async function unconfirmedAccount(username: string, attributes: Array<{ Name: string; Value: string }> = []) {
  const password = 'Basera@2026';
  const res = await fetch(`${identity.endpoint}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
    body: JSON.stringify({ ClientId: identity.clientId, Username: username, Password: password, UserAttributes: [{ Name: 'custom:user_role', Value: 'mobileUser' }, ...attributes] }),
  });
  expect(res.ok).toBe(true);
  return { username, password };
}

describe('confirming an account the provider holds as unconfirmed', () => {
  it('sends a code to its e-mail, confirms it with the code, and it signs in', async () => {
    const email = `unconfirmed${Date.now()}@basera.pk`;
    const { password } = await unconfirmedAccount(email, [{ Name: 'email', Value: email }]);
    await expect(signIn(email, password)).rejects.toThrow(/UserNotConfirmedException/);

    const sent = await post(sendCode, '/api/auth/confirm-account/code', { username: email.toUpperCase() });
    expect(sent.status).toBe(200);
    const code = lastCodeFor(email);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await post(confirm, '/api/auth/confirm-account', { username: email, otp: code === '111111' ? '222222' : '111111' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors.otp).toBe('The code is not correct.');
    const done = await post(confirm, '/api/auth/confirm-account', { username: email, otp: code });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ confirmed: true });
    expect((await attributesOf(email)).email_verified).toBe('true');
    await expect(signIn(email, password)).resolves.toHaveProperty('IdToken');

    // Confirmed now: nothing more to confirm, and a used code does not work twice.
    const again = await post(sendCode, '/api/auth/confirm-account/code', { username: email });
    expect(again.status).toBe(404);
    expect((await again.json()).detail).toBe('There is no account to confirm for this email or phone number');
  });

  it('confirms an account named by its phone, which becomes its verified phone', async () => {
    const phone = freshPhone();
    const { password } = await unconfirmedAccount(phone, [{ Name: 'phone_number', Value: phone }]);
    expect((await post(sendCode, '/api/auth/confirm-account/code', { username: `0${phone.slice(3)}` })).status).toBe(200);
    const done = await post(confirm, '/api/auth/confirm-account', { username: phone, otp: lastCodeFor(phone) });
    expect(done.status).toBe(200);
    expect(await attributesOf(phone)).toMatchObject({ phone_number: phone, phone_number_verified: 'true' });
    await expect(signIn(phone, password)).resolves.toHaveProperty('IdToken');
  });

  it('sends nothing for an unknown or a confirmed account, or a malformed name', async () => {
    const { email } = await createAccount();
    for (const username of [email, `nobody${Date.now()}@basera.pk`]) {
      const res = await post(sendCode, '/api/auth/confirm-account/code', { username });
      expect(res.status).toBe(404);
      expect(lastCodeFor(username)).toBe('');
    }
    const bad = await post(sendCode, '/api/auth/confirm-account/code', { username: 'not a name' });
    expect(bad.status).toBe(400);
    expect((await post(confirm, '/api/auth/confirm-account', { username: email, otp: 'abc' })).status).toBe(400);
  });
});
