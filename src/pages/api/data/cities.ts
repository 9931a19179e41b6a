import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { citySummarySchema, listCities } from '@/lib/places';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/cities',
    summary: "Every city, in list order; the first five are category 'top'",
    tags: ['Places'],
    response: z.array(citySummarySchema),
  },
  () => listCities(getDb()),
);
