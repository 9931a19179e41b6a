import type { ZodError } from 'zod';
import { plainMessage } from './plain-messages';

/**
 * The API's error format (RFC 9457 problem details), the same for every endpoint:
 * `{ type, title, status, detail, errors: { field: message } }`.
 */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors: Record<string, string>;
}

const titles: Record<number, string> = {
  400: 'Bad request',
  401: 'Sign in required',
  403: 'Not allowed',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
  500: 'Something went wrong',
  503: 'Service unavailable',
};

export function problemBody(status: number, detail: string, errors: Record<string, string> = {}): Problem {
  return {
    type: status === 400 && Object.keys(errors).length > 0 ? 'https://basera.pk/problems/validation' : 'about:blank',
    title: titles[status] ?? 'Error',
    status,
    detail,
    errors,
  };
}

export function problem(
  status: number,
  detail: string,
  errors: Record<string, string> = {},
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(problemBody(status, detail, errors)), {
    status,
    headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store', ...headers },
  });
}

/** One message per field, from zod's issues: the first issue of each path wins, in plain words. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[key] ??= plainMessage(issue);
  }
  return errors;
}

/** The detail of every validation problem; a form answered without script shows it above its fields too. */
export const VALIDATION_DETAIL = 'Some values are missing or not valid.';

export function validationProblem(error: ZodError): Response {
  return problem(400, VALIDATION_DETAIL, fieldErrors(error));
}

/**
 * Thrown by domain code to answer with a problem; the endpoint wrapper turns it into a response, and a
 * form posted to a page into the message above the form. `headers` go with it (Retry-After on a 429).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly errors: Record<string, string> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(data), { ...init, headers });
}
