/**
 * Confirming an account the identity provider holds as unconfirmed (made outside Basera's own sign-up:
 * a sign-up interrupted in another app, an account an operator made without confirming it). Its sign-in
 * is refused with UserNotConfirmedException; the person proves the address they sign in with by a code
 * from Basera's code service, and the server confirms the account (decision 063).
 */
import { confirmUser, getUser, updateAttributes, type PoolUser } from '../auth/admin.server';
import { HttpError } from '../http/problem';
import { confirmMessages } from '../messages';
import { checkProofCode, sendProofCode } from '../otp/service.server';
import { takePhone } from './phones.server';

/** The unconfirmed account that signs in with this e-mail (lower case) or phone (+92 form), or null. */
async function unconfirmedAccountOf(address: string): Promise<PoolUser | null> {
  const account = await getUser(address);
  if (!account || account.status !== 'UNCONFIRMED') return null;
  // The address must be the account's own sign-in name or its e-mail / phone, never one it merely resolves to.
  const own = [account.username.toLowerCase(), account.attributes.email?.toLowerCase(), account.attributes.phone_number];
  return own.includes(address) ? account : null;
}

async function requireUnconfirmed(address: string): Promise<PoolUser> {
  const account = await unconfirmedAccountOf(address);
  if (!account) throw new HttpError(404, confirmMessages.nothingToConfirm, { username: confirmMessages.nothingToConfirm });
  return account;
}

/** Sends a code to the address an unconfirmed account signs in with. */
export async function sendConfirmationCode(address: string, client: string): Promise<{ sent: true }> {
  return sendProofCode(address, 'confirm_account', client, () => requireUnconfirmed(address));
}

/** Checks the code and confirms the account; the address it went to is now proven (verified). */
export async function confirmAccount(address: string, otp: string, client: string): Promise<{ confirmed: true }> {
  await checkProofCode(address, 'confirm_account', otp, client);
  const account = await requireUnconfirmed(address);
  await confirmUser(account.username);
  if (address.includes('@')) await updateAttributes(account.username, { email: address, email_verified: 'true' });
  else await takePhone(account, address);
  return { confirmed: true };
}
