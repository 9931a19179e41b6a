import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { breadcrumbSchema } from '@/lib/search/places';
import { areaBreadcrumbs } from '@/lib/search/places.server';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/breadcrumbs',
    summary: 'The city and the areas an area sits in, outermost first, ending with the area',
    tags: ['Places'],
    query: z.object({ areaId: z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW) }),
    response: z.array(breadcrumbSchema),
    errors: { 404: 'No area has this id.' },
  },
  async ({ query }) => {
    const crumbs = await areaBreadcrumbs(getDb(), query.areaId);
    if (!crumbs) throw new HttpError(404, `No area has the id ${query.areaId}.`);
    return crumbs;
  },
);
