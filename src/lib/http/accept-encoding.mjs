// @ts-check
// Which compression an answer may take, from the request's Accept-Encoding. Plain JavaScript: the middleware
// reads it for pages and the API, and scripts/serve.mjs for the build's own files, before any of the app loads.

/** @typedef {'br' | 'gzip'} Encoding */

/**
 * The encodings the request takes, by name in lower case, leaving out any it refuses (`q=0`).
 * @param {string | null | undefined} acceptEncoding
 * @returns {string[]}
 */
export function acceptedEncodings(acceptEncoding) {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([name, q]) => name !== '' && (!q || Number(q.trim().replace(/^q=/, '')) > 0))
    .map(([name]) => name.trim().toLowerCase());
}

/**
 * The encoding to answer in: brotli first, as browsers prefer; null for none.
 * @param {string | null | undefined} acceptEncoding
 * @returns {Encoding | null}
 */
export function preferredEncoding(acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}
