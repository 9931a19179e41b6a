/**
 * The listings of a comparison (docs/decisions/090), read as their pages read them, so the table and the
 * pages never disagree. Only published listings: a comparison is a shareable address, and what it shows
 * must be what anyone opening it may see.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { loadListingDetail, type ListingDetail } from './detail.server';

export interface Comparison {
  listings: ListingDetail[];
  /** Ids asked for that are no longer on Basera (sold, taken down, deleted) or never were. */
  missing: number[];
}

export async function loadComparison(db: Kysely<Database>, ids: readonly number[]): Promise<Comparison> {
  // At most COMPARE_LIMIT ids, each one primary-key read, as on a listing page.
  const outcomes = await Promise.all(ids.map((id) => loadListingDetail(db, id, null)));
  const listings: ListingDetail[] = [];
  const missing: number[] = [];
  outcomes.forEach((outcome, i) => {
    if (outcome.kind === 'found') listings.push(outcome.detail);
    else missing.push(ids[i]!);
  });
  return { listings, missing };
}
