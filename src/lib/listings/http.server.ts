import { propertyRefSchema } from './schema';
import { HttpError } from '@/lib/http/problem';
import { fieldErrors } from '@/lib/http/problem';

/**
 * The propertyId of a like or unlike: from the JSON body, or from the query string (DELETE
 * requests often carry no body). The body wins when both are given.
 */
export async function propertyIdOf(request: Request, url: URL): Promise<number> {
  let body: unknown = {};
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    const text = await request.text();
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON.');
      }
    }
  }
  const fromBody = body && typeof body === 'object' && 'propertyId' in body ? (body as { propertyId: unknown }).propertyId : undefined;
  const parsed = propertyRefSchema.safeParse({ propertyId: fromBody ?? url.searchParams.get('propertyId') ?? undefined });
  if (!parsed.success) throw new HttpError(400, 'Some values are missing or not valid.', fieldErrors(parsed.error));
  return parsed.data.propertyId;
}
