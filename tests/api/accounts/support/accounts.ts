import { AdminCreateUserCommand, AdminGetUserCommand, AdminSetUserPasswordCommand, type AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { identity, signIn } from './identity';
import { verifyIdToken } from '../../../../src/lib/auth/tokens.server';
import type { SessionUser } from '../../../../src/lib/accounts/types';

let counter = 0;

/**
 * A fresh account in the test pool, signed in: its session user and tokens. A phone is verified
 * unless `phoneVerified` is false; then it is held as sign-up holds one not yet verified (a claim
 * in the custom attributes), or, with `legacyClaim`, in phone_number as accounts made earlier held it.
 */
export async function createAccount(options: { phone?: string; phoneVerified?: boolean; legacyClaim?: boolean; role?: string; password?: string } = {}) {
  counter += 1;
  const email = `user${Date.now()}${counter}@basera.pk`;
  const password = options.password ?? 'Basera@2026';
  const attributes = [
    { Name: 'email', Value: email },
    { Name: 'name', Value: `Test ${counter}` },
    { Name: 'custom:user_role', Value: options.role ?? 'webUser' },
    { Name: 'custom:phone_verification', Value: 'false' },
  ];
  if (options.phone && options.phoneVerified === false && !options.legacyClaim) {
    attributes.push({ Name: 'custom:phone', Value: options.phone.slice(3) }, { Name: 'custom:country_code', Value: '92' });
  } else if (options.phone) {
    attributes.push({ Name: 'phone_number', Value: options.phone });
    attributes.push({ Name: 'phone_number_verified', Value: options.phoneVerified === false ? 'false' : 'true' });
  }
  await createPoolUser(email, attributes, password);
  const tokens = await signIn(email, password);
  const user = (await verifyIdToken(tokens.IdToken))?.user as SessionUser;
  return { email, password, user, tokens };
}

/** A user made straight through the provider's admin API, confirmed with a permanent password. */
export async function createPoolUser(username: string, attributes: AttributeType[], password: string): Promise<void> {
  await identity.client.send(
    new AdminCreateUserCommand({ UserPoolId: identity.userPoolId, Username: username, MessageAction: 'SUPPRESS', UserAttributes: attributes }),
  );
  await identity.client.send(new AdminSetUserPasswordCommand({ UserPoolId: identity.userPoolId, Username: username, Password: password, Permanent: true }));
}

export async function attributesOf(username: string): Promise<Record<string, string>> {
  const res = await identity.client.send(new AdminGetUserCommand({ UserPoolId: identity.userPoolId, Username: username }));
  return Object.fromEntries((res.UserAttributes ?? []).map((a: AttributeType) => [a.Name!, a.Value ?? '']));
}

/** A phone number no other test uses: +923 and nine digits from the clock and a counter. */
export function freshPhone(): string {
  counter += 1;
  return `+923${String((Date.now() * 10 + counter) % 1_000_000_000).padStart(9, '0')}`;
}
