// What the fuzzers send: the people they send as, and one request to one documented route, called
// in-process with the context Astro would give it.
import fc from 'fast-check';
import { z, type ZodTypeAny } from 'zod';
import type { APIContext, AstroCookies } from 'astro';
import { collectRoutes } from '@/lib/http/routes';
import { openApiDocument } from '@/lib/http/openapi';
import type { DocumentedRoute } from '@/lib/http/endpoint';
import type { SessionUser } from '@/lib/accounts/types';
import { contentTypes, encodeAny, fromSchema, headerSets, hostileString, queryStrings, rawBodies } from './arbitraries';

const person = (id: string, groups: string[] = []): SessionUser => ({
  id, email: `${id}@example.pk`, phone: '+923001234567', name: 'Fuzz Person', role: 'webUser', groups,
});
export const PEOPLE: Array<[string, SessionUser | null]> = [
  ['visitor', null],
  ['signed in', person('fuzz-user')],
  ['operator', person('fuzz-operator', ['moderators'])],
];

const routes = collectRoutes();
export const operations = Object.entries(openApiDocument(routes, 'http://localhost').paths ?? {}).flatMap(([path, item]) =>
  Object.keys(item ?? {}).map((method) => ({ path, method: method.toUpperCase() })),
);
/** The top-level fields of an object schema (a query or a body); none for anything else. */
export const fieldsOf = (schema: ZodTypeAny | undefined): string[] => (schema instanceof z.ZodObject ? Object.keys(schema.shape as object) : []);

export const routeFor = (path: string, method: string) => routes.find((r) => r.spec.path === path && r.spec.method === method)!;

function cookies(header: string | undefined): AstroCookies {
  const values = new Map((header ?? '').split(';').map((part) => part.trim().split('=') as [string, string]).filter(([k]) => k));
  return {
    get: (name: string) => (values.has(name) ? { value: values.get(name)! } : undefined),
    has: (name: string) => values.has(name),
    set: (name: string, value: string) => void values.set(name, value),
    delete: (name: string) => void values.delete(name),
  } as unknown as AstroCookies;
}

export interface Attempt {
  params: Record<string, string>;
  query: string;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };
  contentType: string;
  headers: Record<string, string>;
}

export function attempts(route: DocumentedRoute): fc.Arbitrary<Attempt> {
  const names = [...route.spec.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const paramValue = fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), hostileString);
  const body = fc.oneof(
    { weight: 4, arbitrary: fromSchema(route.spec.body).map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: rawBodies.map((text) => ({ kind: 'raw' as const, text })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
  return fc.record({
    params: fc.record(Object.fromEntries(names.map((n) => [n, paramValue]))) as fc.Arbitrary<Record<string, string>>,
    query: queryStrings(route.spec.query),
    body,
    contentType: fc.oneof({ weight: 4, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: contentTypes }),
    headers: headerSets as fc.Arbitrary<Record<string, string>>,
  });
}

export async function send(route: DocumentedRoute, user: SessionUser | null, a: Attempt): Promise<Response> {
  const path = route.spec.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeAny(a.params[name] ?? ''));
  const url = new URL(`${path}${a.query ? `?${a.query}` : ''}`, 'http://localhost:4321');
  const headers = new Headers();
  for (const [name, value] of Object.entries(a.headers)) if (value) headers.set(name, value);
  let body: string | undefined;
  if (route.spec.method !== 'GET' && a.body.kind !== 'none') {
    body = a.body.kind === 'json' ? JSON.stringify(a.body.value) ?? '' : a.body.text;
    if (a.contentType) headers.set('content-type', a.contentType);
  }
  const request = new Request(url, { method: route.spec.method, headers, body });
  const context = {
    url,
    request,
    params: Object.fromEntries(Object.entries(a.params).map(([k, v]) => [k, v])),
    locals: { user, requestId: 'fuzz' },
    site: new URL('http://localhost:4321'),
    cookies: cookies(a.headers.cookie),
    clientAddress: '127.0.0.1',
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { location } }),
  } as unknown as APIContext;
  return route(context);
}

