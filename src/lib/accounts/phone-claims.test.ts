import { describe, expect, it } from 'vitest';
import {
  DROPPED_PHONE_ATTRIBUTES,
  hasVerifiedPhone,
  phoneClaim,
  phoneOf,
  phoneSignsIn,
  settledAlias,
  staleAliasOf,
  unverifiedPhoneAttributes,
  verifiedPhoneAttributes,
} from './phone-claims';

const P = '+923001234567';

describe('who a phone number belongs to', () => {
  it('gives it to an account only when verified there, or when it is the name the account signs in with', () => {
    expect(phoneClaim({ username: 'a@basera.pk', attributes: { phone_number: P, phone_number_verified: 'true' } }, P)).toBe('verified');
    expect(phoneClaim({ username: P, attributes: {} }, P)).toBe('verified');
    expect(phoneClaim({ username: 'a@basera.pk', attributes: { phone_number: P, phone_number_verified: 'true' } }, '+923001234568')).toBeNull();
  });

  it('holds an unverified phone as a claim, old style (phone_number) or new (the custom attributes)', () => {
    expect(phoneClaim({ username: 'a@basera.pk', attributes: { phone_number: P, phone_number_verified: 'false' } }, P)).toBe('unverified');
    expect(phoneClaim({ username: 'a@basera.pk', attributes: { phone_number: P } }, P)).toBe('unverified');
    expect(phoneClaim({ username: 'a@basera.pk', attributes: { 'custom:phone': '3001234567', 'custom:country_code': '92' } }, P)).toBe('unverified');
    expect(phoneClaim({ username: 'a@basera.pk', attributes: { 'custom:phone': '3001234567' } }, P)).toBe('unverified');
    expect(phoneClaim({ username: 'a@basera.pk', attributes: {} }, P)).toBeNull();
  });

  it('reads the account phone from either place, the verified one first', () => {
    expect(phoneOf({ phone_number: P, 'custom:phone': '3009999999' })).toBe(P);
    expect(phoneOf({ 'custom:phone': '3001234567', 'custom:country_code': '92' })).toBe(P);
    expect(phoneOf({})).toBeNull();
    expect(hasVerifiedPhone({ phone_number: P, phone_number_verified: 'true' })).toBe(true);
    expect(hasVerifiedPhone({ phone_number: P, phone_number_verified: 'false' })).toBe(false);
    expect(hasVerifiedPhone({ 'custom:phone': '3001234567', phone_number_verified: 'true' })).toBe(false);
  });

  it('keeps an unverified phone out of phone_number, the sign-in alias, and puts a proven one there', () => {
    expect(unverifiedPhoneAttributes('92', '3001234567')).toEqual({ 'custom:phone': '3001234567', 'custom:country_code': '92', 'custom:phone_verification': 'false' });
    expect(unverifiedPhoneAttributes('92', '3001234567')).not.toHaveProperty('phone_number');
    expect(verifiedPhoneAttributes(P)).toMatchObject({ phone_number: P, phone_number_verified: 'true', 'custom:phone': '3001234567', 'custom:phone_verification': 'true' });
    // A dropped claim leaves no trace of the number anywhere on the account.
    const afterDrop = Object.fromEntries(Object.entries({ ...verifiedPhoneAttributes(P), name: 'S' }).filter(([k]) => !(DROPPED_PHONE_ATTRIBUTES as readonly string[]).includes(k)));
    expect(phoneOf(afterDrop)).toBeNull();
  });

  it('lets a phone sign in only the account that has proven it, or is named by it', () => {
    expect(phoneSignsIn({ username: 'a@basera.pk', attributes: { phone_number: P, phone_number_verified: 'true' } }, P)).toBe(true);
    expect(phoneSignsIn({ username: P, attributes: { phone_number: P, phone_number_verified: 'false' } }, P)).toBe(true);
    // An older account's unverified phone_number: cognito-local signs it in, Basera does not.
    expect(phoneSignsIn({ username: 'a@basera.pk', attributes: { phone_number: P, phone_number_verified: 'false' } }, P)).toBe(false);
    expect(phoneSignsIn({ username: 'a@basera.pk', attributes: { phone_number: P } }, P)).toBe(false);
    expect(phoneSignsIn({ username: 'a@basera.pk', attributes: { 'custom:phone': '3001234567', 'custom:country_code': '92' } }, P)).toBe(false);
  });
});

describe('accounts made before a phone_number had to be verified', () => {
  const older = { username: 'a@basera.pk', attributes: { phone_number: P, phone_number_verified: 'false', 'custom:phone': '3001234567' } };

  it('finds the unverified phone_number, and nothing on a verified phone, a claim or a phone-named account', () => {
    expect(staleAliasOf(older)).toBe(P);
    expect(staleAliasOf({ username: 'a@basera.pk', attributes: { phone_number: P } })).toBe(P);
    expect(staleAliasOf({ username: 'a@basera.pk', attributes: { phone_number: P, phone_number_verified: 'true' } })).toBeNull();
    expect(staleAliasOf({ username: 'a@basera.pk', attributes: { 'custom:phone': '3001234567', 'custom:country_code': '92' } })).toBeNull();
    expect(staleAliasOf({ username: P, attributes: { phone_number: P, phone_number_verified: 'false' } })).toBeNull();
    expect(staleAliasOf({ username: 'a@basera.pk', attributes: {} })).toBeNull();
  });

  it('moves it to the unverified claim, where it is still the account phone but no sign-in name', () => {
    const change = settledAlias(older, P, false);
    expect(change).toEqual({
      set: { 'custom:phone': '3001234567', 'custom:country_code': '92', 'custom:phone_verification': 'false' },
      remove: ['phone_number', 'phone_number_verified'],
    });
    const after = apply(older.attributes, change);
    expect(phoneOf(after)).toBe(P);
    expect(hasVerifiedPhone(after)).toBe(false);
    expect(staleAliasOf({ ...older, attributes: after })).toBeNull();
    expect(phoneClaim({ ...older, attributes: after }, P)).toBe('unverified');
    // A number from abroad keeps its own dialling code.
    const uk = '+447911123456';
    expect(phoneOf(apply({ phone_number: uk }, settledAlias({ username: 'b@basera.pk', attributes: { phone_number: uk } }, uk, false)))).toBe(uk);
  });

  it("drops it when another account has proven the number, keeping another number the account claims", () => {
    expect(phoneOf(apply(older.attributes, settledAlias(older, P, true)))).toBeNull();
    const other = { username: 'a@basera.pk', attributes: { phone_number: P, 'custom:phone': '3009999999', 'custom:country_code': '92' } };
    const after = apply(other.attributes, settledAlias(other, P, true));
    expect(phoneOf(after)).toBe('+923009999999');
    expect(after.phone_number).toBeUndefined();
  });
});

/** The attributes after a settled change, as the provider would hold them. */
function apply(attributes: Record<string, string>, change: { set: Record<string, string>; remove: readonly string[] }): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(attributes).filter(([name]) => !change.remove.includes(name)));
  return { ...kept, ...change.set };
}
