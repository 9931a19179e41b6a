import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HERO_VARIANTS } from '@/lib/blog/hero';
import { assetImage, heightAt, parseAssetImageRequest } from './asset-images.server';

const HERO = '/_astro/scams.CAGjqwNk.png';
const query = (params: Record<string, string>) => new URLSearchParams(params);
const valid = { href: HERO, w: '800', h: '450', f: 'webp' };

describe('parseAssetImageRequest', () => {
  it('takes a built picture at a size the pages use', () => {
    expect(parseAssetImageRequest(query(valid))).toEqual({ href: HERO, width: 800, height: 450, format: 'webp' });
    expect(parseAssetImageRequest(query({ ...valid, w: '1200', h: '675', f: 'jpeg' }))).toMatchObject({ width: 1200, format: 'jpeg' });
    for (const format of ['webp', 'jpeg'] as const) {
      for (const width of HERO_VARIANTS[format]) {
        expect(parseAssetImageRequest(query({ ...valid, w: String(width), f: format })), `${format} ${width}`).not.toBeNull();
      }
    }
  });

  it('refuses any other size, format, file or parameter', () => {
    const refused: Array<Record<string, string>> = [
      { ...valid, w: '801' },
      { ...valid, w: '400', f: 'jpeg' }, // shared copies are made at 1200 only
      { ...valid, w: '0800' },
      { ...valid, w: '8e2' },
      { ...valid, h: '-450' },
      { ...valid, f: 'avif' },
      { ...valid, f: 'toString' },
      { ...valid, q: '1' },
      { ...valid, fit: 'fill' },
      { href: HERO, w: '800', f: 'webp' },
      { ...valid, href: '/media/listings/1/a.webp' },
      { ...valid, href: '/_astro/../../etc/passwd.png' },
      { ...valid, href: '/_astro/a/b.png' },
      { ...valid, href: '/_astro/client.Ab12.js' },
      { ...valid, href: 'https://example.com/a.png' },
      { ...valid, href: '//example.com/a.png' },
    ];
    for (const params of refused) expect(parseAssetImageRequest(query(params)), JSON.stringify(params)).toBeNull();
    const twice = query(valid);
    twice.append('w', '800');
    expect(parseAssetImageRequest(twice)).toBeNull();
  });
});

describe('heightAt', () => {
  it('keeps the picture’s proportions, rounded as the page writes them', () => {
    expect(heightAt(800, { width: 1200, height: 675 })).toBe(450);
    expect(heightAt(480, { width: 1200, height: 675 })).toBe(270);
    expect(heightAt(400, { width: 1000, height: 333 })).toBe(133);
  });
});

describe('assetImage', () => {
  const root = mkdtempSync(join(tmpdir(), 'basera-assets-'));
  const clientDir = pathToFileURL(`${root}/`);

  beforeAll(async () => {
    mkdirSync(join(root, '_astro'));
    const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#2a6f97' } }).png().toBuffer();
    writeFileSync(join(root, HERO), picture);
    writeFileSync(join(root, '_astro', 'text.Zz99.png'), 'not a picture at all');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('makes the size asked for, in the format asked for, once', async () => {
    const first = await assetImage(clientDir, { href: HERO, width: 800, height: 450, format: 'webp' });
    expect(first).not.toBeNull();
    expect(first!.contentType).toBe('image/webp');
    expect(await sharp(first!.body).metadata()).toMatchObject({ format: 'webp', width: 800, height: 450 });
    expect(first!.etag).toMatch(/^"[\w-]{22}"$/);
    const again = await assetImage(clientDir, { href: HERO, width: 800, height: 450, format: 'webp' });
    expect(again!.body).toBe(first!.body);
    const shared = await assetImage(clientDir, { href: HERO, width: 1200, height: 675, format: 'jpeg' });
    expect(await sharp(shared!.body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 675 });
    expect(shared!.etag).not.toBe(first!.etag);
  });

  it('has nothing for a file the build lacks, a file that is not a picture, or a height out of proportion', async () => {
    expect(await assetImage(clientDir, { href: '/_astro/gone.Ab12.png', width: 800, height: 450, format: 'webp' })).toBeNull();
    expect(await assetImage(clientDir, { href: '/_astro/text.Zz99.png', width: 800, height: 450, format: 'webp' })).toBeNull();
    expect(await assetImage(clientDir, { href: HERO, width: 800, height: 451, format: 'webp' })).toBeNull();
  });
});
