import { readdirSync, readFileSync, statSync } from 'node:fs';
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
const BUSY_PAGE_PARTS = [
  'src/components/results', 'src/components/shell', 'src/components/listing', 'src/components/ui', 'src/layouts',
  // The other pages anyone can read, and what they are made of: an area guide's missing figures were en
  // dashes, and encoding its page to UTF-8 was 12% of its CPU.
  'src/components/charts', 'src/components/content', 'src/components/home', 'src/components/likes',
  'src/pages/index.astro', 'src/pages/[purpose]', 'src/pages/area-guides', 'src/pages/agencies', 'src/pages/projects',
  'src/pages/blog', 'src/pages/wanted.astro', 'src/pages/building-materials.astro',
];

function sources(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
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

describe('the fixed markup of public pages', () => {
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
