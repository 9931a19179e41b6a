import { describe, expect, it } from 'vitest';
import { articleJsonLd, paginate, readingMinutes, relatedPosts, rssXml, wordCount } from './rules';

const post = (slug: string, category: string, tags: string[], day: number) => ({
  slug, title: slug, category, tags, date: new Date(Date.UTC(2024, 0, day)),
});

describe('blog rules', () => {
  it('counts reading minutes from the text a reader sees, never below one', () => {
    const body = `---\ntitle: x\n---\nimport A from './a';\n\n# Heading\n\n${'word '.repeat(440)}<Aside>note</Aside>`;
    expect(readingMinutes(body)).toBe(2);
    expect(readingMinutes('short')).toBe(1);
    expect(readingMinutes('لفظ '.repeat(480), 'ur')).toBe(3);
    expect(wordCount('a — b -- c')).toBe(3);
  });

  it('pages items and keeps a page past the end on the last page', () => {
    const items = Array.from({ length: 13 }, (_, i) => i);
    expect(paginate(items, 1, 6)).toEqual({ items: [0, 1, 2, 3, 4, 5], page: 1, pageCount: 3, total: 13 });
    expect(paginate(items, 9, 6).items).toEqual([12]);
    expect(paginate([], 1, 6)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(paginate(items, Number.NaN, 6).page).toBe(1);
  });

  it('orders related posts by shared tags, then category, then date', () => {
    const a = post('a', 'Legal', ['Fard', 'Registry'], 1);
    const b = post('b', 'Legal', ['Taxes'], 5);
    const c = post('c', 'Buying', ['registry'], 2);
    const d = post('d', 'Renting', ['Rent'], 9);
    expect(relatedPosts(a, [a, b, c, d], 3).map((p) => p.slug)).toEqual(['c', 'b', 'd']);
  });

  it('writes a feed that keeps markup out of the text', () => {
    const xml = rssXml({
      title: 'Basera & co', link: 'https://basera.pk/blog', selfLink: 'https://basera.pk/blog/rss.xml', description: 'd',
      items: [{ title: 'A <script>', link: 'https://basera.pk/blog/a?x=1&y=2', description: 'x', date: new Date(Date.UTC(2024, 0, 1)), category: 'Legal', author: 'S' }],
    });
    expect(xml).toContain('<title>A &lt;script&gt;</title>');
    expect(xml).toContain('<link>https://basera.pk/blog/a?x=1&amp;y=2</link>');
    expect(xml).toContain('<pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate>');
    expect(xml).not.toContain('<script>');
  });

  it('writes Article JSON-LD that cannot break out of its script element', () => {
    const json = articleJsonLd(
      { title: '</script><b>', description: 'd', url: 'u', image: 'i', author: 'A', date: new Date(0), lang: 'en', tags: ['x'], category: 'Legal' },
      { name: 'Basera', url: 'https://basera.pk', logo: 'l' },
    );
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Article', headline: '</script><b>', author: { name: 'A' } });
  });
});
