import { endpoint } from '@/lib/http/endpoint';
import { HttpError } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { getArea } from '@/lib/places';
import { areaAnalyticsSchema, areaIdParamsSchema } from '@/lib/guides';
import { areaAnalytics } from '@/lib/guides/queries.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/areas/analytics/{areaId}',
    summary: "An area's totals, average prices, price per square foot and monthly trends over 24 months",
    tags: ['Area guides'],
    params: areaIdParamsSchema,
    response: areaAnalyticsSchema,
    errors: { 404: 'No such area.' },
  },
  async ({ params }) => {
    const db = getDb();
    if (!(await getArea(db, params.areaId))) throw new HttpError(404, 'There is no such area.');
    return areaAnalytics(db, params.areaId);
  },
);
