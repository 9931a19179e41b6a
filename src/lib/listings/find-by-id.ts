/**
 * Finding a listing by its Property ID (docs/decisions/093): the number an agent or owner reads out on the
 * phone, or a listing's address pasted from a message. Pure, so the page and its test share one reading.
 */
import { rowId } from '@/lib/db/values';

export const FIND_PROPERTY_PATH = '/find-property';

/** Longer input is not an id anyone typed; it is refused before any reading. */
const MAX_INPUT = 200;

export const FIND_INVALID = 'Enter the number shown as Property ID on a listing, such as 123456.';

export function notFoundText(id: string): string {
  return `No property with ID ${id} is on Basera. It may have been sold or taken down, or the number may be mistyped.`;
}

export type IdQuery =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  /** `id` is null for a number no listing can have (0, or past the largest row id): nothing to look up. */
  | { kind: 'number'; digits: string; id: number | null };

/**
 * What a person typed: '123456', 'ID 123456', '#123456', 'Property ID: 123456', or an address such as
 * 'https://basera.pk/rent/123456'. Anything else is not an id.
 */
export function readIdQuery(raw: string | null | undefined): IdQuery {
  const text = (raw ?? '').trim();
  if (text === '') return { kind: 'empty' };
  if (text.length > MAX_INPUT) return { kind: 'invalid' };
  const fromAddress = /\/(?:sale|rent)\/(\d+)(?:[/?#].*)?$/.exec(text);
  const digits = fromAddress?.[1] ?? /^(?:property\s*)?(?:id|ref)?[\s.:#-]*(\d+)$/i.exec(text)?.[1];
  if (digits === undefined) return { kind: 'invalid' };
  const plain = digits.replace(/^0+(?=\d)/, '');
  return { kind: 'number', digits: plain, id: rowId(plain) };
}

/** The finder's address for an id, as the form would send it. */
export function findPropertyPath(id?: number | string): string {
  return id === undefined ? FIND_PROPERTY_PATH : `${FIND_PROPERTY_PATH}?id=${encodeURIComponent(String(id))}`;
}
