import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { localPlaces } from '@/lib/listings/nearby.server';
import { nearbyPlacesQuery } from '@/lib/listings/schema';
import { nearbyPlaceSchema } from '@/lib/listings/api-schema';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/search/google/nearbyPlaces',
    summary: 'Places (school, hospital, mosque, park, restaurant) within radius metres (default 1000) of lat, lng',
    tags: ['Listings'],
    query: nearbyPlacesQuery,
    response: z.array(nearbyPlaceSchema),
  },
  async ({ query }) => {
    const places = await localPlaces(getDb()).near(query, query.radius, query.type);
    return new Response(JSON.stringify(places), {
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  },
);
