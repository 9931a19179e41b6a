import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { idList } from '@/lib/search/api-schema';
import { areaWithCitySchema } from '@/lib/search/places';
import { areasWithCities } from '@/lib/search/places.server';
import { getCity } from '@/lib/places';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/areas/areasCityById',
    summary: 'A city and some of its areas by id (for reading a results address back into names)',
    tags: ['Places'],
    query: z.object({ cityId: z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW), areaIds: idList }),
    response: z.object({ city: z.object({ id: z.number().int(), name: z.string() }), areas: z.array(areaWithCitySchema) }),
    errors: { 404: 'The city is unknown, or an area is unknown or in another city.' },
  },
  async ({ query }) => {
    const db = getDb();
    const city = await getCity(db, query.cityId);
    if (!city) throw new HttpError(404, `No city has the id ${query.cityId}.`);
    const { areas, unknown } = await areasWithCities(db, query.areaIds);
    const elsewhere = areas.filter((a) => a.cityId !== city.id).map((a) => a.id);
    if (unknown.length + elsewhere.length > 0) {
      throw new HttpError(404, `No area of ${city.name} has the id ${[...unknown, ...elsewhere].join(', ')}.`);
    }
    return { city: { id: city.id, name: city.name }, areas };
  },
);
