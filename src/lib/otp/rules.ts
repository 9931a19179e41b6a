import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Wrong codes in a row that lock a code for good; the person asks for a new one. */
export const MAX_WRONG_ATTEMPTS = 20;
export const CODE_LENGTH = 6;
/** A reset grant (proof that the phone was verified) lasts this long. */
export const RESET_GRANT_TTL_MS = 10 * 60 * 1000;

export const OTP_PURPOSES = ['verify_phone', 'reset_password'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
/** Stored grants share the table with codes under their own purpose. */
export const RESET_GRANT_PURPOSE = 'reset_grant';

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export function generateGrant(): string {
  return randomBytes(24).toString('base64url');
}

/** Codes are kept only as hashes bound to the phone and purpose, never as typed. */
export function hashCode(phone: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export type OtpVerdict = 'ok' | 'wrong' | 'expired' | 'locked' | 'none';

/** What a typed code means for a stored one (null: nothing was sent). */
export function judgeCode(
  stored: { code_hash: string; attempts: number; expires_at: string } | null,
  typedHash: string,
  now: number,
): OtpVerdict {
  if (!stored) return 'none';
  if (stored.attempts >= MAX_WRONG_ATTEMPTS) return 'locked';
  if (Date.parse(stored.expires_at) <= now) return 'expired';
  return sameHash(stored.code_hash, typedHash) ? 'ok' : 'wrong';
}

export function otpMessage(code: string): string {
  return `Your Basera code is ${code}. It expires soon; do not share it with anyone.`;
}
