import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { placeSuggestionSchema } from '@/lib/search/places';
import { suggestPlaces } from '@/lib/search/places.server';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/search/cityArea',
    summary: 'Cities and areas whose names contain the words typed (areas of one city when cityId is given)',
    tags: ['Search'],
    query: z.object({
      searchQuery: z.string().trim().min(1, 'Type a few letters of a city or area').max(80),
      cityId: z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW).optional(),
    }),
    response: z.array(placeSuggestionSchema),
  },
  ({ query }) => suggestPlaces(getDb(), query.searchQuery, query.cityId),
);
