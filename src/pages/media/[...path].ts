import type { APIRoute } from 'astro';
import { IMMUTABLE_CACHE_CONTROL } from '@/lib/http/headers';
import { isSafeKey, mediaStore } from '@/lib/media/store.server';

// Media files by key. Keys never change content (a new image gets a new key), so browsers and
// proxies may keep them for a year.
export const GET: APIRoute = async ({ params }) => {
  const key = params.path ?? '';
  const found = isSafeKey(key) ? await mediaStore().get(key) : null;
  if (!found) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(found.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': found.contentType,
      'content-length': String(found.bytes.byteLength),
      'cache-control': IMMUTABLE_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    },
  });
};
