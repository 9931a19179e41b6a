import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  PageCache, PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, compressedAnswer, isShareablePage, pageCacheControl, pageCacheKey,
} from './page-cache.server';

const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
const get = (path: string, headers: Record<string, string> = {}) =>
  [new Request(`http://basera.test${path}`, { headers }), new URL(`http://basera.test${path}`)] as const;

describe('pageCacheKey', () => {
  it('keys anonymous page reads by address and the cookies the page reads', () => {
    expect(pageCacheKey(...get('/sale/x-1?page=2'))).toBe('/sale/x-1?page=2\n\n');
    expect(pageCacheKey(...get('/', { cookie: 'currency=USD; other=1' }))).toBe('/\nUSD\n');
    expect(pageCacheKey(...get('/', { cookie: 'materials_city=2' }))).toBe('/\n\n2');
  });

  it('never keys signed-in requests, writes, the API or media', () => {
    expect(pageCacheKey(...get('/', { cookie: 'basera_auth=token' }))).toBeNull();
    expect(pageCacheKey(...get('/', { cookie: 'basera_refresh=token' }))).toBeNull();
    expect(pageCacheKey(...get('/', { authorization: 'Bearer x' }))).toBeNull();
    expect(pageCacheKey(...get('/api/search/listings'))).toBeNull();
    expect(pageCacheKey(...get('/media/a.webp'))).toBeNull();
    const post = new Request('http://basera.test/', { method: 'POST', body: 'x' });
    expect(pageCacheKey(post, new URL(post.url))).toBeNull();
  });
});

describe('isShareablePage', () => {
  it('shares only plain 200 HTML answers without cookies or private cache rules', () => {
    expect(isShareablePage(html('ok'))).toBe(true);
    expect(isShareablePage(html('gone', {}, 404))).toBe(false);
    expect(isShareablePage(html('ok', { 'set-cookie': 'a=1' }))).toBe(false);
    expect(isShareablePage(html('ok', { 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isShareablePage(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false);
  });
});

describe('pageCacheControl', () => {
  const request = (method: string, headers: Record<string, string> = {}) =>
    new Request('http://basera.test/sale/12', { method, headers, body: method === 'POST' ? 'name=A' : undefined });

  it('lets shared caches keep anonymous 200 pages briefly, and nothing signed in or not 200', () => {
    expect(pageCacheControl(request('GET'), html('ok'))).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(pageCacheControl(request('GET', { cookie: 'basera_auth=t' }), html('ok'))).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(pageCacheControl(request('GET'), html('gone', {}, 404))).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(pageCacheControl(request('GET'), html('ok', { 'cache-control': 'max-age=5' }))).toBeNull();
    expect(pageCacheControl(request('GET'), new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBeNull();
  });

  it('never lets anything keep an answer to a form posted to a page, a 200 page or its redirect', () => {
    expect(pageCacheControl(request('POST'), html('the form again'))).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(pageCacheControl(request('POST'), html('the form again', {}, 400))).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(pageCacheControl(request('POST'), new Response(null, { status: 303, headers: { location: '/sale/12?sent=inquiry' } }))).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });
});

describe('PageCache', () => {
  it('renders once, then answers from memory until the copy is stale', async () => {
    let now = 0;
    let renders = 0;
    const cache = new PageCache(10_000, () => now);
    const render = async () => html(`page ${++renders}`);
    const first = await cache.serve('k', render);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(await first.text()).toBe('page 1');
    now = 9_999;
    const second = await cache.serve('k', render);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe('page 1');
    now = 10_000;
    expect(await (await cache.serve('k', render)).text()).toBe('page 2');
  });

  it('lets requests for a page being rendered wait for that one render', async () => {
    let renders = 0;
    const cache = new PageCache(10_000);
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return html('slow page');
    };
    const bodies = await Promise.all([1, 2, 3, 4].map(async () => (await cache.serve('k', render)).text()));
    expect(bodies).toEqual(['slow page', 'slow page', 'slow page', 'slow page']);
    expect(renders).toBe(1);
  });

  it('does not keep answers that are not shareable, and renders again for them', async () => {
    let renders = 0;
    const cache = new PageCache(10_000);
    const render = async () => html(`not found ${++renders}`, {}, 404);
    expect((await cache.serve('k', render)).status).toBe(404);
    expect(await (await cache.serve('k', render)).text()).toBe('not found 2');
    expect(cache.size).toBe(0);
  });

  it('passes everything through when turned off', async () => {
    let renders = 0;
    const cache = new PageCache(0);
    await cache.serve('k', async () => html(`page ${++renders}`));
    await cache.serve('k', async () => html(`page ${++renders}`));
    expect(renders).toBe(2);
  });

  it('forgets a failed render so the next request tries again', async () => {
    const cache = new PageCache(10_000);
    await expect(cache.serve('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await (await cache.serve('k', async () => html('back'))).text()).toBe('back');
  });
});

describe('compressed copies', () => {
  it('answers in the encoding asked for, compressing a kept page once per encoding', async () => {
    const cache = new PageCache(10_000);
    const page = '<!doctype html><p>' + 'Flat for rent in F-7, Islamabad. '.repeat(200) + '</p>';
    const render = async () => html(page);
    const first = await cache.serve('k', render, 'br');
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/);
    const brotli = Buffer.from(await first.arrayBuffer());
    expect(brotli.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(brotli).toString()).toBe(page);
    const zipped = await cache.serve('k', render, 'gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(page);
    const plain = await cache.serve('k', render, null);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
  });
});

describe('the quality of a kept page', () => {
  // Varied enough that brotli's quality shows in the size.
  const page = '<!doctype html><ul>' + Array.from({ length: 400 }, (_, i) => `<li data-id="${i * 7919}">Listing ${i} in block ${(i * 31) % 97}</li>`).join('') + '</ul>';
  const brotli = (quality: number) =>
    brotliCompressSync(Buffer.from(page), { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: page.length } });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('is that of a rendered page for its first visitor, and higher, once, when a second visitor reads it', async () => {
    const cache = new PageCache(10_000);
    let renders = 0;
    const render = async () => (renders++, html(page));
    const rendered = brotli(2);
    const kept = brotli(5);
    expect(kept.length).toBeLessThan(rendered.length);
    const first = await cache.serve('k', render, 'br');
    expect((await bytes(first)).equals(rendered)).toBe(true);
    const second = await cache.serve('k', render, 'br');
    expect((await bytes(second)).equals(kept)).toBe(true);
    const third = await cache.serve('k', render, 'br');
    expect((await bytes(third)).equals(kept)).toBe(true);
    expect(brotliDecompressSync(await bytes(await cache.serve('k', render, 'br'))).toString()).toBe(page);
    expect(renders).toBe(1);
  });
});

describe('compressedAnswer', () => {
  const page = '<!doctype html><p>' + 'a listing card '.repeat(200) + '</p>';

  it('compresses an HTML page in one piece, keeping its status and headers', async () => {
    const answer = await compressedAnswer(html(page, { 'cache-control': 'private, no-store', 'set-cookie': 'a=1' }, 404), 'br');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('set-cookie')).toBe('a=1');
    expect(answer.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(page.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(page);
    expect(gunzipSync(Buffer.from(await (await compressedAnswer(html(page), 'gzip')).arrayBuffer())).toString()).toBe(page);
  });

  it('compresses a JSON answer, a problem too, in one piece', async () => {
    const data = JSON.stringify({ listings: Array.from({ length: 30 }, (_, id) => ({ id, title: 'Corner plot near the park' })) });
    const answer = await compressedAnswer(new Response(data, { headers: { 'content-type': 'application/json; charset=utf-8' } }), 'br');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(data);
    const problem = JSON.stringify({ status: 400, detail: 'Some values are missing or not valid.', errors: { x: 'y'.repeat(2000) } });
    const refused = await compressedAnswer(new Response(problem, { status: 400, headers: { 'content-type': 'application/problem+json' } }), 'gzip');
    expect(refused.status).toBe(400);
    expect(gunzipSync(Buffer.from(await refused.arrayBuffer())).toString()).toBe(problem);
  });

  it('sends a short answer as it is', async () => {
    const answer = await compressedAnswer(new Response('{"a":1}', { status: 201, headers: { 'content-type': 'application/json' } }), 'br');
    expect(answer.status).toBe(201);
    expect(answer.headers.has('content-encoding')).toBe(false);
    expect(answer.headers.get('content-length')).toBe('7');
    expect(await answer.text()).toBe('{"a":1}');
  });

  it('compresses a sitemap and a feed in one piece', async () => {
    const urlset = '<urlset>' + '<url><loc>https://basera.pk/sale/1</loc></url>'.repeat(500) + '</urlset>';
    for (const type of ['application/xml; charset=utf-8', 'application/rss+xml; charset=utf-8']) {
      const answer = await compressedAnswer(new Response(urlset, { headers: { 'content-type': type } }), 'br');
      expect(answer.headers.get('content-encoding'), type).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString(), type).toBe(urlset);
    }
  });

  it('leaves alone other types, what is encoded already, and browsers that asked for no encoding', async () => {
    const csv = new Response('id,name\n'.repeat(500), { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    expect(await compressedAnswer(csv, 'br')).toBe(csv);
    const encoded = html('x', { 'content-encoding': 'gzip' });
    expect(await compressedAnswer(encoded, 'br')).toBe(encoded);
    const plain = html(page);
    expect(await compressedAnswer(plain, null)).toBe(plain);
  });
});
