/**
 * Operators' claims on listings in review (docs/decisions/064-review-claims.md). The listings an
 * operator's page of the queue shows are theirs for a lease; another operator's page goes on past them.
 * Each page load holds its listings under a hold of its own, so two tabs of one operator keep their own
 * pages: a page's links name its hold (`left`), and following one lets go of that page alone.
 * Opening a listing directly shows it whoever holds it, with who that is. Deciding a listing ends its
 * claim (actions.server.ts); a lease that runs out ends it too, and its row is simply overwritten.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/db';
import { reviewQueue, type QueueCursor, type QueueFilter, type QueueListing } from './queue.server';
import { handedBackMessage } from './schema';

type Db = Kysely<Database>;

/** How long a claim lasts after the operator's last page load or decision. */
export const REVIEW_CLAIM_LEASE_MINUTES = 15;

/** When a claim made or renewed at `now` runs out. */
export const leaseEnd = (now: Date): string => new Date(now.getTime() + REVIEW_CLAIM_LEASE_MINUTES * 60_000).toISOString();

/** A hold: 12 characters of an address-safe alphabet, new for each page load. */
export const HOLD_PATTERN = /^[A-Za-z0-9_-]{12}$/;

/** A new hold for a page load: random, so that no other load of the operator's shares it. */
export const newHold = (): string => randomBytes(9).toString('base64url');

/** The hold in an address or a form; null when it is not one. */
export const parseHold = (value: string | null | undefined): string | null => (value && HOLD_PATTERN.test(value) ? value : null);

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
  /** The hold this load's claims are under: what the page's links send as `left`, and what its release button lets go of. */
  hold: string;
  /** Every listing in review (of the city), whoever holds it. */
  total: number;
  /** Of those, how many other operators hold. */
  claimedByOthers: number;
  items: ClaimedListing[];
  /** Where the next page starts, when there may be one. */
  next: QueueCursor | null;
}

/** How a claim the viewer already holds is treated: moved to this load's hold (a page load), or left in its own (a listing opened directly). */
export type OwnHold = 'move' | 'keep';

/**
 * Claims `ids` for the viewer under `hold` in one statement and answers those that are now theirs: a
 * listing no one holds, or whose claim has run out, or that is already theirs (renewed, keeping when they
 * took it). A live claim of another operator is left as it is. Of two operators claiming at once, the
 * primary key makes the second an update, which finds the first's claim live and leaves it.
 * A claim of the viewer's own goes to `hold` when a page is loaded (a reload gets a new hold, and its
 * links must let go of what it shows), and stays in its page's hold when one listing is opened directly
 * (the page that showed it first still shows it, and following its links lets go of it).
 */
export async function claimListings(db: Db, viewer: QueueViewer, ids: number[], hold: string, own: OwnHold = 'move'): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const at = viewer.now.toISOString();
  const rows = await db
    .insertInto('review_claims')
    .columns(['listing_id', 'operator_id', 'claimed_at', 'expires_at', 'hold'])
    // Read from listings: one that left review (or was deleted) since the page was read is not claimed.
    .expression((eb) =>
      eb
        .selectFrom('listings')
        .select((s) => [
          'id',
          s.cast<number>(s.val(viewer.operatorId), 'integer').as('operator_id'),
          s.cast<string>(s.val(at), 'text').as('claimed_at'),
          s.cast<string>(s.val(leaseEnd(viewer.now)), 'text').as('expires_at'),
          s.cast<string>(s.val(hold), 'text').as('hold'),
        ])
        .where('id', 'in', ids)
        .where('status', '=', 'in_review'),
    )
    .onConflict((oc) =>
      oc
        .column('listing_id')
        .doUpdateSet((eb) => {
          const ours = eb('review_claims.operator_id', '=', eb.ref('excluded.operator_id'));
          return {
            operator_id: eb.ref('excluded.operator_id'),
            claimed_at: eb.case().when(ours).then(eb.ref('review_claims.claimed_at')).else(eb.ref('excluded.claimed_at')).end(),
            expires_at: eb.ref('excluded.expires_at'),
            hold: own === 'keep' ? eb.case().when(ours).then(eb.ref('review_claims.hold')).else(eb.ref('excluded.hold')).end() : eb.ref('excluded.hold'),
          };
        })
        .where((eb) => eb.or([eb('review_claims.operator_id', '=', eb.ref('excluded.operator_id')), eb('review_claims.expires_at', '<=', eb.ref('excluded.claimed_at'))])),
    )
    // Both databases return only the rows inserted or updated: a claim left to its holder is not among them.
    .returning('listing_id')
    .execute();
  return new Set(rows.map((r) => r.listing_id));
}

/**
 * Lets go of the operator's claims under `hold`, but for those on `keep` (shown again by the page being
 * loaded, which claims them in its own hold): the page of that hold was left, or handed back. Only the
 * operator's own claims: a hold of someone else's names nothing of theirs. Answers how many went.
 */
export async function releaseHold(db: Db, operatorId: number, hold: string, keep: number[] = []): Promise<number> {
  const result = await db
    .deleteFrom('review_claims')
    .where('operator_id', '=', operatorId)
    .where('hold', '=', hold)
    .$if(keep.length > 0, (q) => q.where('listing_id', 'not in', keep))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * 'Hand these listings back': the operator stops reviewing a page before its lease ends, and the
 * listings of its hold go to the others at once. The page's button and `DELETE /api/moderation/claims`.
 */
export async function handBack(db: Db, operatorId: number, hold: string): Promise<{ released: number; message: string }> {
  const released = await releaseHold(db, operatorId, hold);
  return { released, message: handedBackMessage(released) };
}

/**
 * Renews the operator's live claims in the hold their claim on `listingId` is in: they are still working
 * the page that showed it (part of each decision, before the claim ends). Another tab's page is not
 * renewed by work in this one; no claim of theirs on the listing (another operator's, none at all)
 * renews nothing. One statement: the hold is read by the listing's key as the rows are updated.
 */
export async function renewHoldOf(trx: Transaction<Database>, operatorId: number, listingId: number, now: Date): Promise<void> {
  await trx
    .updateTable('review_claims')
    .set({ expires_at: leaseEnd(now) })
    .where('operator_id', '=', operatorId)
    .where('hold', '=', (eb) => eb.selectFrom('review_claims as decided').select('decided.hold').where('decided.listing_id', '=', listingId).where('decided.operator_id', '=', operatorId))
    .where('expires_at', '>', now.toISOString())
    .execute();
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

/** What a load of the queue page lets go of and how: `left`, the hold of the page it came from in that tab. */
export interface QueueLoad {
  left?: string | null;
}

/**
 * A page of the queue as the viewer works it: the oldest listings no other operator holds, claimed for
 * them under a new hold; the page they came from (`left`) let go of, but for what this one shows again.
 * Their other holds (other tabs) are untouched. With `only` (a listing opened directly), that listing
 * whoever holds it, claimed if no one else does, and who else holds it if someone does.
 */
export async function claimQueuePage(db: Db, viewer: QueueViewer, limit: number, only?: number, filter: QueueFilter = {}, load: QueueLoad = {}): Promise<ClaimedQueue> {
  const at = viewer.now.toISOString();
  const hold = newHold();
  const [queue, others] = await Promise.all([
    reviewQueue(db, limit, only, only === undefined ? { ...filter, exceptHeldFrom: { operatorId: viewer.operatorId, at } } : filter),
    claimedByOthers(db, viewer, filter.cityId),
  ]);
  const ids = queue.items.map((i) => i.id);
  if (load.left) await releaseHold(db, viewer.operatorId, load.left, ids);
  const ours = await claimListings(db, viewer, ids, hold, only === undefined ? 'move' : 'keep');
  const theirs = await heldByOthers(db, viewer, ids.filter((id) => !ours.has(id)));
  const items = queue.items
    .map((item) => ({ ...item, heldBy: theirs.get(item.id) ?? null }))
    // Someone else claimed it between this page's read and its claim: it is theirs to review. (Gone from
    // review meanwhile is neither ours nor theirs: it stays, and a decision on it says what it is now.)
    .filter((item) => only !== undefined || item.heldBy === null);
  return { hold, total: queue.total, claimedByOthers: others, items, next: queue.next };
}
