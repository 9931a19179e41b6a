/**
 * Markup kept between requests: the parts of the shell that are the same for most pages (the footer,
 * the menus, the closed materials panel) cost about a millisecond of every page to render, which is a
 * quarter of a listing page. Each is rendered once per key (everything the markup depends on, such as
 * a path flag, a cookie value or the year) and kept for its time to live.
 */
import { BoundedCache } from '@/lib/cache/bounded';

const MAX_KEPT = 200;

export class KeptMarkup {
  private kept: BoundedCache<string>;

  constructor(
    limit = MAX_KEPT,
    private readonly now: () => number = Date.now,
  ) {
    this.kept = new BoundedCache(limit, now);
  }

  /** The markup kept under `key`, or `render()`'s, kept for `seconds`. */
  async get(key: string, render: () => Promise<string>, seconds = Infinity): Promise<string> {
    const kept = this.kept.get(key);
    if (kept !== undefined) return kept;
    const html = await render();
    this.kept.set(key, html, this.now() + seconds * 1000);
    return html;
  }
}

export const keptMarkup = new KeptMarkup();
