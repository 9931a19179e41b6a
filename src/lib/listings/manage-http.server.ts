import type { ZodTypeAny, z } from 'zod';
import { HttpError, fieldErrors } from '@/lib/http/problem';

/**
 * The input of a 'delete-style' call (the spec leaves the verb open; Basera uses DELETE): a JSON
 * body when one is sent, with query values as the fallback for clients that send DELETE without a
 * body. A value in the body wins over the same name in the query.
 */
export async function deleteStyleInput<S extends ZodTypeAny>(request: Request, url: URL, schema: S): Promise<z.output<S>> {
  let body: Record<string, unknown> = {};
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    const text = await request.text();
    if (text.trim() !== '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON.');
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new HttpError(400, 'The request body must be a JSON object.');
      body = parsed as Record<string, unknown>;
    }
  }
  const query = Object.fromEntries(url.searchParams.entries());
  const result = schema.safeParse({ ...query, ...body });
  if (!result.success) throw new HttpError(400, 'Some values are missing or not valid.', fieldErrors(result.error));
  return result.data;
}
