import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { wantedCities } from '@/lib/wanted/queries.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/wanted/cities',
    summary: 'Cities with open Wanted requests and how many each has',
    tags: ['Wanted'],
    response: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), requests: z.number().int() })),
  },
  () => wantedCities(getDb()),
);
