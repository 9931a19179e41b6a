/**
 * Phone numbers. Basera only accepts Pakistani numbers for accounts and listing owners: dialling
 * code 92 and a 10-digit national number without its leading 0 (3001234567).
 */
import { DEFAULT_COUNTRY_CODE } from '@/lib/constants';
import { authMessages, phoneMessages } from '@/lib/messages';

export { phoneMessages };

/** Spaces, dashes, dots and brackets people type between digits. */
function compact(value: string): string {
  return value.trim().replace(/[\s\-().]/g, '');
}

/** Valid only when the dialling code is 92 and the number is exactly 10 digits. */
export function isValidPhone(code: string | number, number: string): boolean {
  const dialling = String(code).trim().replace(/^\+/, '');
  return dialling === DEFAULT_COUNTRY_CODE && /^\d{10}$/.test(compact(number));
}

/** The form message for an invalid number, or undefined when it is valid. */
export function phoneError(code: string | number, number: string): string | undefined {
  return isValidPhone(code, number) ? undefined : phoneMessages.incorrectFormat;
}

/**
 * Normalises a Pakistani number to international form:
 * 03xxxxxxxxx -> +923xxxxxxxxx, 92... -> +92..., 0092... -> +92..., 3... -> +923....
 * A number already starting with '+' and anything else is returned compacted but otherwise as is.
 */
export function toInternationalPhone(raw: string): string {
  const value = compact(raw);
  if (value.startsWith('+')) return value;
  if (value.startsWith('0092')) return `+92${value.slice(4)}`;
  if (value.startsWith('03')) return `+92${value.slice(1)}`;
  if (value.startsWith('92')) return `+${value}`;
  if (value.startsWith('3')) return `+92${value}`;
  return value;
}

/** Normalises and checks a Pakistani mobile number: '+92' and 10 digits, or null. */
export function parsePakistaniPhone(raw: string): string | null {
  const value = toInternationalPhone(raw);
  return /^\+92\d{10}$/.test(value) ? value : null;
}

/**
 * A tel: address that dials from anywhere: a Pakistani number in its +92 form (an agency's number is
 * stored as the bare national '3001234567', which no phone would dial), anything else as its digits.
 */
export function telHref(phone: string): string {
  return `tel:${toInternationalPhone(phone).replace(/[^\d+]/g, '')}`;
}

/** A phone number as people read it: '+92 300 1234567' for a Pakistani mobile, anything else as stored. */
export function phoneText(phone: string): string {
  const number = parsePakistaniPhone(phone);
  return number ? `+92 ${number.slice(3, 6)} ${number.slice(6)}` : phone.trim();
}

/**
 * A WhatsApp chat with a Pakistani mobile number (+92 3xx), opening with `text` typed in; null for any
 * other number, since a landline or a number from abroad may not be on WhatsApp. In Pakistan most people
 * reach an owner or agent there first (docs/decisions/021-views-likes-contact.md).
 */
export function whatsappHref(phone: string, text: string): string | null {
  const number = parsePakistaniPhone(phone);
  return number && /^\+923\d{9}$/.test(number) ? `https://wa.me/${number.slice(1)}?text=${encodeURIComponent(text)}` : null;
}

/** The identity provider's E.164 form of a code and national number: '+923001234567'. */
export function toE164(code: string | number, number: string): string {
  return `+${String(code).trim().replace(/^\+/, '')}${stripPhonePrefix(compact(number))}`;
}

/**
 * Removes one leading +920, +92, 920, 92 or 0, leaving the national number.
 * The longer prefixes are tried first so '+9203...' loses '+920', not just '+92'.
 */
export function stripPhonePrefix(value: string): string {
  return value.replace(/^(\+920|\+92|920|92|0)/, '');
}

/** The national number in what someone typed in a phone box (spaces, dashes and 0, 92 or +92 in front allowed). */
export function nationalNumber(typed: string): string {
  return stripPhonePrefix(typed.trim().replace(/[\s-]/g, ''));
}

/** A Pakistani phone box's value as the +92 number it stands for, or the message to show under it. */
export function typedPhone(typed: string): { phone: string } | { problem: string } {
  const national = nationalNumber(typed);
  const problem = national === '' ? authMessages.phoneBlank : phoneError(DEFAULT_COUNTRY_CODE, national);
  return problem ? { problem } : { phone: toE164(DEFAULT_COUNTRY_CODE, national) };
}

/**
 * Removes one leading +92, 92, +49, +33, +81, +86, +55, +27 or +52, but only when the value is
 * longer than 10 characters: a bare 10-digit national number that happens to start with 92 stays.
 */
export function stripCountryCode(value: string): string {
  if (value.length <= 10) return value;
  return value.replace(/^(\+92|92|\+49|\+33|\+81|\+86|\+55|\+27|\+52)/, '');
}
