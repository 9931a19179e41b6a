// @ts-check
/**
 * A Vite plugin that makes Astro hash each inline style and script for the Content-Security-Policy once,
 * not on every request. Astro 5 (core/encryption.js, generateCspDigest) runs a SHA-256 over every inline
 * stylesheet and script of a route each time it renders a page: the same strings, page after page, about
 * 0.3 ms of a listing page's 3 ms. The digests are kept by their input (a few dozen strings per build),
 * in a map per algorithm: a key joined from the two would be a new string to hash in full on every look-up.
 *
 * It rewrites one function of Astro's own code, so it refuses to build when that function is not found
 * (an Astro upgrade changed it): then check whether Astro keeps the digests itself, and drop or adapt this.
 */
const TARGET = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const ORIGINAL = 'async function generateCspDigest(data, algorithm) {';
const KEPT = `const keptCspDigests = new Map();
let keptCspDigestCount = 0;
function generateCspDigest(data, algorithm) {
  let kept = keptCspDigests.get(algorithm);
  if (kept === undefined) keptCspDigests.set(algorithm, (kept = new Map()));
  let digest = kept.get(data);
  if (digest === undefined) {
    digest = computeCspDigest(data, algorithm);
    if (keptCspDigestCount++ < 1000) kept.set(data, digest);
  }
  return digest;
}
async function computeCspDigest(data, algorithm) {`;

/** @returns {import('vite').Plugin} */
export function keepCspDigests() {
  return {
    name: 'basera:keep-csp-digests',
    transform(code, id) {
      if (!TARGET.test(id)) return null;
      if (!code.includes(ORIGINAL)) throw new Error(`keep-csp-digests: ${id} no longer has generateCspDigest as expected`);
      return { code: code.replace(ORIGINAL, KEPT), map: null };
    },
  };
}
