import { z } from 'zod';
import { endpoint } from '../../lib/http/endpoint';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/health',
    summary: 'Whether this server is up',
    tags: ['Operations'],
    response: z.object({ status: z.literal('ok') }),
  },
  () => ({ status: 'ok' as const }),
);
