import type { z } from 'zod';

/**
 * A page's address read into its query, keeping every value that is valid and dropping only those that
 * are not. An old link with a sort that no longer exists, or a hand-typed `page=abc`, still opens the
 * city and name it asked for (an API answers such a query with a 400 instead; a page has no one to tell).
 */
export function pageQuery<S extends z.ZodObject<z.ZodRawShape>>(schema: S, params: Record<string, string>): z.output<S> {
  let kept: Record<string, string> = { ...params };
  // Each round drops the fields the last one found wrong; a field can only be dropped once.
  for (let round = 0; round <= Object.keys(params).length; round++) {
    const parsed = schema.safeParse(kept);
    if (parsed.success) return parsed.data;
    const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const next = Object.fromEntries(Object.entries(kept).filter(([key]) => !wrong.has(key)));
    // An issue not tied to a field the address gave (a rule across fields): start from the defaults.
    if (Object.keys(next).length === Object.keys(kept).length) break;
    kept = next;
  }
  return schema.parse({});
}
