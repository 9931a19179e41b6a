import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from '@/lib/http/headers';
import { precompressFiles } from '../../build/precompress.mjs';
import { builtFiles, filePaths, IMMUTABLE, sendBuiltFile } from './static-files.mjs';

const root = mkdtempSync(join(tmpdir(), 'basera-static-'));
const SCRIPT = 'export const a = 1;\n'.repeat(20);
/** Large enough for the build to write compressed copies of. */
const LARGE = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');
let server: Server;
let base: string;
let passedOn: string[] = [];

beforeAll(async () => {
  mkdirSync(join(root, '_astro'));
  writeFileSync(join(root, '_astro', 'app.Ab12.js'), SCRIPT);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, '_astro', 'large.Cd34.js'), LARGE);
  precompressFiles(root);
  const { copies } = builtFiles(root);
  server = createServer((req, res) => {
    const path = req.url!.split('?')[0];
    sendBuiltFile(req, res, path, {
      root,
      assets: '/_astro/',
      encodings: copies.get(path),
      next: () => {
        passedOn.push(path);
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      },
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe('filePaths and builtFiles', () => {
  it('lists every file of the build as the URL path it is served at', () => {
    expect([...filePaths(root)].sort()).toEqual(['/_astro/app.Ab12.js', '/_astro/large.Cd34.js', '/_astro/large.Cd34.js.br', '/_astro/large.Cd34.js.gz', '/favicon.svg']);
  });

  it('tells the files to answer from the compressed copies the build wrote of them', () => {
    const { files, copies } = builtFiles(root);
    expect([...files].sort()).toEqual(['/_astro/app.Ab12.js', '/_astro/large.Cd34.js', '/favicon.svg']);
    expect(Object.fromEntries(copies)).toEqual({ '/_astro/large.Cd34.js': ['br', 'gzip'] });
  });
});

describe('sendBuiltFile', () => {
  it('keeps hashed assets a year and other files as the browser likes', async () => {
    const asset = await get('/_astro/app.Ab12.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(await asset.text()).toBe(SCRIPT);
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).not.toBe(IMMUTABLE);
  });

  it('sends the compressed copy the browser takes in the file’s place, with the file’s own type', async () => {
    const plain = await get('/_astro/large.Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(LARGE.length);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(LARGE);
    for (const [asked, encoding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip']]) {
      const answer = await get('/_astro/large.Cd34.js', { 'accept-encoding': asked });
      expect(answer.headers.get('content-encoding'), asked).toBe(encoding);
      expect(answer.headers.get('content-type'), asked).toBe(plain.headers.get('content-type'));
      expect(answer.headers.get('cache-control'), asked).toBe(IMMUTABLE);
      expect(answer.headers.get('vary'), asked).toBe('Accept-Encoding');
      expect(Number(answer.headers.get('content-length')), asked).toBeLessThan(LARGE.length / 3);
      expect(await answer.text(), asked).toBe(LARGE);
    }
    // A file too small for copies goes as it is, whatever is asked.
    expect((await get('/_astro/app.Ab12.js', { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBeNull();
  });

  it('answers a revalidation of the same version with 304 and a range with 206', async () => {
    const etag = (await get('/_astro/app.Ab12.js')).headers.get('etag')!;
    // As a browser revalidates; fetch would otherwise add `Cache-Control: no-cache`, which asks for the whole file.
    expect((await get('/_astro/app.Ab12.js', { 'if-none-match': etag, 'cache-control': 'max-age=0' })).status).toBe(304);
    const part = await get('/_astro/app.Ab12.js', { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe(SCRIPT.slice(0, 10));
  });

  it('answers an If-Match for another version with 412, without the file’s headers', async () => {
    passedOn = [];
    const answer = await get('/_astro/app.Ab12.js', { 'if-match': '"another-version"' });
    expect(answer.status).toBe(412);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('last-modified')).toBeNull();
    expect(await answer.text()).toBe('The file has changed since the version this request names.');
    expect(passedOn).toEqual([]);
  });

  it('answers a range past the end with 416 and the file’s length, not kept by any cache', async () => {
    const answer = await get('/_astro/app.Ab12.js', { range: 'bytes=99999-' });
    expect(answer.status).toBe(416);
    expect(answer.headers.get('content-range')).toBe(`bytes */${SCRIPT.length}`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('etag')).toBeNull();
    expect(await answer.text()).toBe('The range asked for is outside the file.');
  });

  it('passes on a file that is not there, with none of a file’s headers', async () => {
    passedOn = [];
    const answer = await get('/_astro/gone.Zz99.js');
    expect(answer.status).toBe(404);
    expect(passedOn).toEqual(['/_astro/gone.Zz99.js']);
    expect(answer.headers.get('cache-control')).toBeNull();
    expect(answer.headers.get('etag')).toBeNull();
  });
});
