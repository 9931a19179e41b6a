/**
 * Taking a phone number once its owner has proven it with a code (decision 063): every other
 * account's unverified claim on it is dropped, then it becomes this account's verified phone.
 */
import { deleteAttributes, findUsers, getUser, getUserBySub, updateAttributes, type PoolUser } from '../auth/admin.server';
import { getDb, nowIso } from '../db';
import { HttpError } from '../http/problem';
import { signUpMessages } from '../messages';
import { DROPPED_PHONE_ATTRIBUTES, phoneClaim, verifiedPhoneAttributes } from './phone-claims';

/**
 * Every account with any claim on the number. The pool can be searched by `phone_number` only (its
 * filters do not reach custom attributes), so an unverified claim is found through the local rows,
 * which keep each account's phone (in +92 form, or the bare national number a token carried).
 */
async function claimantsOf(phone: string): Promise<PoolUser[]> {
  const found = new Map<string, PoolUser>();
  const add = (user: PoolUser | null) => {
    if (user && user.sub && phoneClaim(user, phone)) found.set(user.sub, user);
  };
  add(await getUser(phone));
  for (const user of await findUsers('phone_number', phone)) add(user);
  const rows = await getDb()
    .selectFrom('users')
    .select('subject')
    .where('phone', 'in', [phone, phone.slice(3)])
    .where('subject', 'is not', null)
    .execute();
  for (const row of rows) if (!found.has(row.subject!)) add(await getUserBySub(row.subject!));
  return [...found.values()];
}

/** Removes an unverified claim: the account keeps working, without a phone. */
async function dropClaim(account: PoolUser): Promise<void> {
  await deleteAttributes(account.username, DROPPED_PHONE_ATTRIBUTES);
  await updateAttributes(account.username, { 'custom:phone_verification': 'false' });
  await getDb().updateTable('users').set({ phone: null, updated_at: nowIso() }).where('subject', '=', account.sub).execute();
}

/**
 * Frees a proven number of everyone else's unverified claims; refused with 'This phone number is
 * already registered' when another account has it verified. `keeper` is the account taking it (null
 * at a sign-up by phone alone, before the account exists).
 */
export async function releasePhone(phone: string, keeper: string | null): Promise<void> {
  const others = (await claimantsOf(phone)).filter((user) => user.sub !== keeper);
  if (others.some((user) => phoneClaim(user, phone) === 'verified')) {
    throw new HttpError(409, signUpMessages.phoneNumberAlreadyRegistered, { phone_number: signUpMessages.phoneNumberAlreadyRegistered });
  }
  for (const user of others) await dropClaim(user);
}

/** Makes a proven number the account's verified phone, and nobody else's. */
export async function takePhone(account: PoolUser, phone: string): Promise<void> {
  await releasePhone(phone, account.sub);
  await updateAttributes(account.username, verifiedPhoneAttributes(phone));
}
