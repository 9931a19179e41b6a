import type { SessionUser } from '../accounts/types';
import { settings } from '../config/settings.server';
import { getDb } from '../db';
import { HttpError } from '../http/problem';
import { resetMessages, signUpMessages } from '../messages';
import { consume } from '../ratelimit';
import { getUserBySub, userByAddress, verifiedOwnerOf } from '../auth/admin.server';
import { takePhone } from '../accounts/phones.server';
import { log } from '../observability/log.server';
import { sendEmail } from '../notifications/channels.server';
import { CODE_NOT_SENT, sendText } from './delivery.server';
import { checkCode, issueCode, issueResetGrant } from './queries.server';
import { otpMessage, type OtpPurpose } from './rules';
import { sessionUserOf } from '../accounts/legacy.server';
import { ensureUserRow } from '../accounts/users.server';

/** Per phone number or e-mail address the codes go to. */
const SENDS_PER_ADDRESS = { name: 'otp-send-phone', max: 5, windowMs: 15 * 60 * 1000 };
const SENDS_PER_CLIENT = { name: 'otp-send-client', max: 20, windowMs: 60 * 60 * 1000 };
const CHECKS_PER_CLIENT = { name: 'otp-check-client', max: 60, windowMs: 15 * 60 * 1000 };

async function limit(rule: { name: string; max: number; windowMs: number }, who: string) {
  const verdict = await consume(rule, who);
  if (!verdict.allowed) throw new HttpError(429, 'Too many attempts. Please try again later.');
}

/** Stores a fresh code for the address and sends it there: a text to a phone, an e-mail to an address. */
async function sendCode(address: string, purpose: OtpPurpose | ProofPurpose): Promise<{ sent: true }> {
  const code = await issueCode(getDb(), address, purpose, settings().OTP_TTL_MINUTES * 60 * 1000);
  if (!address.includes('@')) {
    await sendText(address, otpMessage(code));
    return { sent: true };
  }
  try {
    await sendEmail(address, { subject: 'Your Basera code', text: otpMessage(code) });
  } catch (error) {
    log.warn({ err: error }, 'e-mail with a code was not sent');
    throw new HttpError(503, CODE_NOT_SENT);
  }
  return { sent: true };
}

export interface OtpRequest {
  phone: string;
  purpose: OtpPurpose;
  user: SessionUser | null;
  client: string;
}

/** Sends a code: to verify a signed-in person's (new) phone, or to reset the password of its account. */
export async function requestOtp({ phone, purpose, user, client }: OtpRequest): Promise<{ sent: true }> {
  if (purpose === 'verify_phone' && !user) throw new HttpError(401, 'Please sign in to do this.');
  await limit(SENDS_PER_CLIENT, client);
  await limit(SENDS_PER_ADDRESS, phone);
  // Only a verified phone is anyone's: it alone gets reset codes and keeps others from verifying it.
  const owner = await verifiedOwnerOf(phone);
  if (purpose === 'reset_password' && !owner) throw new HttpError(404, signUpMessages.phoneNumberNotRegistered);
  if (purpose === 'verify_phone' && owner && owner.sub !== user?.id) throw new HttpError(409, signUpMessages.phoneNumberAlreadyRegistered);
  return sendCode(phone, purpose);
}

/**
 * Codes that prove an address before an account is made or confirmed: a phone at a sign-up by phone
 * alone (`sign_up`), or the address an unconfirmed account signs in with (`confirm_account`). Never
 * taken by the public code endpoints, so they cannot be turned into one another.
 */
export type ProofPurpose = 'sign_up' | 'confirm_account';

/**
 * Sends a code that proves an address, with the same limits as every other code; `precondition` runs
 * after the limits, so asking whether an address may get a code is limited too.
 */
export async function sendProofCode(address: string, purpose: ProofPurpose, client: string, precondition?: () => Promise<unknown>): Promise<{ sent: true }> {
  await limit(SENDS_PER_CLIENT, client);
  await limit(SENDS_PER_ADDRESS, address);
  await precondition?.();
  return sendCode(address, purpose);
}

/** Checks a code sent by sendProofCode; a wrong, expired or locked one is refused on the `otp` field. */
export async function checkProofCode(address: string, purpose: ProofPurpose, otp: string, client: string): Promise<void> {
  await limit(CHECKS_PER_CLIENT, client);
  const verdict = await checkCode(getDb(), address, purpose, otp);
  if (verdict === 'ok') return;
  const [status, detail] = VERDICT_ERRORS[verdict];
  throw new HttpError(status, detail, { otp: detail });
}

/** Sends a password-reset code to the e-mail address of an account (one made without a phone, say). */
export async function requestEmailOtp({ email, client }: { email: string; client: string }): Promise<{ sent: true }> {
  await limit(SENDS_PER_CLIENT, client);
  await limit(SENDS_PER_ADDRESS, email);
  if (!(await userByAddress(email))) throw new HttpError(404, resetMessages.emailNotRegistered);
  return sendCode(email, 'reset_password');
}

export interface OtpCheck extends Omit<OtpRequest, 'phone'> {
  /** The phone (+92 form) or, for a reset, the lower-case e-mail address the code went to. */
  address: string;
  otp: string;
}

const VERDICT_ERRORS = {
  wrong: [400, 'The code is not correct.'],
  expired: [400, 'The code has expired. Please ask for a new one.'],
  none: [400, 'The code has expired. Please ask for a new one.'],
  locked: [429, 'Too many wrong codes. Please ask for a new one.'],
} as const;

/**
 * Checks a code. A verified phone becomes the signed-in person's phone; a verified reset code
 * gives a one-time grant for the reset screen.
 */
export async function verifyOtp({ address, otp, purpose, user, client }: OtpCheck): Promise<{ verified: true; resetGrant?: string }> {
  if (purpose === 'verify_phone' && !user) throw new HttpError(401, 'Please sign in to do this.');
  await limit(CHECKS_PER_CLIENT, client);
  const verdict = await checkCode(getDb(), address, purpose, otp);
  if (verdict !== 'ok') {
    const [status, detail] = VERDICT_ERRORS[verdict];
    throw new HttpError(status, detail, { otp: detail });
  }
  if (purpose === 'reset_password') return { verified: true, resetGrant: await issueResetGrant(getDb(), address) };
  const phone = address;

  const account = await getUserBySub(user!.id);
  if (!account) throw new HttpError(404, 'Your account was not found.');
  // Proven: the number is this account's, and every other account's unverified claim on it is dropped.
  await takePhone(account, phone);
  await ensureUserRow(getDb(), sessionUserOf((await getUserBySub(account.sub)) ?? account));
  return { verified: true };
}
