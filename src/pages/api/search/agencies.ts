import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { agencySuggestQuerySchema, agencySuggestionSchema } from '@/lib/agencies';
import { agencySuggestions } from '@/lib/agencies/queries.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/search/agencies',
    summary: "Agency names in a city for the agency filter's suggestions",
    tags: ['Agencies'],
    query: agencySuggestQuerySchema,
    response: z.array(agencySuggestionSchema),
  },
  ({ query }) => agencySuggestions(getDb(), query.cityId, query.searchQuery),
);
