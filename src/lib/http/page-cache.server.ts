/**
 * A short-lived cache of the HTML pages anonymous visitors read, in each server's memory.
 *
 * Most page views are anonymous reads of the same few hundred results and listing pages; rendering one
 * costs far more than its queries. Keeping each for a few seconds (PAGE_CACHE_SECONDS) means a burst of
 * visitors costs one render, while a change shows within those seconds, as it would behind a CDN. Nothing
 * signed in, nothing that sets a cookie and nothing but a plain 200 HTML answer is ever kept, and the
 * cookies a page reads for anonymous visitors (currency, materials city) are part of the key.
 * A kept page is compressed once per encoding asked for, not once per visitor: for its first visitor as a
 * page rendered for one visitor is (most kept pages, a listing or a filtered search, are not asked for
 * again within their seconds), and harder once a second visitor reads it.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { AUTH_COOKIE, REFRESH_COOKIE } from '@/lib/auth/cookie';
import { CURRENCY_COOKIE } from '@/lib/money/currency-cookie';
import { MATERIALS_CITY_COOKIE } from '@/lib/materials/rules';
import type { Encoding } from './accept-encoding.mjs';

/** Cookies an anonymous page's HTML depends on. */
const KEY_COOKIES = [CURRENCY_COOKIE, MATERIALS_CITY_COOKIE];
const SIGNED_IN_COOKIES = [AUTH_COOKIE, REFRESH_COOKIE];
/** Paths whose answers are never pages for anonymous reading. */
const NEVER = /^\/(api|media|dev|_astro|_image)(\/|$)/;
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;

/** What a CDN in front may do with a page: anonymous pages are shared briefly, the rest never. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

interface Entry {
  /** The page as Astro encoded it: kept as bytes, so compressing it never decodes and encodes it again. */
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  expires: number;
  /** The body compressed, made the first time a visitor's browser asks for that encoding; `kept` once at KEPT_QUALITY. */
  encoded: Partial<Record<Encoding, { bytes: Buffer; kept: boolean }>>;
}

/**
 * Brotli quality. A page read by several visitors is compressed once for them all, so it affords more; a page
 * rendered for one visitor takes quality 2: on a 108 KB results page 17.8 KB in 0.4 ms, where quality 5 takes
 * three times as long for 8% fewer bytes. Under the mixed load (`npm run loadtest`) most kept pages were
 * never read twice, and compressing each at 5 for its first visitor was a fifth of the servers' CPU.
 */
const KEPT_QUALITY = 5;
const RENDERED_QUALITY = 2;

function compress(body: string | Uint8Array, encoding: Encoding, quality: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body);
}

/** The kept page in `encoding`: compressed as a rendered page for its first visitor, harder once more ask for it. */
function encode(entry: Entry, encoding: Encoding, state: 'hit' | 'miss'): Buffer {
  const copy = entry.encoded[encoding];
  if (copy && (copy.kept || state === 'miss')) return copy.bytes;
  const kept = state === 'hit';
  const bytes = compress(entry.body, encoding, kept ? KEPT_QUALITY : RENDERED_QUALITY);
  entry.encoded[encoding] = { bytes, kept };
  return bytes;
}

/**
 * Answers compressed in one piece here: pages, the API's JSON answers, and the sitemaps, feed and robots.txt,
 * each made as one string (a part of the listings' sitemap is 350 KB).
 */
const WHOLE = /^(text\/(html|plain)|application\/((problem\+)?json|xml|rss\+xml))\b/;
/** Below this an answer is sent as it is: brotli's framing would outweigh what it saves. */
const MIN_BYTES = 1024;

/**
 * A page or a JSON answer compressed in one piece. Astro writes a page in hundreds of small chunks;
 * compressing each as it streams costs several times more than compressing the whole page once, and a page
 * is complete before its first byte anyway (its queries run first). A JSON answer is one string: the
 * server's streaming compression (scripts/serve.mjs) handed it to zlib's thread pool and back, which took
 * longer than compressing it (the search API's 8 KB answer, 0.35 ms of its 0.95 at one connection).
 * Anything else (media, map tiles, the inquiries' CSV download) is returned as it is.
 */
export async function compressedAnswer(response: Response, encoding: Encoding | null): Promise<Response> {
  if (
    encoding === null ||
    response.body === null ||
    response.headers.has('content-encoding') ||
    !WHOLE.test(response.headers.get('content-type') ?? '')
  ) {
    return response;
  }
  // Bytes as they were encoded: reading text would decode the page only for zlib to encode it again.
  const plain = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const init = { status: response.status, statusText: response.statusText, headers };
  if (plain.length < MIN_BYTES) {
    // With its length said, the server's streaming compression (scripts/serve.mjs) sees it is short and
    // leaves it too; without, it started a brotli stream for every like, view and health check.
    headers.set('content-length', String(plain.length));
    return new Response(plain, init);
  }
  const body = compress(plain, encoding, RENDERED_QUALITY);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.length));
  headers.append('vary', 'Accept-Encoding');
  return new Response(new Uint8Array(body), init);
}

function cookieValues(header: string | null): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) values.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return values;
}

/** True when the request carries someone's identity: such pages are theirs alone. */
export function isSignedInRequest(request: Request): boolean {
  if (request.headers.has('authorization')) return true;
  const cookies = cookieValues(request.headers.get('cookie'));
  return SIGNED_IN_COOKIES.some((name) => (cookies.get(name) ?? '') !== '');
}

/** The cache key of an anonymous page read, or null when the request must be rendered for itself. */
export function pageCacheKey(request: Request, url: URL): string | null {
  if (request.method !== 'GET' || NEVER.test(url.pathname) || isSignedInRequest(request)) return null;
  const cookies = cookieValues(request.headers.get('cookie'));
  return [url.pathname + url.search, ...KEY_COOKIES.map((name) => cookies.get(name) ?? '')].join('\n');
}

/**
 * The Cache-Control a page's answer gets when it has none of its own: anonymous 200 HTML reads are shared
 * briefly; signed-in pages, other statuses, and every answer to a write (a form posted to a page, the
 * form drawn again with its messages, the redirect after it) are never kept anywhere.
 */
export function pageCacheControl(request: Request, response: Response): string | null {
  if (response.headers.has('cache-control')) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return PRIVATE_PAGE_CACHE_CONTROL;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return null;
  return isSignedInRequest(request) || response.status !== 200 ? PRIVATE_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL;
}

/** True for an answer that may be kept and given to other anonymous visitors. */
export function isShareablePage(response: Response): boolean {
  const control = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !/private|no-store/.test(control)
  );
}

export class PageCache {
  private entries = new Map<string, Entry>();
  private rendering = new Map<string, Promise<Entry | null>>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The page for `key`: the kept copy while it is fresh, else `render()`'s answer, kept when shareable.
   * Requests for a page already being rendered wait for that render instead of starting their own.
   */
  async serve(key: string, render: () => Promise<Response>, encoding: Encoding | null = null): Promise<Response> {
    if (!this.enabled) return render();
    const kept = this.fresh(key);
    if (kept) return answer(kept, 'hit', encoding);
    const pending = this.rendering.get(key);
    if (pending) {
      const entry = await pending;
      return entry ? answer(entry, 'hit', encoding) : render();
    }
    let settle!: (entry: Entry | null) => void;
    this.rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      const response = await render();
      if (!isShareablePage(response)) {
        settle(null);
        return response;
      }
      const body = new Uint8Array(await response.arrayBuffer());
      const entry: Entry = { body, headers: [...response.headers.entries()], expires: this.now() + this.ttlMs, encoded: {} };
      this.keep(key, entry);
      settle(entry);
      return answer(entry, 'miss', encoding);
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      this.rendering.delete(key);
    }
  }

  private fresh(key: string): Entry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.drop(key, entry);
      return null;
    }
    // Most recently used last, so the least used are the first to go when full.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private keep(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, entry);
    // Counted with room for its compressed copies, which are far smaller than the page.
    this.bytes += entry.body.byteLength;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.drop(oldKey, oldEntry);
    }
  }

  private drop(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
  }
}

function answer(entry: Entry, state: 'hit' | 'miss', encoding: Encoding | null): Response {
  const headers = new Headers(entry.headers);
  headers.set('x-cache', state);
  headers.append('vary', 'Accept-Encoding');
  if (!encoding) return new Response(entry.body, { status: 200, headers });
  const body = encode(entry, encoding, state);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.length));
  return new Response(new Uint8Array(body), { status: 200, headers });
}
