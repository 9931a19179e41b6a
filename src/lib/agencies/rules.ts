/** Pure rules of agencies: their addresses and the initials shown when an agency has no logo. */
import { slugify } from '@/lib/text/slug';

/** '/agencies/{slug}-{id}'; the slug part is for people, the id finds the agency. */
export function agencyPath(agency: { id: number; name: string; slug?: string }): string {
  const name = slugify(agency.slug ?? agency.name) || 'agency';
  return `/agencies/${name}-${agency.id}`;
}

/** 'Al-Noor Estate & Builders' -> 'AE'; at most two letters, from the first two words that have one. */
export function agencyInitials(name: string): string {
  const letters = name
    .split(/[\s-]+/)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}
