/**
 * Who a phone number belongs to (decision 063). Only a verified phone is anyone's: it alone blocks a
 * sign-up or another account's phone change, is a sign-in alias at the identity provider, and may get
 * a password-reset code. An unverified phone is a claim that blocks nobody; the account that proves
 * the number by its code takes it, and every other claim on it is dropped.
 *
 * At the provider, `phone_number` holds only a verified phone, on one account at a time: cognito-local
 * takes any `phone_number` as a sign-in alias whether verified or not (Amazon Cognito only a verified
 * one), so keeping unverified numbers out of it makes both behave the same. An unverified phone lives
 * in `custom:phone` and `custom:country_code`.
 */
import { DEFAULT_COUNTRY_CODE } from '@/lib/constants';
import { COUNTRIES, toE164 } from '@/lib/phone';

type Attributes = Record<string, string | undefined>;

export interface PhoneAccount {
  /** The provider's user name: a phone-alone account is named by its phone, which never changes. */
  username: string;
  attributes: Attributes;
}

/** The account's phone in +92 form, verified or not, or null. */
export function phoneOf(attributes: Attributes): string | null {
  return attributes.phone_number || claimedPhoneOf(attributes);
}

/** The phone kept in the custom attributes (the one given at sign-up, or the verified one's copy). */
function claimedPhoneOf(attributes: Attributes): string | null {
  const national = attributes['custom:phone'];
  return national ? toE164(attributes['custom:country_code'] || DEFAULT_COUNTRY_CODE, national) : null;
}

export function hasVerifiedPhone(attributes: Attributes): boolean {
  return !!attributes.phone_number && attributes.phone_number_verified === 'true';
}

/**
 * How an account stands to a phone number: 'verified' (it is theirs, or it is the name they sign in
 * with, which nobody else can ever take), 'unverified' (a claim anyone may overtake), or null.
 */
export function phoneClaim(account: PhoneAccount, phone: string): 'verified' | 'unverified' | null {
  if (account.username === phone) return 'verified';
  if (account.attributes.phone_number === phone && hasVerifiedPhone(account.attributes)) return 'verified';
  return account.attributes.phone_number === phone || claimedPhoneOf(account.attributes) === phone ? 'unverified' : null;
}

/**
 * Whether signing in by this phone may open the account: only by a phone it has proven, or the phone
 * it is named by. Amazon Cognito holds to this itself (only a verified phone is an alias);
 * cognito-local signs in by any `phone_number`, so the server asks the same of every sign-in by phone.
 */
export function phoneSignsIn(account: PhoneAccount, phone: string): boolean {
  return phoneClaim(account, phone) === 'verified';
}

/**
 * The phone an account made before this rule holds unverified in `phone_number`, where it is a sign-in
 * alias under cognito-local and looks like the account's own phone; null when there is none. The
 * phone an account is named by is not counted: that name never changes hands.
 */
export function staleAliasOf(account: PhoneAccount): string | null {
  const phone = account.attributes.phone_number;
  return phone && phone !== account.username && phoneClaim(account, phone) === 'unverified' ? phone : null;
}

/** A +E.164 number's dialling code and national number: Pakistan's first, else the country whose code it starts with. */
function dialParts(phone: string): { code: string; national: string } {
  const digits = phone.replace(/^\+/, '');
  const codes = [DEFAULT_COUNTRY_CODE, ...COUNTRIES.map((country) => country.phone).sort((a, b) => b.length - a.length)];
  const code = codes.find((candidate) => candidate !== '' && digits.startsWith(candidate)) ?? DEFAULT_COUNTRY_CODE;
  return { code, national: digits.slice(code.length) };
}

/**
 * How a stale alias is settled: it stays the account's phone as an unverified claim in the custom
 * attributes, out of `phone_number`; or, when another account has proven the number, nothing of it
 * stays (as when its owner proves it later). Another number kept in the custom attributes stays.
 */
export function settledAlias(
  account: PhoneAccount,
  phone: string,
  provenElsewhere: boolean,
): { set: Record<string, string>; remove: readonly string[] } {
  const alias = ['phone_number', 'phone_number_verified'] as const;
  if (!provenElsewhere) {
    const { code, national } = dialParts(phone);
    return { set: unverifiedPhoneAttributes(code, national), remove: alias };
  }
  const other = claimedPhoneOf(account.attributes);
  return { set: { 'custom:phone_verification': 'false' }, remove: other && other !== phone ? alias : DROPPED_PHONE_ATTRIBUTES };
}

/** The attributes that give an account a phone it has just proven with a code. */
export function verifiedPhoneAttributes(phone: string): Record<string, string> {
  return {
    phone_number: phone,
    phone_number_verified: 'true',
    'custom:phone': phone.slice(3),
    'custom:country_code': DEFAULT_COUNTRY_CODE,
    'custom:phone_verification': 'true',
  };
}

/** The attributes of a phone given at sign-up and not yet proven: a claim, not a sign-in alias. */
export function unverifiedPhoneAttributes(code: string, national: string): Record<string, string> {
  return { 'custom:phone': national, 'custom:country_code': code, 'custom:phone_verification': 'false' };
}

/** What is removed from an account whose unverified claim another account has just proven. */
export const DROPPED_PHONE_ATTRIBUTES = ['phone_number', 'phone_number_verified', 'custom:phone', 'custom:country_code'] as const;
