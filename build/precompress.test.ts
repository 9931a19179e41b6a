import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFiles', () => {
  it('writes brotli and gzip copies of scripts, styles and icons worth compressing, and nothing else', () => {
    dir = mkdtempSync(join(tmpdir(), 'basera-precompress-'));
    mkdirSync(join(dir, '_astro'));
    const script = 'export function card(listing) { return listing.title; }\n'.repeat(100);
    const style = '.listing-card { display: grid; gap: 0.5rem; }\n'.repeat(100);
    writeFileSync(join(dir, '_astro', 'card.Ab12.js'), script);
    writeFileSync(join(dir, '_astro', 'card.Ab12.css'), style);
    writeFileSync(join(dir, '_astro', 'tiny.Cd34.js'), 'export const a = 1;');
    writeFileSync(join(dir, '_astro', 'font.Ef56.woff2'), Buffer.alloc(4096, 7));

    expect(precompressFiles(dir)).toBe(2);
    for (const [name, text] of [['card.Ab12.js', script], ['card.Ab12.css', style]]) {
      const file = join(dir, '_astro', name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), name).toBe(text);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString(), name).toBe(text);
      expect(readFileSync(`${file}.br`).length, name).toBeLessThan(text.length / 10);
    }
    expect(existsSync(join(dir, '_astro', 'tiny.Cd34.js.br'))).toBe(false);
    expect(existsSync(join(dir, '_astro', 'font.Ef56.woff2.br'))).toBe(false);
  });
});
