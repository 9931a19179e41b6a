import { describe, expect, it } from 'vitest';
import { attr, escapeHtml, html, trusted } from './html';

describe('html', () => {
  it('escapes every value put into it', () => {
    const title = `<script>alert("x")</script> & 'more'`;
    expect(html`<h3 title="${title}">${title}</h3>`.text).toBe(
      '<h3 title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;</h3>',
    );
  });

  it('keeps markup made by html or trusted as it is, and escapes it only once', () => {
    const inner = html`<b>${'a < b'}</b>`;
    expect(html`<p>${inner} ${trusted('<svg></svg>')}</p>`.text).toBe('<p><b>a &lt; b</b> <svg></svg></p>');
  });

  it('draws lists one after another and leaves out null, undefined and false', () => {
    expect(html`<ul>${['a', 'b'].map((x) => html`<li>${x}</li>`)}</ul>`.text).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(html`${null}${undefined}${false}${0}`.text).toBe('0');
  });

  it('writes attributes only when they have a value', () => {
    expect(html`<img${attr('alt', 'a "b"')}${attr('fetchpriority', undefined)}${attr('hidden', true)}>`.text).toBe('<img alt="a &quot;b&quot;" hidden>');
  });

  it('treats a plain object pretending to be markup as text', () => {
    const fake = { text: '<b>', toString: () => '<b>' } as unknown as string;
    expect(html`${fake}`.text).toBe('&lt;b&gt;');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
