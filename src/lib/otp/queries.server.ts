import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { toIsoTime } from '../db';
import { generateCode, generateGrant, hashCode, judgeCode, MAX_WRONG_ATTEMPTS, RESET_GRANT_PURPOSE, RESET_GRANT_TTL_MS, type OtpVerdict } from './rules';

/** Stores a new code for a phone and purpose (earlier ones stop working) and returns it to be sent. */
export async function issueCode(db: Kysely<Database>, phone: string, purpose: string, ttlMs: number, now = Date.now()): Promise<string> {
  const code = generateCode();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_codes')
      .set({ consumed_at: toIsoTime(now) })
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('otp_codes')
      .values({ phone, purpose, code_hash: hashCode(phone, purpose, code), created_at: toIsoTime(now), expires_at: toIsoTime(now + ttlMs) })
      .execute();
  });
  return code;
}

/** Checks a typed code against the latest one sent; a wrong code counts against it, a right one is used up. */
export async function checkCode(db: Kysely<Database>, phone: string, purpose: string, code: string, now = Date.now()): Promise<OtpVerdict> {
  const stored = await db
    .selectFrom('otp_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const verdict = judgeCode(stored ?? null, hashCode(phone, purpose, code), now);
  if (!stored) return verdict;
  if (verdict === 'ok') {
    await db.updateTable('otp_codes').set({ consumed_at: toIsoTime(now) }).where('id', '=', stored.id).execute();
  } else if (verdict === 'wrong') {
    await db.updateTable('otp_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', stored.id).execute();
    if (stored.attempts + 1 >= MAX_WRONG_ATTEMPTS) return 'locked';
  }
  return verdict;
}

/** After a verified reset code: a one-time proof the reset screen hands back with the new password. */
export async function issueResetGrant(db: Kysely<Database>, phone: string, now = Date.now()): Promise<string> {
  const grant = generateGrant();
  await db
    .insertInto('otp_codes')
    .values({ phone, purpose: RESET_GRANT_PURPOSE, code_hash: hashCode(phone, RESET_GRANT_PURPOSE, grant), created_at: toIsoTime(now), expires_at: toIsoTime(now + RESET_GRANT_TTL_MS) })
    .execute();
  return grant;
}

export async function consumeResetGrant(db: Kysely<Database>, phone: string, grant: string, now = Date.now()): Promise<boolean> {
  return (await checkCode(db, phone, RESET_GRANT_PURPOSE, grant, now)) === 'ok';
}
