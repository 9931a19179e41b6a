/**
 * The picture endpoint (/_image): the blog's hero pictures, which ship with the build, in the sizes the
 * pages ask for (src/lib/blog/hero.ts).
 *
 * Astro's own endpoint made a picture of any file of the build, at any size, afresh on every request:
 * each blog visitor cost the server a resize per card, anyone could ask for sizes without end, and a file
 * that was not a picture answered 500 and logged a stack. Here a request names one of the sizes the pages
 * use, or it is refused (400); each size is made once per process and kept, which bounds the memory to
 * the build's pictures times their sizes (a few hundred KB); and the answer is kept a year by browsers
 * and CDNs, since the file's name carries a hash of its content.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { HERO_VARIANTS } from '@/lib/blog/hero';

export type AssetImageFormat = keyof typeof HERO_VARIANTS;

export interface AssetImageRequest {
  /** A file of the build: /_astro/{name}.{hash}.{png|jpg|jpeg|webp}. */
  href: string;
  width: number;
  /** As the page asked for it; checked against the picture's own proportions once it is read. */
  height: number;
  format: AssetImageFormat;
}

export interface AssetImage {
  body: Buffer;
  contentType: string;
  etag: string;
}

export const ASSET_IMAGE_REFUSED = 'This picture address is not one that Basera’s pages use.';

/** Names of built pictures: one or more dot-separated parts, so no '..' or '/' can reach another folder. */
const BUILT_PICTURE = /^\/_astro\/[\w-]+(?:\.[\w-]+)*\.(?:png|jpe?g|webp)$/;
const WHOLE_NUMBER = /^[1-9]\d{0,4}$/;
const PARAMETERS = new Set(['href', 'w', 'h', 'f']);

/** The request the query names, or null when it is not one of the sizes the pages use. */
export function parseAssetImageRequest(query: URLSearchParams): AssetImageRequest | null {
  for (const key of query.keys()) if (!PARAMETERS.has(key)) return null;
  if ([...PARAMETERS].some((key) => query.getAll(key).length !== 1)) return null;
  const href = query.get('href')!;
  const [w, h, format] = [query.get('w')!, query.get('h')!, query.get('f')!];
  if (!BUILT_PICTURE.test(href) || !WHOLE_NUMBER.test(w) || !WHOLE_NUMBER.test(h)) return null;
  if (!Object.hasOwn(HERO_VARIANTS, format)) return null;
  const width = Number(w);
  if (!HERO_VARIANTS[format as AssetImageFormat].has(width)) return null;
  return { href, width, height: Number(h), format: format as AssetImageFormat };
}

/** The height a picture of `source` proportions has at `width`, as Astro writes it into the page. */
export const heightAt = (width: number, source: { width: number; height: number }) => Math.round((width * source.height) / source.width);

/** Pictures made, and those being made (so requests that arrive together make each once). */
const made = new Map<string, Promise<AssetImage | null>>();

/**
 * The picture `request` names, made from the file under `clientDir` (the client build); null when the
 * build has no such file, or the height does not fit the picture's proportions.
 */
export function assetImage(clientDir: URL, request: AssetImageRequest): Promise<AssetImage | null> {
  const key = `${clientDir.href}|${request.href}|${request.width}|${request.height}|${request.format}`;
  let answer = made.get(key);
  if (!answer) {
    answer = make(clientDir, request);
    made.set(key, answer);
    // Only pictures are kept: a refusal is cheap to repeat, and keeping one per name asked for would
    // let anyone fill the memory with names that are not there.
    answer.then((image) => image ?? made.delete(key), () => made.delete(key));
  }
  return answer;
}

async function make(clientDir: URL, { href, width, height, format }: AssetImageRequest): Promise<AssetImage | null> {
  const source = await readFile(new URL(`.${href}`, clientDir)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
    throw error;
  });
  if (!source) return null;
  const image = sharp(source, { failOn: 'error' });
  const meta = await image.metadata().catch(() => null);
  if (!meta?.width || !meta.height || heightAt(width, { width: meta.width, height: meta.height }) !== height) return null;
  const resized = image.resize({ width, height, withoutEnlargement: true });
  const body = await (format === 'webp' ? resized.webp() : resized.jpeg({ mozjpeg: true })).toBuffer();
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, contentType: `image/${format}`, etag };
}
