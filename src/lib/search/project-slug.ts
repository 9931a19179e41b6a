/** Project detail slugs: the project's name as a slug, a hyphen and its numeric id ('bahria-enclave-12'). */
import { slugify } from '@/lib/text/slug';
import { rowId } from '@/lib/db/values';

export function projectSlug(project: { name: string; id: number }): string {
  const name = slugify(project.name);
  return name ? `${name}-${project.id}` : String(project.id);
}

/** Splits a slug into its name part and id, or null when it does not end in a hyphen and a number. */
export function parseProjectSlug(slug: string): { name: string; id: number } | null {
  const match = /^(?:(.*)-)?(\d+)$/.exec(slug.trim());
  if (!match) return null;
  const id = rowId(match[2]);
  return id === null ? null : { name: match[1] ?? '', id };
}
