import { phoneText } from '@/lib/phone/rules';

/**
 * What the account button says (docs/decisions/061-account-menu.md): the person's name when there is
 * one, else their phone as people read it ('+92 333 8654624'), else their e-mail.
 */
export function accountLabel(who: { name?: string | null; phone?: string | null; email?: string | null }): string {
  const name = who.name?.trim();
  if (name) return name;
  const phone = who.phone?.trim();
  if (phone) return phoneText(phone);
  return who.email?.trim() || 'Account';
}

/**
 * The letter in the account menu's round badge: the first letter of the name (or e-mail), in capitals.
 * A phone number has no letter, and a digit in a circle reads as a count, so it gets '·' instead.
 */
export function accountInitial(label: string): string {
  const letter = label.match(/\p{L}/u)?.[0];
  return letter ? letter.toLocaleUpperCase('en') : '·';
}
