import { endpoint } from '@/lib/http/endpoint';
import { HttpError } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { areaGuideSchema, areaIdParamsSchema } from '@/lib/guides';
import { areaGuide } from '@/lib/guides/guide.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/areas/guide/{areaId}',
    summary: "An area's guide: analytics from Basera's listings, nearby areas, pictures and editorial text",
    tags: ['Area guides'],
    params: areaIdParamsSchema,
    response: areaGuideSchema,
    errors: { 404: 'No such area.' },
  },
  async ({ params }) => {
    const guide = await areaGuide(getDb(), params.areaId);
    if (!guide) throw new HttpError(404, 'There is no such area.');
    return guide;
  },
);
