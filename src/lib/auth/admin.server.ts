/**
 * The server's admin calls to the user pool (AWS SDK). Against cognito-local the credentials are
 * placeholders; against Cognito the SDK's usual credential chain (role, environment) applies.
 */
import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminCreateUserCommand,
  AdminDeleteUserAttributesCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type AttributeType,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { signInEmailOf } from '../accounts/rules';
import { phoneClaim } from '../accounts/phone-claims';
import { identityConfig } from './config.server';
import { HttpError } from '../http/problem';
import { identityClientMessages } from '../messages';

let client: CognitoIdentityProviderClient | undefined;
let clientKey = '';

function admin(): { client: CognitoIdentityProviderClient; userPoolId: string } {
  const config = identityConfig();
  const key = `${config.region}|${config.endpoint ?? ''}`;
  if (!client || key !== clientKey) {
    client = new CognitoIdentityProviderClient({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    client.send = (async (command: unknown) => {
      try {
        return await send(command);
      } catch (error) {
        throw providerUnreachable(error) ? new HttpError(503, identityClientMessages.networkError) : error;
      }
    }) as never;
    clientKey = key;
  }
  return { client, userPoolId: config.userPoolId };
}

/**
 * The provider gave no answer of its own (refused connection, timeout, no credentials) or a gateway
 * said it is unavailable: the person is told 'Network error' (the spec's message) with a 503, never a
 * 500. The provider's own answers (UserNotFoundException, an unsupported operation…) pass through.
 */
function providerUnreachable(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === undefined || status === 502 || status === 503 || status === 504;
}

export type Attributes = Record<string, string>;

export interface PoolUser {
  /** The provider's user name (what AdminGetUser takes). */
  username: string;
  /** The subject id, the same as SessionUser.id. */
  sub: string;
  status: string;
  attributes: Attributes;
}

function toRecord(list: AttributeType[] | undefined): Attributes {
  return Object.fromEntries((list ?? []).filter((a) => a.Name).map((a) => [a.Name!, a.Value ?? '']));
}

export function toAttributeList(attributes: Attributes): AttributeType[] {
  return Object.entries(attributes).map(([Name, Value]) => ({ Name, Value }));
}

function fromUserType(user: UserType): PoolUser {
  const attributes = toRecord(user.Attributes);
  return { username: user.Username ?? '', sub: attributes.sub ?? '', status: user.UserStatus ?? '', attributes };
}

export async function getUser(username: string): Promise<PoolUser | null> {
  const { client, userPoolId } = admin();
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    const attributes = toRecord(user.UserAttributes);
    return { username: user.Username ?? username, sub: attributes.sub ?? '', status: user.UserStatus ?? '', attributes };
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return null;
    throw error;
  }
}

/**
 * Users whose attribute equals the value. The filter is also applied here because cognito-local
 * ignores ListUsers filters and answers with every user.
 */
export async function findUsers(attribute: 'email' | 'phone_number' | 'sub', value: string): Promise<PoolUser[]> {
  const { client, userPoolId } = admin();
  const found: PoolUser[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListUsersCommand({ UserPoolId: userPoolId, Filter: `${attribute} = "${value.replace(/["\\]/g, '')}"`, PaginationToken: token }),
    );
    for (const user of page.Users ?? []) {
      const parsed = fromUserType(user);
      if (parsed.attributes[attribute] === value) found.push(parsed);
    }
    token = page.PaginationToken;
  } while (token);
  return found;
}

/**
 * Every user a ListUsers filter finds (`phone_number ^= "+"`), all pages read before any is changed:
 * changing users while paging through them can make the provider skip some.
 */
export async function listUsers(filter: string): Promise<PoolUser[]> {
  const { client, userPoolId } = admin();
  const found: PoolUser[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: filter, PaginationToken: token }));
    found.push(...(page.Users ?? []).map(fromUserType));
    token = page.PaginationToken;
  } while (token);
  return found;
}

/**
 * The account a phone number (+92 form) is verified on, or that signs in with it as its user name; an
 * unverified phone is nobody's (decision 063).
 */
export async function verifiedOwnerOf(phone: string): Promise<PoolUser | null> {
  const named = await getUser(phone);
  if (named && phoneClaim(named, phone) === 'verified') return named;
  return (await findUsers('phone_number', phone)).find((user) => phoneClaim(user, phone) === 'verified') ?? null;
}

/** The account of a phone number (+92 form) or a lower-case e-mail address, the two things people sign in with. */
export async function userByAddress(address: string): Promise<PoolUser | null> {
  // Only a verified phone: a reset code never goes to a number its account has not proven.
  if (!address.includes('@')) return verifiedOwnerOf(address);
  // Only the e-mail an account signs in with: a contact e-mail added in the profile is not verified.
  const email = address.toLowerCase();
  return (await findUsers('email', email)).find((user) => signInEmailOf(user.username) === email) ?? null;
}

/** The pool user behind a subject id. */
export async function getUserBySub(sub: string): Promise<PoolUser | null> {
  return (await getUser(sub)) ?? (await findUsers('sub', sub))[0] ?? null;
}

/** Creates a confirmed user with a permanent password (no welcome message). */
export async function createUser(username: string, password: string, attributes: Attributes): Promise<void> {
  const { client, userPoolId } = admin();
  await client.send(
    new AdminCreateUserCommand({ UserPoolId: userPoolId, Username: username, MessageAction: 'SUPPRESS', UserAttributes: toAttributeList(attributes) }),
  );
  await setPassword(username, password);
}

export async function setPassword(username: string, password: string): Promise<void> {
  const { client, userPoolId } = admin();
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: username, Password: password, Permanent: true }));
}

export async function updateAttributes(username: string, attributes: Attributes): Promise<void> {
  const { client, userPoolId } = admin();
  await client.send(new AdminUpdateUserAttributesCommand({ UserPoolId: userPoolId, Username: username, UserAttributes: toAttributeList(attributes) }));
}

export async function deleteAttributes(username: string, names: readonly string[]): Promise<void> {
  const { client, userPoolId } = admin();
  await client.send(new AdminDeleteUserAttributesCommand({ UserPoolId: userPoolId, Username: username, UserAttributeNames: [...names] }));
}

/** Confirms an account left unconfirmed (status UNCONFIRMED) once its owner has proven its address. */
export async function confirmUser(username: string): Promise<void> {
  const { client, userPoolId } = admin();
  await client.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: username }));
}

export async function groupsOf(username: string): Promise<string[]> {
  const { client, userPoolId } = admin();
  const res = await client.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username }));
  return (res.Groups ?? []).map((g) => g.GroupName ?? '').filter(Boolean);
}

export async function addToGroup(username: string, group: string): Promise<void> {
  const { client, userPoolId } = admin();
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: group }));
}

/** Signs the user out everywhere (revokes refresh tokens); cognito-local has no such call. */
export async function signOutEverywhere(username: string): Promise<boolean> {
  const { client, userPoolId } = admin();
  try {
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }));
    return true;
  } catch (error) {
    if (['UnsupportedError', 'UnsupportedOperationException'].includes((error as Error).name) || /unsupported|not implemented/i.test((error as Error).message)) return false;
    throw error;
  }
}
