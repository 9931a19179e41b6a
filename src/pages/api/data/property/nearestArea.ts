import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { nearestArea } from '@/lib/listings/location.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/property/nearestArea',
    summary: "The known area nearest a map pin (by area centroid, within 10 km): the add-property wizard's area suggestion",
    tags: ['Listings'],
    access: 'user',
    query: z.object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) }),
  },
  async ({ query }) => ({ nearest: await nearestArea(getDb(), query.lat, query.lng) }),
);
