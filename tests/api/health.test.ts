import { describe, expect, it } from 'vitest';
import { GET as health } from '@/pages/api/health';
import { createTestDatabase, useTestDatabase } from './support/db';
import { callEndpoint, jsonOf } from './support/endpoint';
import { setProcessDb } from '@/lib/db';

const t = useTestDatabase();

describe('GET /api/health', () => {
  it('says ok when the database answers', async () => {
    const response = await callEndpoint(health, '/api/health');
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 with a problem when the database does not', async () => {
    const gone = await createTestDatabase();
    await gone.close();
    setProcessDb(gone.db);
    try {
      const response = await callEndpoint(health, '/api/health');
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(await jsonOf(response)).toMatchObject({ status: 503, detail: 'The database does not answer.' });
    } finally {
      setProcessDb(t.db);
    }
  });
});
