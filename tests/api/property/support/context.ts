import type { APIContext, APIRoute } from 'astro';
import type { SessionUser } from '../../../../src/lib/accounts/types';

export function person(id: string, name = 'Test Person'): SessionUser {
  return { id, email: `${id}@example.pk`, phone: null, name, role: 'webUser', groups: [] };
}

interface CallOptions {
  method?: string;
  json?: unknown;
  form?: FormData;
  user?: SessionUser | null;
  params?: Record<string, string>;
}

function context(url: string, options: CallOptions): APIContext {
  const full = new URL(url, 'http://127.0.0.1:4321');
  let request: Request;
  if (options.form) {
    request = new Request(full, { method: options.method ?? 'POST', body: options.form });
  } else {
    request = new Request(full, {
      method: options.method ?? 'GET',
      headers: options.json === undefined ? {} : { 'content-type': 'application/json' },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    });
  }
  return {
    url: full,
    request,
    params: options.params ?? {},
    locals: { user: options.user ?? null, requestId: 'test' },
    clientAddress: '127.0.0.1',
    redirect: (path: string, status = 302) => new Response(null, { status, headers: { location: path } }),
  } as unknown as APIContext;
}

/** Calls a route as the server would, answering its Response as it is (a download, a redirect). */
export async function callRaw(route: APIRoute, url: string, options: CallOptions = {}): Promise<Response> {
  return route(context(url, options));
}

/** Calls an endpoint handler as the server would, answering status and parsed body. */
export async function call(route: APIRoute, url: string, options: CallOptions = {}) {
  const res = await route(context(url, options));
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = text ? JSON.parse(text) : null;
  return { status: res.status, body, headers: res.headers };
}
