/**
 * U+0000 in text. PostgreSQL's text cannot hold it ('invalid byte sequence for encoding "UTF8": 0x00')
 * where SQLite stores it, and no person types it. A request that carries one in its address, its JSON or
 * its form is refused with a 400 before anything reads it, on both databases alike (docs/decisions/080).
 */
export const NUL_REFUSED = 'The request contains a character that cannot be stored (U+0000). Remove it and send it again.';

/** True when a string, or any key or string inside an object or array, holds U+0000. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Deeper than any schema reads: refused by validation anyway.
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  for (const [key, item] of Object.entries(value)) if (key.includes('\u0000') || hasNul(item, depth + 1)) return true;
  return false;
}

/** True when an address carries U+0000 (always written %00) in its path or query. */
export function addressHasNul(url: URL): boolean {
  return /%00/.test(url.pathname) || /%00/.test(url.search);
}
