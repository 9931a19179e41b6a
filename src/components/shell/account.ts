/**
 * The letter in the account menu's round badge: the first letter of the name (or e-mail), in capitals.
 * A phone number has no letter, and a digit in a circle reads as a count, so it gets '·' instead.
 */
export function accountInitial(label: string): string {
  const letter = label.match(/\p{L}/u)?.[0];
  return letter ? letter.toLocaleUpperCase('en') : '·';
}
