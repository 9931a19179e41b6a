import { problem } from './problem';
import { allowedMethods, methodNotAllowedDetail, type Operation } from './methods';

/** The OpenAPI document is the one API address not built with endpoint(), so not described in itself. */
const UNDOCUMENTED: Operation[] = [{ method: 'GET', path: '/api/openapi.json' }];

let operations: Operation[] | undefined;

/**
 * The 405 problem for an API address sent a method none of its operations take, with the Allow header.
 * The endpoints are read on the first such request: listing them imports every endpoint module.
 */
export async function methodNotAllowed(method: string, pathname: string): Promise<Response> {
  if (!operations) {
    const { collectRoutes } = await import('./routes');
    operations = [...collectRoutes().map((route) => route.spec), ...UNDOCUMENTED];
  }
  const allowed = allowedMethods(pathname, operations);
  return problem(405, methodNotAllowedDetail(method, allowed), {}, allowed.length > 0 ? { allow: allowed.join(', ') } : {});
}
