import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { TOP_AREAS_PER_CITY, cityTopAreasSchema, topAreasByCities } from '@/lib/places';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/cities/topAreasByCities',
    summary: 'The best-known areas of each top city',
    tags: ['Places'],
    query: z.object({
      perCity: z.coerce.number().int().min(1).max(50).default(TOP_AREAS_PER_CITY),
    }),
    response: z.array(cityTopAreasSchema),
  },
  ({ query }) => topAreasByCities(getDb(), query.perCity),
);
