import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { projectNamesQuerySchema } from '@/lib/projects';
import { projectNames } from '@/lib/projects/queries.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/projects/names',
    summary: "Suggestions for the project filter's name field",
    tags: ['Projects'],
    query: projectNamesQuerySchema,
    response: z.array(z.object({ id: z.number().int(), name: z.string(), cityId: z.number().int() })),
  },
  ({ query }) => projectNames(getDb(), query.cityId, query.searchQuery, 20),
);
