import type { APIContext, APIRoute } from 'astro';
import { z, type ZodTypeAny } from 'zod';
import { HttpError, json, problem, validationProblem } from './problem';
import { isOperator } from '@/lib/accounts/roles';
import { addressHasNul, hasNul, NUL_REFUSED } from './nul';
import { formFields, isFormPost, isPageNavigation, signInAgain } from './form-or-json.server';

export type Access = 'public' | 'user' | 'moderator';

/** What an endpoint declares about itself: used to validate requests and to write the OpenAPI document. */
export interface EndpointSpec<Q extends ZodTypeAny, B extends ZodTypeAny, P extends ZodTypeAny> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI path, with {param} placeholders, e.g. /api/data/property/{id}. */
  path: string;
  summary: string;
  tags: string[];
  access?: Access;
  query?: Q;
  body?: B;
  /**
   * The body may also come as a plain form's fields (urlencoded or multipart, every value a string), from a
   * page that works without script; the handler is told so (`isForm`) and answers with a page to go to. A
   * function shapes the fields first, for what a form cannot say (a checkbox is sent only when ticked).
   */
  form?: true | ((fields: Record<string, string>) => unknown);
  params?: P;
  /** Schema of a successful JSON answer, for the document only. */
  response?: ZodTypeAny;
  /** Statuses other than 200 and 400 this endpoint can answer with, and why. */
  errors?: Record<number, string>;
}

export interface EndpointInput<Q extends ZodTypeAny, B extends ZodTypeAny, P extends ZodTypeAny> {
  query: z.infer<Q>;
  body: z.infer<B>;
  params: z.infer<P>;
  /** The body came from a plain form (`form` endpoints only): answer with a redirect, never with JSON. */
  isForm: boolean;
  context: APIContext;
}

export type DocumentedRoute = APIRoute & { spec: EndpointSpec<ZodTypeAny, ZodTypeAny, ZodTypeAny> };

/** Query values as an object; keys ending in [] or given several times become arrays. */
export function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    const name = key.endsWith('[]') ? key.slice(0, -2) : key.replace(/\[\d+\]$/, '');
    const existing = out[name];
    const merged = existing === undefined ? values : [...(Array.isArray(existing) ? existing : [existing]), ...values];
    out[name] = key.endsWith('[]') || /\[\d+\]$/.test(key) || merged.length > 1 ? merged : merged[0];
  }
  return out;
}

const MAX_JSON_BYTES = 256 * 1024;

async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    throw new HttpError(415, 'Send the body as JSON (content-type: application/json).');
  }
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new HttpError(413, 'The request body is too large.');
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  // JSON can only carry U+0000 escaped, so only a body with the escape is looked through.
  if (text.includes('\\u0000') && hasNul(value)) throw new HttpError(400, NUL_REFUSED);
  return value;
}

/**
 * Wraps a handler with input validation and the problem format. The handler gets parsed values
 * and returns a Response or plain data (sent as JSON). Nothing it throws reaches the person raw.
 */
export function endpoint<
  Q extends ZodTypeAny = z.ZodUndefined,
  B extends ZodTypeAny = z.ZodUndefined,
  P extends ZodTypeAny = z.ZodUndefined,
>(
  spec: EndpointSpec<Q, B, P>,
  handler: (input: EndpointInput<Q, B, P>) => Promise<Response | unknown> | Response | unknown,
): DocumentedRoute {
  const route: APIRoute = async (context) => {
    try {
      const access = spec.access ?? 'public';
      const user = context.locals.user;
      if (access === 'user' && !user) {
        // A plain form is a person at a page, not a script: they are asked to sign in, not shown JSON.
        return isPageNavigation(context.request) ? signInAgain(context.request, context.url) : problem(401, 'Please sign in to do this.');
      }
      // Operator endpoints do not admit that they exist to anyone else.
      if (access === 'moderator' && !isOperator(user)) return problem(404, 'Not found.');

      if (addressHasNul(context.url)) return problem(400, NUL_REFUSED);
      const query = spec.query ? spec.query.safeParse(queryObject(context.url)) : undefined;
      if (query && !query.success) return validationProblem(query.error);
      const params = spec.params ? spec.params.safeParse(context.params) : undefined;
      if (params && !params.success) return validationProblem(params.error);
      let body: unknown;
      const isForm = spec.form !== undefined && isFormPost(context.request);
      if (spec.body) {
        let raw: unknown;
        if (isForm) {
          // A form's fields are a few short values; its declared size is refused before it is read, as JSON's is.
          if (Number(context.request.headers.get('content-length') ?? 0) > MAX_JSON_BYTES) throw new HttpError(413, 'The request body is too large.');
          const fields = await formFields(context.request);
          if (hasNul(fields)) return problem(400, NUL_REFUSED);
          raw = spec.form === true ? fields : spec.form!(fields);
        } else {
          raw = await readJson(context.request);
        }
        const parsed = spec.body.safeParse(raw);
        if (!parsed.success) return validationProblem(parsed.error);
        body = parsed.data;
      }
      const result = await handler({
        query: query?.data,
        params: params?.data,
        body,
        isForm,
        context,
      } as EndpointInput<Q, B, P>);
      return result instanceof Response ? result : json(result);
    } catch (error) {
      if (error instanceof HttpError) return problem(error.status, error.message, error.errors, error.headers);
      throw error; // the middleware logs it, reports it and answers with a plain problem
    }
  };
  return Object.assign(route, { spec: spec as unknown as EndpointSpec<ZodTypeAny, ZodTypeAny, ZodTypeAny> });
}
