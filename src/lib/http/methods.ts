/**
 * Which methods an address takes, for the 405 (with its Allow header) a request with another one gets.
 *
 * Astro answers a method an endpoint module does not export with a bare 404, which would become the HTML
 * 404 page: an API client that sent GET to a POST endpoint learnt nothing, and in the wrong format. And it
 * renders a page for any method at all.
 */

/** What a documented endpoint declares about its address (`EndpointSpec`'s method and path). */
export interface Operation {
  method: string;
  /** With {param} placeholders, e.g. /api/data/projects/{id}. */
  path: string;
}

const PLACEHOLDER = /\{[^}]+\}/;

const pattern = (path: string) =>
  new RegExp(`^${path.split(PLACEHOLDER).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+')}/?$`);

/** Which of two addresses matching the same path the router takes: a fixed segment before a placeholder, left to right. */
function moreSpecific(a: string, b: string): number {
  const dynamic = (path: string) => path.split('/').map((segment) => (PLACEHOLDER.test(segment) ? 1 : 0));
  const [x, y] = [dynamic(a), dynamic(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/**
 * The methods `operations` take at `pathname`, HEAD with GET (Astro answers it from GET), in a fixed order.
 * Only the address the router would take counts: /api/data/property/quality is its own, not {id}'s.
 */
export function allowedMethods(pathname: string, operations: readonly Operation[]): string[] {
  const matching = operations.filter((o) => pattern(o.path).test(pathname));
  const chosen = matching.map((o) => o.path).sort(moreSpecific)[0];
  const taken = new Set(matching.filter((o) => o.path === chosen).map((o) => o.method.toUpperCase()));
  if (taken.has('GET')) taken.add('HEAD');
  return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => taken.has(m));
}

/** The detail of that 405, naming what the address does take. */
export function methodNotAllowedDetail(method: string, allowed: readonly string[]): string {
  return allowed.length === 0
    ? `This address does not take ${method} requests.`
    : `This address does not take ${method} requests. It takes ${allowed.join(', ')}.`;
}

/**
 * Pages that take a form posted without script (Astro route patterns). Every other page, and every file
 * outside the API (sitemaps, feeds, media), is only read: GET and HEAD.
 */
export const PAGES_TAKING_FORMS = new Set(['/[purpose]/[slug]', '/projects/[slug]', '/wanted', '/moderation']);
/** Error pages render for whatever request failed, whatever its method. */
const ERROR_PAGES = new Set(['/404', '/500', '/503']);

/**
 * The methods a page or file outside the API takes, by its route pattern; null where any goes (an error
 * page, or a pattern not known before routing). Astro renders a page for any method it is sent: a PUT or
 * OPTIONS to the home page answered 200 with the page.
 */
export function pageMethods(routePattern: string): string[] | null {
  if (routePattern === '' || ERROR_PAGES.has(routePattern)) return null;
  return PAGES_TAKING_FORMS.has(routePattern) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
}
