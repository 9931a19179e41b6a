import { describe, expect, it } from 'vitest';
import { DROPPED_PHONE_ATTRIBUTES, hasVerifiedPhone, phoneClaim, phoneOf, unverifiedPhoneAttributes, verifiedPhoneAttributes } from './phone-claims';

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
});
