/** URL slugs for areas, cities, projects and blog posts. */

/**
 * Lowercase, spaces and slashes become hyphens, accents are dropped, anything else that is not
 * URL-safe (a-z, 0-9, '-') is removed, and repeated or edge hyphens are collapsed:
 * 'DHA Phase 6' -> 'dha-phase-6', 'F-7/2' -> 'f-7-2', 'Gulberg & Model Town' -> 'gulberg-model-town'.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s/\\]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
