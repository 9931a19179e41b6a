import { describe, expect, it } from 'vitest';
import { keepCspDigests } from './keep-csp-digests.mjs';

const ASTRO_FILE = '/app/node_modules/astro/dist/core/encryption.js';
const ASTRO_CODE = `const encoder = new TextEncoder();
async function generateCspDigest(data, algorithm) {
  const hashBuffer = await crypto.subtle.digest(algorithm, encoder.encode(data));
  return algorithm + ':' + Buffer.from(hashBuffer).toString('base64');
}
export { generateCspDigest };`;

type Transform = (code: string, id: string) => { code: string } | null;
const transform = keepCspDigests().transform as Transform;

describe('keepCspDigests', () => {
  it('hashes each input once and answers later calls with the kept digest', async () => {
    const out = transform(ASTRO_CODE, ASTRO_FILE)!;
    const digest = crypto.subtle.digest.bind(crypto.subtle);
    let hashed = 0;
    const subtle = { digest: (...args: Parameters<typeof digest>) => (hashed++, digest(...args)) };
    const module = new Function('crypto', 'Buffer', `${out.code.replace('export { generateCspDigest };', 'return generateCspDigest;')}`);
    const generate = module({ subtle }, Buffer) as (data: string, algorithm: string) => Promise<string>;
    const first = await generate('body{}', 'SHA-256');
    expect(await generate('body{}', 'SHA-256')).toBe(first);
    expect(hashed).toBe(1);
    expect(await generate('main{}', 'SHA-256')).not.toBe(first);
    expect(hashed).toBe(2);
  });

  it('leaves every other file alone', () => {
    expect(transform(ASTRO_CODE, '/app/src/lib/other.js')).toBeNull();
  });

  it('refuses to build when Astro no longer has the function it rewrites', () => {
    expect(() => transform('export function somethingElse() {}', ASTRO_FILE)).toThrow(/no longer has generateCspDigest/);
  });
});
