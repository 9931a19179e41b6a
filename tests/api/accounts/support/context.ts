import type { APIContext, AstroCookies } from 'astro';
import type { SessionUser } from '../../../../src/lib/accounts/types';

/** A cookie jar with the parts of AstroCookies that endpoints use, and what they set, readable. */
export function cookieJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const set = new Map<string, { value: string; options: Record<string, unknown> }>();
  const jar = {
    get: (name: string) => (values.has(name) ? { value: values.get(name)! } : undefined),
    has: (name: string) => values.has(name),
    set: (name: string, value: string, options: Record<string, unknown> = {}) => {
      values.set(name, value);
      set.set(name, { value, options });
    },
    delete: (name: string, options: Record<string, unknown> = {}) => {
      values.delete(name);
      set.set(name, { value: '', options: { ...options, deleted: true } });
    },
  };
  return { cookies: jar as unknown as AstroCookies, set };
}

interface CallOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  user?: SessionUser | null;
  params?: Record<string, string>;
  cookies?: AstroCookies;
  clientAddress?: string;
}

export function apiContext(url: string, options: CallOptions = {}): APIContext {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const full = new URL(url, 'http://127.0.0.1:4321');
  return {
    url: full,
    request: new Request(full, { method: options.method ?? 'GET', headers, body }),
    params: options.params ?? {},
    locals: { user: options.user ?? null, requestId: 'test' },
    cookies: options.cookies ?? cookieJar().cookies,
    clientAddress: options.clientAddress ?? '127.0.0.1',
    redirect: (path: string, status = 302) => new Response(null, { status, headers: { location: path } }),
  } as unknown as APIContext;
}
