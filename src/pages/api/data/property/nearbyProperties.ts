import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { nearbyListings } from '@/lib/listings/nearby.server';
import { nearbyPropertiesQuery } from '@/lib/listings/schema';
import { nearbyListingSchema } from '@/lib/listings/api-schema';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/property/nearbyProperties',
    summary: 'Published listings nearest to a point (lat, lng), nearest first; excludeId leaves one listing out, purpose keeps sale or rent',
    tags: ['Listings'],
    query: nearbyPropertiesQuery,
    response: z.array(nearbyListingSchema),
  },
  async ({ query }) => {
    const items = await nearbyListings(getDb(), query, { excludeId: query.excludeId, purpose: query.purpose, limit: query.limit });
    return new Response(JSON.stringify(items), {
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
    });
  },
);
