import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { projectListQuerySchema, projectPageSchema } from '@/lib/projects';
import { listProjects } from '@/lib/projects/queries.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/projects',
    summary: 'Published projects with the project filter: city, a chosen project or name text, sort, page',
    tags: ['Projects'],
    query: projectListQuerySchema,
    response: projectPageSchema,
  },
  ({ query }) => listProjects(getDb(), query),
);
