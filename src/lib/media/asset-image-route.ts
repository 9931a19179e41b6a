/**
 * The /_image route (astro.config.mjs, `image.endpoint`): the build's pictures in the sizes the pages
 * use, made once and kept (./asset-images.server.ts). Under `astro dev`, Astro's own endpoint serves them
 * from the sources.
 */
import type { APIRoute } from 'astro';
import { outDir } from 'astro:assets';
import { IMMUTABLE_CACHE_CONTROL } from '@/lib/http/headers';
import { ASSET_IMAGE_REFUSED, assetImage, parseAssetImageRequest } from './asset-images.server';

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

export const GET: APIRoute = async (context) => {
  if (import.meta.env.DEV) return (await import('astro/assets/endpoint/dev')).GET(context);
  const request = parseAssetImageRequest(context.url.searchParams);
  if (!request) return text(400, ASSET_IMAGE_REFUSED);
  const image = await assetImage(outDir, request);
  if (!image) return text(404, 'There is no such picture.');
  const headers = { 'content-type': image.contentType, 'cache-control': IMMUTABLE_CACHE_CONTROL, etag: image.etag };
  if (context.request.headers.get('if-none-match') === image.etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.body), { status: 200, headers });
};
