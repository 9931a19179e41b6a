import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { projectDetailSchema } from '@/lib/projects';
import { getProjectDetail } from '@/lib/projects/queries.server';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/projects/{id}',
    summary: 'One project with its units (purpose, size in its unit, prices), pictures and video ids; its price range is taken across the units',
    tags: ['Projects'],
    params: z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW) }),
    response: projectDetailSchema,
    errors: { 404: 'No such project.' },
  },
  async ({ params }) => {
    const project = await getProjectDetail(getDb(), params.id);
    if (!project) throw new HttpError(404, 'There is no such project.');
    return project;
  },
);
