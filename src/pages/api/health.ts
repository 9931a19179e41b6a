import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { problem } from '@/lib/http/problem';
import { getDb, pingDb } from '@/lib/db';
import { log } from '@/lib/observability/log.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/health',
    summary: 'Whether this server is up and its database answers',
    tags: ['Operations'],
    response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
    errors: { 503: 'The database does not answer.' },
  },
  async () => {
    try {
      await pingDb(getDb());
    } catch (error) {
      log.warn({ err: error }, 'health: database does not answer');
      return problem(503, 'The database does not answer.');
    }
    return { status: 'ok' as const, database: 'ok' as const };
  },
);
