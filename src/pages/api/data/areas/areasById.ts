import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { idList } from '@/lib/search/api-schema';
import { areaWithCitySchema } from '@/lib/search/places';
import { areasWithCities } from '@/lib/search/places.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/areas/areasById',
    summary: 'Areas by id, in the order asked, with their city',
    tags: ['Places'],
    query: z.object({ areaIds: idList.refine((ids) => ids.length > 0, 'Give at least one area id') }),
    response: z.array(areaWithCitySchema),
    errors: { 404: 'One of the ids is not an area.' },
  },
  async ({ query }) => {
    const { areas, unknown } = await areasWithCities(getDb(), query.areaIds);
    if (unknown.length > 0) throw new HttpError(404, `No area has the id ${unknown.join(', ')}.`);
    return areas;
  },
);
