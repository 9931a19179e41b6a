import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as media } from '@/pages/media/[...path]';
import { isSafeKey, localMediaStore, setMediaStore, type MediaStore } from '@/lib/media/store.server';
import { ensureDemoImages, poolFile, poolKeys } from '@/lib/demo';
import { callEndpoint } from './support/endpoint';

let dir: string;
let store: MediaStore;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'basera-media-'));
  store = localMediaStore(join(dir, 'media'));
  setMediaStore(store);
});
afterAll(() => {
  setMediaStore(undefined);
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => callEndpoint(media, `/media/${path}`, { params: { path } });

describe('media store and route', () => {
  it('serves a stored file with its type and a year of caching', async () => {
    await store.put('uploads/a1/840.webp', new Uint8Array([82, 73, 70, 70]));
    const response = await get('uploads/a1/840.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([82, 73, 70, 70]));
    await store.delete('uploads/a1/840.webp');
    expect((await get('uploads/a1/840.webp')).status).toBe(404);
  });

  it('refuses paths that try to leave the media directory', async () => {
    for (const path of ['../basera.sqlite', 'demo/../../etc/passwd', '..%2fsecret', '/etc/passwd', 'a//b', 'a\\..\\b']) {
      expect(isSafeKey(path), path).toBe(false);
      expect((await get(path)).status, path).toBe(404);
    }
    await expect(store.put('../escape.txt', new Uint8Array([1]))).rejects.toThrow();
  });

  it('draws the demo image pool once, as WebP in two widths', async () => {
    const written = await ensureDemoImages(store, ['plot']);
    expect(written).toBe(poolKeys('plot').length * 2);
    expect(await ensureDemoImages(store, ['plot'])).toBe(0);
    const key = poolKeys('plot')[0];
    const response = await get(poolFile(key, 840));
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
    expect((await get(poolFile(key, 400))).status).toBe(200);
  }, 60_000);
});
