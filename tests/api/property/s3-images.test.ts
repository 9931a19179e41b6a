import { db } from './support/database';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, person } from './support/context';
import { photo } from './support/fixtures';
import { startS3Server, type S3TestServer } from '../../support/s3-server';
import { POST as upload } from '../../../src/pages/api/data/images';
import { GET as media } from '../../../src/pages/media/[...path]';
import { parseSettings } from '../../../src/lib/config/settings.server';
import { createMediaStore, setMediaStore, type MediaStore } from '../../../src/lib/media/store.server';

const owner = person('s3-owner');
let s3: S3TestServer;
let store: MediaStore;

function form(...files: { bytes: Buffer; name: string }[]): FormData {
  const data = new FormData();
  for (const f of files) data.append('files[]', new Blob([new Uint8Array(f.bytes)], { type: 'image/jpeg' }), f.name);
  data.append('referer', 'add-property');
  return data;
}

beforeAll(async () => {
  s3 = await startS3Server();
  // The store exactly as the server builds it from its settings.
  store = createMediaStore(
    parseSettings({
      MEDIA_STORE: 's3',
      MEDIA_S3_BUCKET: 'basera-media',
      MEDIA_S3_REGION: 'ap-south-1',
      MEDIA_S3_ENDPOINT: s3.endpoint,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_S3_ACCESS_KEY_ID: 'test-key',
      MEDIA_S3_SECRET_ACCESS_KEY: 'test-secret',
    }),
  );
  setMediaStore(store);
});
afterAll(async () => {
  setMediaStore(undefined);
  await s3.close();
});

describe('images in an S3-compatible bucket', () => {
  it('needs a bucket when MEDIA_STORE is s3, and credentials in pairs', () => {
    expect(() => parseSettings({ MEDIA_STORE: 's3' })).toThrow(/MEDIA_S3_BUCKET: is required/);
    expect(() => parseSettings({ MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'b', MEDIA_S3_ACCESS_KEY_ID: 'k' })).toThrow(/MEDIA_S3_SECRET_ACCESS_KEY/);
    expect(parseSettings({}).MEDIA_STORE).toBe('fs');
  });

  it('uploads through POST /api/data/images into the bucket and serves every size back', async () => {
    const res = await call(upload, '/api/data/images', { method: 'POST', user: owner, form: form({ bytes: await photo(31, 1800, 1200), name: 'front.jpg' }) });
    expect(res.status).toBe(200);
    const [image] = res.body.images;
    const row = await db.selectFrom('listing_images').select('storage_key').where('id', '=', image.id).executeTakeFirstOrThrow();
    const folder = row.storage_key.replace('/original.webp', '');

    const names = ['400.webp', '840.webp', '1600.webp', 'watermarked/400.webp', 'watermarked/840.webp', 'watermarked/1600.webp'];
    for (const name of names) {
      // In the bucket, path-style, as WebP with a year of caching for a CDN in front of it.
      const object = s3.objects.get(`basera-media/${folder}/${name}`);
      expect(object, name).toBeDefined();
      expect(object!.contentType).toBe('image/webp');
      expect(object!.cacheControl).toBe('public, max-age=31536000, immutable');
      expect((await sharp(object!.bytes).metadata()).format).toBe('webp');

      // Read back through the store and the /media route.
      const path = `${folder}/${name}`;
      const served = await media({ params: { path } } as never);
      expect(served.status, name).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(object!.bytes)).toBe(true);
    }
    const large = await sharp(s3.objects.get(`basera-media/${folder}/1600.webp`)!.bytes).metadata();
    expect(large.width).toBe(1600);
    expect(image.url).toBe(`/media/${folder}/840.webp`);
    expect(s3.requests.some((r) => r.startsWith('PUT /basera-media/listings/'))).toBe(true);
  });

  it('answers absent keys as absent, and deletes idempotently', async () => {
    expect(await store.get('listings/none/840.webp')).toBeNull();
    expect(await store.exists('listings/none/840.webp')).toBe(false);
    expect((await media({ params: { path: 'listings/none/840.webp' } } as never)).status).toBe(404);
    await store.put('listings/probe/840.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await store.exists('listings/probe/840.webp')).toBe(true);
    expect(s3.requests).toContain('HEAD /basera-media/listings/probe/840.webp');
    await store.delete('listings/probe/840.webp');
    await store.delete('listings/probe/840.webp');
    expect(await store.exists('listings/probe/840.webp')).toBe(false);
    expect(s3.objects.has('basera-media/listings/probe/840.webp')).toBe(false);
  });

  it('keeps nothing in the bucket from a refused upload', async () => {
    const before = s3.objects.size;
    const res = await call(upload, '/api/data/images', {
      method: 'POST',
      user: owner,
      form: form({ bytes: await photo(32), name: 'good.jpg' }, { bytes: (await photo(33)).subarray(0, 3000), name: 'cut.jpg' }),
    });
    expect(res.status).toBe(400);
    expect(s3.objects.size).toBe(before);
  });
});
