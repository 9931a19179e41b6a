import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * V8 keeps a string in one byte a character while every character in it is Latin-1 (U+0000 to U+00FF);
 * one character beyond that anywhere in a page makes the whole page two bytes a character as it is
 * joined. A '…' in the results pager did that to every results page: twice the memory for a 108 KB
 * page, promoted out of the young generation, and about a tenth more CPU a page to build, encode and
 * collect (docs/decisions/022-render-cost.md, seventh round). So the fixed markup the busy pages are built from writes such
 * characters as entities (&hellip; &ldquo;). Listing text is what people typed and may be anything.
 */
const BUSY_PAGE_PARTS = ['src/components/results', 'src/components/shell', 'src/components/listing', 'src/components/ui', 'src/layouts'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(astro|ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file without its comments and style sheets (CSS goes to its own file or is not text). */
function markupOf(source: string): string {
  return source
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/<!--[\s\S]*?-->/g, '');
}

describe('the fixed markup of results and listing pages', () => {
  it('keeps to Latin-1, so a rendered page stays one byte a character', () => {
    const offending = BUSY_PAGE_PARTS.flatMap(sources).flatMap((path) =>
      [...markupOf(readFileSync(path, 'utf8')).matchAll(/[\u0100-\u{10ffff}]/gu)].map((m) => `${path}: ${m[0]}`),
    );
    expect(offending).toEqual([]);
  });

  it('finds such a character where there is one', () => {
    expect([...markupOf('<li class="gap">…</li><style>a::after { content: "›" }</style>').matchAll(/[\u0100-\u{10ffff}]/gu)].map((m) => m[0])).toEqual(['…']);
  });
});
