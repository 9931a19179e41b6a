/**
 * Markup kept between requests: the parts of the shell that are the same for most pages (the footer,
 * the menus, the closed materials panel) cost about a millisecond of every page to render, which is a
 * quarter of a listing page. Each is rendered once per key (everything the markup depends on, such as
 * a path flag, a cookie value or the year) and kept for its time to live.
 */
const MAX_KEPT = 200;

interface Kept {
  html: string;
  expires: number;
}

export class KeptMarkup {
  private entries = new Map<string, Kept>();

  constructor(
    private readonly limit = MAX_KEPT,
    private readonly now: () => number = Date.now,
  ) {}

  /** The markup kept under `key`, or `render()`'s, kept for `seconds`. */
  async get(key: string, render: () => Promise<string>, seconds = Infinity): Promise<string> {
    const kept = this.entries.get(key);
    if (kept && kept.expires > this.now()) return kept.html;
    const html = await render();
    this.entries.delete(key);
    this.entries.set(key, { html, expires: this.now() + seconds * 1000 });
    // Keys come partly from requests (a cookie's value): the oldest goes first past the limit.
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return html;
  }
}

export const keptMarkup = new KeptMarkup();
