import type { APIRoute } from 'astro';
import { getDb } from '@/lib/db';
import { mapPlaces } from '@/lib/maps/places.server';
import { plainTile, tileAddress } from '@/lib/maps/plain-tile';

/** Basera's own map tiles (src/lib/maps/plain-tile.ts): the default MAP_TILE_URL. */
export const GET: APIRoute = async ({ params }) => {
  const tile = tileAddress(params.z, params.x, params.y);
  if (!tile) return new Response('There is no such map tile.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(plainTile(await mapPlaces(getDb()), tile), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      // Places change only with a release's data: browsers and a CDN keep a tile an hour, and use it a day
      // longer while they fetch it again.
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
};
