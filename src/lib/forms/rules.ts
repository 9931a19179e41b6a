/** Small rules shared by the number and text fields of the search filters and the add-property form. */
import { rangeMessages } from '@/lib/messages';

export { rangeMessages };

/** Keys a number field refuses, so no one types exponents or signs into a price or size. */
export const BLOCKED_NUMBER_KEYS: readonly string[] = Object.freeze(['e', 'E', '+', '-']);

/** True for a keydown key a number field should swallow (call preventDefault). */
export function isBlockedNumberKey(key: string): boolean {
  return BLOCKED_NUMBER_KEYS.includes(key);
}

function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.replace(/,/g, '').trim();
  if (cleaned === '') return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * The message for a min/max pair, or undefined when the pair is fine or incomplete. `edited` says
 * which side the user just changed, so the message is about that field.
 */
export function rangeError(
  min: string | number | null | undefined,
  max: string | number | null | undefined,
  edited: 'min' | 'max',
): string | undefined {
  const low = toNumber(min);
  const high = toNumber(max);
  if (low === null || high === null || low <= high) return undefined;
  return edited === 'max' ? rangeMessages.maxBelowMin : rangeMessages.minAboveMax;
}

/** Whether the number typed (commas allowed) is above the limit. Unparsable input is not. */
export function exceedsLimit(value: string | number | null | undefined, limit: number): boolean {
  const parsed = toNumber(value);
  return parsed !== null && parsed > limit;
}

/** Empty when nothing but punctuation, symbols or spaces is left: '---', ' !! ', ''. Any script's letters count. */
export function isEmptyAfterSpecialCharacters(value: string | null | undefined): boolean {
  return (value ?? '').replace(/[^\p{L}\p{N}]/gu, '') === '';
}

/** The first `limit` words followed by '...' when the text is longer; shorter text comes back trimmed. */
export function limitWords(text: string, limit: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return words.join(' ');
  return `${words.slice(0, Math.max(0, limit)).join(' ')}...`;
}
