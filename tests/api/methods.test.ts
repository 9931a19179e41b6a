// A method an API address does not take is answered with a 405 problem naming those it does (the middleware
// sends Astro's bare 404 for an unexported method here). Every documented operation is tried.
import { describe, expect, it } from 'vitest';
import { collectRoutes } from '@/lib/http/routes';
import { methodNotAllowed } from '@/lib/http/method-not-allowed.server';

const operations = collectRoutes().map((route) => route.spec);
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe('a method an API address does not take', () => {
  it('is a 405 problem whose Allow names every method the address takes', async () => {
    expect(operations.length).toBeGreaterThan(70);
    for (const operation of operations) {
      const path = concrete(operation.path);
      const taken: string[] = operations.filter((o) => concrete(o.path) === path).map((o) => o.method);
      const other = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].find((m) => !taken.includes(m))!;
      const response = await methodNotAllowed(other, path);
      expect(response.status, `${other} ${path}`).toBe(405);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      const allow = response.headers.get('allow')!.split(', ');
      for (const method of taken) expect(allow, `${other} ${path}`).toContain(method);
      if (taken.includes('GET')) expect(allow).toContain('HEAD');
      expect(allow).not.toContain(other);
      expect(await response.json()).toMatchObject({ status: 405, title: 'Method not allowed', detail: expect.stringContaining(`does not take ${other} requests`) });
    }
  });

  it('names the exact methods of an address: an inquiry is sent, a session made and ended, the document read', async () => {
    const allow = async (path: string) => (await methodNotAllowed('PATCH', path)).headers.get('allow');
    expect(await allow('/api/data/inquiry')).toBe('POST');
    expect(await allow('/api/session')).toBe('POST, DELETE');
    expect(await allow('/api/data/projects/7')).toBe('GET, HEAD');
    expect(await allow('/api/openapi.json')).toBe('GET, HEAD');
    expect(await (await methodNotAllowed('GET', '/api/data/inquiry')).json()).toMatchObject({
      detail: 'This address does not take GET requests. It takes POST.',
    });
  });
});
