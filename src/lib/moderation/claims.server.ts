/**
 * Operators' claims on listings in review (docs/decisions/064-review-claims.md). The listings an
 * operator's page of the queue shows are theirs for a lease; another operator's page goes on past them.
 * Opening a listing directly shows it whoever holds it, with who that is. Deciding a listing ends its
 * claim (actions.server.ts); a lease that runs out ends it too, and its row is simply overwritten.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/db';
import { reviewQueue, type QueueCursor, type QueueFilter, type QueueListing } from './queue.server';

type Db = Kysely<Database>;

/** How long a claim lasts after the operator's last page load or decision. */
export const REVIEW_CLAIM_LEASE_MINUTES = 15;

/** When a claim made or renewed at `now` runs out. */
export const leaseEnd = (now: Date): string => new Date(now.getTime() + REVIEW_CLAIM_LEASE_MINUTES * 60_000).toISOString();

/** The operator looking at the queue, and the time their claims are made and others' are judged live at. */
export interface QueueViewer {
  operatorId: number;
  now: Date;
}

/** Another operator's live claim on a listing: who, and since when they have held it. */
export interface HeldBy {
  name: string;
  since: string;
}

export type ClaimedListing = QueueListing & { heldBy: HeldBy | null };

export interface ClaimedQueue {
  /** Every listing in review (of the city), whoever holds it. */
  total: number;
  /** Of those, how many other operators hold. */
  claimedByOthers: number;
  items: ClaimedListing[];
  /** Where the next page starts, when there may be one. */
  next: QueueCursor | null;
}

/**
 * Claims `ids` for the viewer in one statement and answers those that are now theirs: a listing no one
 * holds, or whose claim has run out, or that is already theirs (renewed, keeping when they took it).
 * A live claim of another operator is left as it is. Of two operators claiming at once, the primary key
 * makes the second an update, which finds the first's claim live and leaves it.
 */
export async function claimListings(db: Db, viewer: QueueViewer, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const at = viewer.now.toISOString();
  const rows = await db
    .insertInto('review_claims')
    .columns(['listing_id', 'operator_id', 'claimed_at', 'expires_at'])
    // Read from listings: one that left review (or was deleted) since the page was read is not claimed.
    .expression((eb) =>
      eb
        .selectFrom('listings')
        .select((s) => ['id', s.cast<number>(s.val(viewer.operatorId), 'integer').as('operator_id'), s.cast<string>(s.val(at), 'text').as('claimed_at'), s.cast<string>(s.val(leaseEnd(viewer.now)), 'text').as('expires_at')])
        .where('id', 'in', ids)
        .where('status', '=', 'in_review'),
    )
    .onConflict((oc) =>
      oc
        .column('listing_id')
        .doUpdateSet((eb) => ({
          operator_id: eb.ref('excluded.operator_id'),
          claimed_at: eb.case().when('review_claims.operator_id', '=', eb.ref('excluded.operator_id')).then(eb.ref('review_claims.claimed_at')).else(eb.ref('excluded.claimed_at')).end(),
          expires_at: eb.ref('excluded.expires_at'),
        }))
        .where((eb) => eb.or([eb('review_claims.operator_id', '=', eb.ref('excluded.operator_id')), eb('review_claims.expires_at', '<=', eb.ref('excluded.claimed_at'))])),
    )
    // Both databases return only the rows inserted or updated: a claim left to its holder is not among them.
    .returning('listing_id')
    .execute();
  return new Set(rows.map((r) => r.listing_id));
}

/** Lets go of the viewer's claims on listings other than `keep`: they moved on to another page. */
export async function releaseClaimsExcept(db: Db, operatorId: number, keep: number[]): Promise<void> {
  await db
    .deleteFrom('review_claims')
    .where('operator_id', '=', operatorId)
    .$if(keep.length > 0, (q) => q.where('listing_id', 'not in', keep))
    .execute();
}

/** Renews the operator's live claims (they are still working their page): part of each decision. */
export async function renewClaims(trx: Transaction<Database>, operatorId: number, now: Date): Promise<void> {
  await trx.updateTable('review_claims').set({ expires_at: leaseEnd(now) }).where('operator_id', '=', operatorId).where('expires_at', '>', now.toISOString()).execute();
}

/** Ends whatever claim there is on a listing: it has been decided. */
export async function endClaim(trx: Transaction<Database>, listingId: number): Promise<void> {
  await trx.deleteFrom('review_claims').where('listing_id', '=', listingId).execute();
}

/** How many listings in review (of a city) other operators hold live claims on. Read from the live claims. */
export async function claimedByOthers(db: Db, viewer: QueueViewer, cityId?: number): Promise<number> {
  const row = await db
    .selectFrom('review_claims as rc')
    .innerJoin('listings as l', 'l.id', 'rc.listing_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('rc.expires_at', '>', viewer.now.toISOString())
    .where('rc.operator_id', '<>', viewer.operatorId)
    .where('l.status', '=', 'in_review')
    .$if(cityId !== undefined, (q) => q.where('l.city_id', '=', cityId!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Who else holds a live claim on each of `ids`, and since when. */
export async function heldByOthers(db: Db, viewer: QueueViewer, ids: number[]): Promise<Map<number, HeldBy>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('review_claims as rc')
    .innerJoin('users as u', 'u.id', 'rc.operator_id')
    .select(['rc.listing_id', 'rc.claimed_at', 'u.name', 'u.email'])
    .where('rc.listing_id', 'in', ids)
    .where('rc.operator_id', '<>', viewer.operatorId)
    .where('rc.expires_at', '>', viewer.now.toISOString())
    .execute();
  return new Map(rows.map((r) => [r.listing_id, { name: r.name ?? r.email ?? 'Another operator', since: r.claimed_at }]));
}

/**
 * A page of the queue as the viewer works it: the oldest listings no other operator holds, claimed for
 * them, their claims on any other page let go. With `only` (a listing opened directly), that listing
 * whoever holds it, claimed if no one else does, and who else holds it if someone does.
 */
export async function claimQueuePage(db: Db, viewer: QueueViewer, limit: number, only?: number, filter: QueueFilter = {}): Promise<ClaimedQueue> {
  const at = viewer.now.toISOString();
  const [queue, others] = await Promise.all([
    reviewQueue(db, limit, only, only === undefined ? { ...filter, exceptHeldFrom: { operatorId: viewer.operatorId, at } } : filter),
    claimedByOthers(db, viewer, filter.cityId),
  ]);
  const ids = queue.items.map((i) => i.id);
  if (only === undefined) await releaseClaimsExcept(db, viewer.operatorId, ids);
  const ours = await claimListings(db, viewer, ids);
  const theirs = await heldByOthers(db, viewer, ids.filter((id) => !ours.has(id)));
  const items = queue.items
    .map((item) => ({ ...item, heldBy: theirs.get(item.id) ?? null }))
    // Someone else claimed it between this page's read and its claim: it is theirs to review. (Gone from
    // review meanwhile is neither ours nor theirs: it stays, and a decision on it says what it is now.)
    .filter((item) => only !== undefined || item.heldBy === null);
  return { total: queue.total, claimedByOthers: others, items, next: queue.next };
}
