import { describe, expect, it } from 'vitest';
import { escapeXml, siteAddress } from './xml';

describe('escapeXml', () => {
  it('escapes markup and quotes, and drops what XML 1.0 cannot hold', () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s\u0001`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(escapeXml('a\uFFFEb\uFFFFc\u000Bd')).toBe('abcd');
  });

  it('keeps tabs, newlines and text that needs nothing', () => {
    expect(escapeXml('line one\n\tline two\r\n')).toBe('line one\n\tline two\r\n');
    expect(escapeXml('DHA Phase 5, Lahore')).toBe('DHA Phase 5, Lahore');
  });
});

describe('siteAddress', () => {
  const site = 'https://basera.pk';
  const address = siteAddress(site);

  it('reads every path exactly as the URL parser does', () => {
    const paths = [
      '/',
      '/sale/123',
      '/sale/residential-properties-for-sale-dha-phase-5-lahore-2-31',
      '/blog/a_b~c',
      '/projects/pearl-one-9/',
      '/a/./b',
      '/a/../b',
      '/.hidden',
      '//evil.example/x',
      '/blog/<script>',
      '/blog/گلبرگ',
      '/sale/1?x=1&y=2',
      '/sale/1#top',
      '/a b',
      'relative/path',
    ];
    for (const path of paths) expect(address(path), path).toBe(new URL(path, site).href);
  });

  it('keeps to the origin when the site address has a path of its own, as the URL parser does', () => {
    expect(siteAddress('https://basera.pk/pk/')('/sale/1')).toBe('https://basera.pk/sale/1');
  });
});
