import { identity, signIn } from './support/identity';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import { apiContext, cookieJar } from './support/context';
import { attributesOf, createAccount, createPoolUser, freshPhone } from './support/accounts';
import { POST as startSession } from '../../../src/pages/api/session';
import { GET as lookUp } from '../../../src/pages/api/authentication/user';
import { admitSession, settleAllPhoneAliases } from '../../../src/lib/accounts/phones.server';
import { getDb } from '../../../src/lib/db';

// Accounts made before decision 063 hold an unverified phone in phone_number, where cognito-local
// signs them in by it and it looks like their phone. They are made here as they were, straight through
// the provider's admin API, and settle by themselves: at a sign-in, a profile read or the operator's run.

useTestDatabase();
afterAll(() => identity.stop());

const older = (phone: string) => createAccount({ phone, phoneVerified: false, legacyClaim: true });

function session(idToken: string, signedInWith?: string) {
  return startSession(apiContext('/api/session', { method: 'POST', body: { idToken, signedInWith }, cookies: cookieJar().cookies }));
}

/** The attributes of a phone moved out of phone_number: still the account's, as an unverified claim. */
function movedClaim(phone: string) {
  return { 'custom:phone': phone.slice(3), 'custom:country_code': '92', 'custom:phone_verification': 'false' };
}

describe('an account holding an unverified phone_number', () => {
  it('is refused a session when signed in by that phone, and from then on no longer signs in by it', async () => {
    const phone = freshPhone();
    const account = await older(phone);
    // The local provider's own rule: any phone_number is a sign-in name.
    const byPhone = await signIn(phone, account.password);

    const refused = await session(byPhone.IdToken, phone);
    expect(refused.status).toBe(401);

    const attributes = await attributesOf(account.email);
    expect(attributes.phone_number).toBeUndefined();
    expect(attributes.phone_number_verified).toBeUndefined();
    expect(attributes).toMatchObject(movedClaim(phone));
    await expect(signIn(phone, account.password)).rejects.toThrow();

    // By e-mail it signs in, with its phone still its own, unverified (a token carries the national number).
    const byEmail = await session((await signIn(account.email, account.password)).IdToken, account.email);
    expect(byEmail.status).toBe(200);
    expect((await byEmail.json()).user).toMatchObject({ id: account.user.id, phone: phone.slice(3) });
  });

  it('settles at a sign-in by e-mail, which goes on', async () => {
    const phone = freshPhone();
    const account = await older(phone);
    const res = await session(account.tokens.IdToken, account.email);
    expect(res.status).toBe(200);
    const attributes = await attributesOf(account.email);
    expect(attributes.phone_number).toBeUndefined();
    expect(attributes).toMatchObject(movedClaim(phone));
  });

  it("loses the number at a renewal when another account has verified it, and its row forgets it", async () => {
    const phone = freshPhone();
    const account = await older(phone);
    await createAccount({ phone });
    await getDb()
      .insertInto('users')
      .values({ subject: account.user.id, email: account.email, phone, name: 'Older', role: 'webUser', created_at: '2024-01-01', updated_at: '2024-01-01' })
      .execute();
    // Amazon Cognito's id tokens carry the phone: a renewal with one from before settles the account.
    const claims = { sub: account.user.id, 'cognito:username': account.email, phone_number: phone, phone_number_verified: 'false' };
    expect(await admitSession(claims, Date.now() + 60_000)).toBe(true);

    const attributes = await attributesOf(account.email);
    for (const gone of ['phone_number', 'phone_number_verified', 'custom:phone', 'custom:country_code']) expect(attributes[gone]).toBeUndefined();
    const row = await getDb().selectFrom('users').select('phone').where('subject', '=', account.user.id).executeTakeFirstOrThrow();
    expect(row.phone).toBeNull();
  });

  it('settles when its profile is read', async () => {
    const phone = freshPhone();
    const account = await older(phone);
    const res = await lookUp(apiContext(`/api/authentication/user?email=${encodeURIComponent(account.email)}`, { user: account.user }));
    expect(res.status).toBe(200);
    const { attributes } = await res.json();
    expect(attributes.phone_number).toBeUndefined();
    expect(attributes).toMatchObject(movedClaim(phone));
  });
});

describe('signing in by phone, on either provider', () => {
  it('admits a verified phone, and the phone an account is named by', async () => {
    const phone = freshPhone();
    const verified = await createAccount({ phone });
    expect((await session((await signIn(phone, verified.password)).IdToken, phone)).status).toBe(200);
    expect((await attributesOf(verified.email)).phone_number).toBe(phone);

    // Made with a phone alone before decision 063 and never verified: the name stays the account's.
    const named = freshPhone();
    await phoneNamedAccount(named);
    expect((await session((await signIn(named, 'Basera@2026')).IdToken, named)).status).toBe(200);
    expect((await attributesOf(named)).phone_number).toBe(named);
  });
});

describe('the operator run (npm run settle-phones)', () => {
  it('settles every older account, leaves the others alone, and finds nothing more the next time', async () => {
    const [kept, lost, verifiedPhone, named] = [freshPhone(), freshPhone(), freshPhone(), freshPhone()];
    const keeper = await older(kept);
    const loser = await older(lost);
    await createAccount({ phone: lost });
    const verified = await createAccount({ phone: verifiedPhone });
    await phoneNamedAccount(named);

    const counted = await settleAllPhoneAliases({ dryRun: true });
    expect(counted.stale).toBeGreaterThanOrEqual(2);
    expect((await attributesOf(keeper.email)).phone_number).toBe(kept);

    const run = await settleAllPhoneAliases();
    expect(run.stale).toBe(counted.stale);
    expect(run.kept + run.dropped).toBe(run.stale);
    expect(await attributesOf(keeper.email)).toMatchObject(movedClaim(kept));
    expect((await attributesOf(keeper.email)).phone_number).toBeUndefined();
    expect((await attributesOf(loser.email))['custom:phone']).toBeUndefined();
    expect((await attributesOf(loser.email)).phone_number).toBeUndefined();
    expect((await attributesOf(verified.email)).phone_number).toBe(verifiedPhone);
    expect((await attributesOf(named)).phone_number).toBe(named);

    expect((await settleAllPhoneAliases({ dryRun: true })).stale).toBe(0);
  });
});

/** An account made with a phone alone before decision 063: named by the phone, which was never verified. */
function phoneNamedAccount(phone: string): Promise<void> {
  const attributes = { phone_number: phone, phone_number_verified: 'false', 'custom:user_role': 'webUser' };
  return createPoolUser(phone, Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })), 'Basera@2026');
}
