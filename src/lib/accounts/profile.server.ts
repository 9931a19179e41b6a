import type { SessionUser } from './types';
import { isOperator } from './roles';
import { HttpError } from '../http/problem';
import { passwordMessages, profileMessages, resetMessages, signUpMessages } from '../messages';
import { findUsers, getUser, getUserBySub, groupsOf, setPassword, signOutEverywhere, updateAttributes, userByAddress, type PoolUser } from '../auth/admin.server';
import { providerErrorCode } from '../auth/errors';
import { getDb } from '../db';
import { consumeResetGrant } from '../otp/queries.server';
import { signInEmailOf } from './rules';
import { sessionUserOf } from './legacy.server';
import { ensureUserRow } from './users.server';
import { settlePhoneAlias } from './phones.server';

/** Attributes a person may change on their own account; phone numbers change only through an OTP. */
export const SELF_EDITABLE_ATTRIBUTES = ['name', 'email', 'custom:city_id', 'custom:profile_url'] as const;
/** Operators may also set the account's role and agency. */
export const OPERATOR_EDITABLE_ATTRIBUTES = [...SELF_EDITABLE_ATTRIBUTES, 'custom:user_role', 'custom:user_type', 'custom:agency_id'] as const;

/** The account a request may act on: its own, or any account for an operator. Others get 404. */
export async function accountFor(actor: SessionUser, id: string): Promise<PoolUser> {
  if (actor.id !== id && !isOperator(actor)) throw new HttpError(404, 'Not found.');
  const account = await getUserBySub(id);
  if (!account) throw new HttpError(404, 'Not found.');
  return account;
}

export interface PublicAccount {
  id: string;
  attributes: Record<string, string>;
  groups: string[];
}

export async function describeAccount(found: PoolUser): Promise<PublicAccount> {
  // Read as it stands under decision 063: an unverified phone_number of an older account is settled first.
  const account = await settlePhoneAlias(found);
  return { id: account.sub, attributes: account.attributes, groups: await groupsOf(account.username) };
}

export async function updateAccountAttributes(actor: SessionUser, id: string, attributes: Array<{ Name: string; Value: string }>) {
  const account = await accountFor(actor, id);
  const allowed: readonly string[] = isOperator(actor) ? OPERATOR_EDITABLE_ATTRIBUTES : SELF_EDITABLE_ATTRIBUTES;
  const refused = attributes.filter((a) => !allowed.includes(a.Name)).map((a) => a.Name);
  if (refused.length > 0) {
    throw new HttpError(400, profileMessages.updateFailed, Object.fromEntries(refused.map((name) => [name, 'This attribute cannot be changed here.'])));
  }
  const values = Object.fromEntries(attributes.map((a) => [a.Name, a.Value.trim()]));
  if (values.email !== undefined) {
    values.email = values.email.toLowerCase();
    const signInEmail = signInEmailOf(account.username);
    if (signInEmail !== null && values.email !== signInEmail) {
      throw new HttpError(400, profileMessages.updateFailed, { email: profileMessages.signInEmailFixed });
    }
    const owners = await findUsers('email', values.email);
    if (owners.some((o) => o.sub !== account.sub)) throw new HttpError(409, signUpMessages.userAlreadyExists, { email: signUpMessages.userAlreadyExists });
  }
  try {
    await updateAttributes(account.username, values);
  } catch {
    throw new HttpError(502, profileMessages.updateFailed);
  }
  const updated = (await getUser(account.username)) ?? account;
  // The person's row keeps the new name and e-mail too: pages read them there when the token leaves them out.
  if (values.name !== undefined || values.email !== undefined) await ensureUserRow(getDb(), sessionUserOf(updated));
  return describeAccount(updated);
}

/** Look-up by phone number or e-mail: a person finds only themselves; operators find anyone. */
export async function lookUpAccount(actor: SessionUser, by: { phone_number?: string; email?: string }): Promise<PublicAccount> {
  const [attribute, value] = by.phone_number ? (['phone_number', by.phone_number] as const) : (['email', by.email!.toLowerCase()] as const);
  const match = (await findUsers(attribute, value))[0];
  if (!match || (match.sub !== actor.id && !isOperator(actor))) throw new HttpError(404, 'Not found.');
  return describeAccount(match);
}

/**
 * Sets a new password: with a reset grant from a verified code for that phone or e-mail address
 * (forgot password), or by an operator. Nobody else can set a password without knowing the current one.
 */
export async function resetPassword(actor: SessionUser | null, input: { userName: string; password: string; resetGrant?: string }) {
  let account: PoolUser | null;
  if (input.resetGrant) {
    // The grant is bound to the address the code went to, as the reset screen hands it back.
    const address = input.userName.includes('@') ? input.userName.toLowerCase() : input.userName;
    if (!(await consumeResetGrant(getDb(), address, input.resetGrant))) {
      throw new HttpError(403, 'The code has expired. Please ask for a new one.');
    }
    account = await userByAddress(address);
    if (!account) throw new HttpError(404, address.includes('@') ? resetMessages.emailNotRegistered : signUpMessages.phoneNumberNotRegistered);
  } else if (isOperator(actor)) {
    account = (await getUser(input.userName)) ?? (await findUsers('phone_number', input.userName))[0] ?? null;
    if (!account) throw new HttpError(404, 'Not found.');
  } else {
    throw new HttpError(actor ? 404 : 401, actor ? 'Not found.' : 'Please sign in to do this.');
  }
  try {
    await setPassword(account.username, input.password);
  } catch (error) {
    const code = providerErrorCode(error);
    throw new HttpError(code === 'InvalidPasswordException' ? 400 : 502, passwordMessages.changeFailed);
  }
  return { changed: true as const };
}

/** Revokes the account's refresh tokens everywhere (own account or operator). */
export async function revokeSessions(actor: SessionUser, id: string) {
  const account = await accountFor(actor, id);
  return { revoked: await signOutEverywhere(account.username) };
}
