/**
 * What the operators' panel on a listing's page shows (docs/decisions/094): read only for an operator, so a
 * visitor's page costs nothing more.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';

/** Open reports about one listing (index reports_listing). */
export async function openReportCount(db: Kysely<Database>, listingId: number): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('listing_id', '=', listingId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function openReportsText(count: number): string {
  if (count === 0) return 'No open reports.';
  return count === 1 ? '1 open report.' : `${count} open reports.`;
}
