/**
 * Calls an endpoint module's handler directly, without a server: fast, and the handler sees the
 * same things Astro gives it (url, request, params, locals).
 *
 *   import { GET } from '@/pages/api/data/cities';
 *   const res = await callEndpoint(GET, '/api/data/cities');
 *   const res = await callEndpoint(POST, '/api/data/property', { method: 'POST', body: {...}, user });
 *
 * The middleware does not run: requests have no origin check, no security headers and no log line.
 */
import type { APIContext, APIRoute } from 'astro';
import type { SessionUser } from '@/lib/accounts/types';

export interface CallOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Route parameters, as Astro gives them from the file name ([id] -> { id }). */
  params?: Record<string, string | undefined>;
  /** The signed-in person; null (the default) for a visitor. */
  user?: SessionUser | null;
}

export async function callEndpoint(route: APIRoute, path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(path, 'http://localhost:4321');
  const headers = new Headers(options.headers);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const request = new Request(url, { method: options.method ?? 'GET', headers, body });
  const context = {
    url,
    request,
    params: options.params ?? {},
    locals: { user: options.user ?? null, requestId: 'test' },
    site: new URL('http://localhost:4321'),
    cookies: undefined,
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { location } }),
  } as unknown as APIContext;
  return route(context);
}

/** The JSON body of a response, typed as the caller expects. */
export async function jsonOf<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
