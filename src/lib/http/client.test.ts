import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, SESSION_EXPIRED } from './client';

function fakeFetch(...answers: Array<{ status: number; body?: unknown }>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = answers.shift() ?? { status: 500 };
    return new Response(next.body === undefined ? '' : JSON.stringify(next.body), { status: next.status, statusText: `S${next.status}` });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('request wrapper', () => {
  it('sends JSON with the bearer token and hands back statusText, data and statusCode', async () => {
    const { fn, calls } = fakeFetch({ status: 200, body: { ok: 1 } });
    const http = createHttpClient({ baseUrl: '/api', fetch: fn, getToken: () => 'tok' });
    const res = await http.post('/data/propertyViews', { propertyId: 4 }, { query: { ids: [1, 2], page: 1 } });
    expect(res).toEqual({ statusText: 'S200', data: { ok: 1 }, statusCode: 200 });
    expect(calls[0].url).toBe('/api/data/propertyViews?ids%5B%5D=1&ids%5B%5D=2&page=1');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"propertyId":4}');
    expect(header(calls[0].init, 'authorization')).toBe('Bearer tok');
    expect(header(calls[0].init, 'content-type')).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const { fn, calls } = fakeFetch({ status: 200, body: [] });
    await createHttpClient({ fetch: fn }).get('/api/data/cities');
    expect(header(calls[0].init, 'authorization')).toBeUndefined();
  });

  it('retries a 401 exactly once with a fresh id token, and stores that token', async () => {
    const { fn, calls } = fakeFetch({ status: 401 }, { status: 200, body: { n: 1 } });
    const stored: string[] = [];
    const refreshToken = vi.fn(async () => 'fresh');
    const http = createHttpClient({ fetch: fn, getToken: () => 'old', refreshToken, storeToken: (t) => void stored.push(t) });
    const res = await http.get('/api/x');
    expect(res.data).toEqual({ n: 1 });
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(stored).toEqual(['fresh']);
    expect(calls.map((c) => header(c.init, 'authorization'))).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it('does not retry a second 401: the error reaches the caller', async () => {
    const { fn, calls } = fakeFetch({ status: 401 }, { status: 401, body: { detail: 'Please sign in to do this.' } }, { status: 200 });
    const http = createHttpClient({ fetch: fn, getToken: () => 'old', refreshToken: async () => 'fresh' });
    await expect(http.get('/api/x')).rejects.toMatchObject({ statusCode: 401, message: 'Please sign in to do this.' });
    expect(calls).toHaveLength(2);
  });

  it('reloads when the session has expired and no fresh token can be had', async () => {
    const { fn, calls } = fakeFetch({ status: 401 });
    const onSessionExpired = vi.fn();
    const http = createHttpClient({ fetch: fn, getToken: () => 'old', refreshToken: async () => null, onSessionExpired });
    await expect(http.get('/api/x')).rejects.toMatchObject({ message: SESSION_EXPIRED });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('rethrows other errors with their status and body', async () => {
    const { fn } = fakeFetch({ status: 400, body: { detail: 'Some values are missing or not valid.', errors: { otp: 'x' } } });
    const error = await createHttpClient({ fetch: fn }).put('/api/y', {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 400, data: { errors: { otp: 'x' } } });
  });
});
