/**
 * Taking a phone number once its owner has proven it with a code (decision 063): every other
 * account's unverified claim on it is dropped, then it becomes this account's verified phone. And
 * bringing accounts made before that rule under it: an unverified `phone_number` is settled.
 */
import { deleteAttributes, findUsers, getUser, getUserBySub, listUsers, updateAttributes, verifiedOwnerOf, type PoolUser } from '../auth/admin.server';
import { BoundedCache } from '../cache/bounded';
import { getDb, nowIso } from '../db';
import { HttpError } from '../http/problem';
import { signUpMessages } from '../messages';
import { log } from '../observability/log.server';
import { DROPPED_PHONE_ATTRIBUTES, phoneClaim, phoneOf, phoneSignsIn, settledAlias, staleAliasOf, verifiedPhoneAttributes } from './phone-claims';

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

/**
 * Settles an account made before decision 063 that holds an unverified `phone_number` (staleAliasOf):
 * the number moves to the custom attributes, so it no longer signs in or looks verified, or is dropped
 * when another account has proven it. Answers the account as it now stands; any other account as it was.
 */
export async function settlePhoneAlias(account: PoolUser): Promise<PoolUser> {
  const phone = staleAliasOf(account);
  if (!phone) return account;
  const owner = await verifiedOwnerOf(phone);
  const change = settledAlias(account, phone, !!owner && owner.sub !== account.sub);
  // The claim is written before the alias goes, so a failure between the two never loses the number.
  await updateAttributes(account.username, change.set);
  await deleteAttributes(account.username, change.remove);
  const settled = (await getUser(account.username)) ?? account;
  // The local row keeps the phone the account still claims: the pool cannot find a claim in the custom
  // attributes, and the owner proving the number later must find it (claimantsOf) to drop it.
  await getDb().updateTable('users').set({ phone: phoneOf(settled.attributes), updated_at: nowIso() }).where('subject', '=', account.sub).execute();
  return settled;
}

/**
 * Settles every account of the pool that still holds a stale alias (the operator's one-time run,
 * `npm run settle-phones`); with `dryRun` it only counts them. The pool is searched by its
 * `phone_number` filter, and each account found is judged by the same rule as at a sign-in.
 */
export async function settleAllPhoneAliases({ dryRun = false } = {}): Promise<{ withPhone: number; stale: number; kept: number; dropped: number }> {
  const withPhone = await listUsers('phone_number ^= "+"');
  const stale = withPhone.filter((user) => staleAliasOf(user));
  let kept = 0;
  if (!dryRun) {
    for (const account of stale) if (phoneOf((await settlePhoneAlias(account)).attributes)) kept += 1;
  }
  return { withPhone: withPhone.length, stale: stale.length, kept, dropped: dryRun ? 0 : stale.length - kept };
}

/**
 * What a session started from a verified id token asks of the phone rule: accounts made before decision
 * 063 are settled, at a sign-in or a renewal, and only a verified phone signs anyone in, on either
 * provider. `signedInWith` is the e-mail or +92 phone of a sign-in just made (absent at a renewal).
 * False when the sign-in is refused.
 */
export async function admitSession(claims: Record<string, unknown>, expiresAt: number, signedInWith?: string): Promise<boolean> {
  if (signedInWith) return admitSignIn(claims, signedInWith);
  await settleStaleToken(claims, expiresAt);
  return true;
}

/**
 * A sign-in: the account, as the provider holds it now, is settled (cognito-local's id tokens carry no
 * phone, so its token cannot tell), and a sign-in by a phone the account has not proven is refused.
 */
async function admitSignIn(claims: Record<string, unknown>, signedInWith: string): Promise<boolean> {
  const fromToken = tokenAccount(claims);
  const account = (fromToken.username ? await getUser(fromToken.username) : null) ?? fromToken;
  const admitted = !signedInWith.startsWith('+') || phoneSignsIn(account, signedInWith);
  await settleQuietly(account);
  return admitted;
}

/** Settling is housekeeping: a provider that fails at it leaves the account for its next visit, never blocks a session. */
async function settleQuietly(account: PoolUser): Promise<void> {
  await settlePhoneAlias(account).catch((error: unknown) => {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'phone alias not settled; the next sign-in tries again');
  });
}

/**
 * Accounts settled from a renewal's token, kept until that token runs out: the browser shows the server
 * the same cached token on every page until it is refreshed, and the provider need not be asked each time.
 */
const settledFromTokens = new BoundedCache<true>(5000);

/** A renewal whose token still shows a stale alias (Amazon Cognito's id tokens carry the phone). */
async function settleStaleToken(claims: Record<string, unknown>, expiresAt: number): Promise<void> {
  const account = tokenAccount(claims);
  if (!staleAliasOf(account) || !account.sub || settledFromTokens.get(account.sub)) return;
  const current = await getUser(account.username).catch(() => null);
  if (!current) return;
  await settleQuietly(current);
  settledFromTokens.set(account.sub, true, expiresAt);
}

/** An id token's view of its account: its user name and its string claims, which are its attributes. */
function tokenAccount(claims: Record<string, unknown>): PoolUser {
  const attributes = Object.fromEntries(Object.entries(claims).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { username: attributes['cognito:username'] ?? '', sub: attributes.sub ?? '', status: '', attributes };
}
