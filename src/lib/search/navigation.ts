/** Navigation targets: a path plus query values, skipping the values that say nothing. */

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * '/projects' + { city: 1, page: 2 } -> '/projects?city=1&page=2'. null, undefined, '' , false and
 * empty lists are left out; true is written as 1; lists are comma-separated.
 */
export function buildHref(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === false || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, value === true ? '1' : String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The same target with the page reset to 1, for when a filter changes under a paged list. */
export function buildHrefFirstPage(path: string, query: Record<string, QueryValue> = {}): string {
  return buildHref(path, { ...query, page: 1 });
}
