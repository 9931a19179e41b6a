import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { latitude, longitude } from '@/lib/listings/schema';
import { NEAR_ME_LIMIT, NEAR_ME_MAX_LIMIT, NEAR_ME_PATH, NEAR_ME_RADIUS_M } from '@/lib/search/near-me';
import { nearestAreas, nearestAreaSchema } from '@/lib/search/near-me.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: NEAR_ME_PATH,
    summary: `The areas nearest lat, lng, nearest first, within ${NEAR_ME_RADIUS_M / 1000} km (none further away): 'Use my location' on the home search and in the results filter`,
    tags: ['Search'],
    query: z.object({
      lat: latitude,
      lng: longitude,
      limit: z.coerce.number().int().min(1, 'Limit is at least 1').max(NEAR_ME_MAX_LIMIT, `Limit is at most ${NEAR_ME_MAX_LIMIT}`).default(NEAR_ME_LIMIT),
    }),
    response: z.array(nearestAreaSchema),
  },
  // Not kept by shared caches: the address holds where someone is, rounded as it is.
  async ({ query }) =>
    new Response(JSON.stringify(await nearestAreas(getDb(), query, query.limit)), {
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, max-age=300' },
    }),
);
