/**
 * My Properties on the server: an owner's listings by status, and what the owner does with them
 * (renew, remove with a reason, delete). Every function takes the owner's users.id and refuses
 * another person's listing with the same 404 as a listing that does not exist.
 */
import { sql, type Kysely } from 'kysely';
import { nowIso, type Database, type ListingStatus } from '@/lib/db';
import { contains } from '@/lib/db/contains';
import { HttpError } from '@/lib/http/problem';
import { listingNotFound } from './messages';
import { listingImageSrc, listingPath } from './rules';
import { readIdQuery } from './find-by-id';
import { decide, TAKEN_DOWN_REASON } from './lifecycle';
import { emptyCounts, landingTab, manageMessages, removalReasonFits, RENEW_AHEAD_DAYS, type MyPropertyItem, type RemoveValues, type StatusCounts, type StatusPage } from './manage';
import { mediaStore, type MediaStore } from '@/lib/media/store.server';
import { releaseImages, removeStoredFiles } from '@/lib/media/release.server';
import { TransitionRefused, expiryFrom, transition, type ListingState } from './manage-status.server';
import { notifyLikersOfCut } from '@/lib/notifications/notify.server';

type Db = Kysely<Database>;

/** The owner's listing, or 404 (also for someone else's listing: its existence is not theirs to know). */
export async function ownedListing(
  db: Db,
  userId: number,
  listingId: number,
): Promise<ListingState & { expires_at: string | null; purpose: 'sale' | 'rent' }> {
  const row = await db
    .selectFrom('listings')
    .select(['id', 'status', 'removal_reason', 'expires_at', 'purpose'])
    .where('id', '=', listingId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, listingNotFound);
  return row;
}

export async function statusCounts(db: Db, userId: number): Promise<StatusCounts> {
  const rows = await db
    .selectFrom('listings')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  const counts = emptyCounts();
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/**
 * One page of a tab, newest change first, with what each card shows. `search` narrows it to listings
 * whose title or area contains the text, or whose Property ID it is ('862', 'ID 862', as readIdQuery reads it): an agent with
 * fifty listings finds one without paging. No tab (`null`): the one the page opens on (landingTab).
 */
export async function statusPage(db: Db, userId: number, asked: ListingStatus | null, page: number, pageSize: number, search = ''): Promise<StatusPage> {
  const counts = await statusCounts(db, userId);
  const type = asked ?? landingTab(counts);
  const text = search.trim();
  const asId = readIdQuery(text);
  const ref = asId.kind === 'number' ? asId.id : null;
  const tab = db
    .selectFrom('listings as l')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .innerJoin('areas as a', 'a.id', 'l.area_id')
    .where('l.user_id', '=', userId)
    .where('l.status', '=', type)
    .$if(text !== '', (q) => q.where((eb) => eb.or([contains('l.title', text), contains('a.name', text), ...(ref ? [eb('l.id', '=', ref)] : [])])));
  const total = text === '' ? counts[type] : Number((await tab.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await tab
    .select((eb) => [
      'l.id', 'l.title', 'l.purpose', 'l.price', 'l.status', 'l.created_at', 'l.updated_at', 'l.published_at', 'l.expires_at',
      'l.removed_at', 'l.removal_reason', 'l.removed_other', 'l.selling_price', 'c.name as city_name', 'a.name as area_name',
      eb
        .selectFrom('listing_images as i')
        .select('i.storage_key')
        .whereRef('i.listing_id', '=', 'l.id')
        .orderBy('i.is_cover', 'desc')
        .orderBy('i.position')
        .limit(1)
        .as('cover_key'),
      eb.selectFrom('listing_daily_stats as s').select((s) => s.fn.coalesce(s.fn.sum<number>('s.views'), sql<number>`0`).as('v')).whereRef('s.listing_id', '=', 'l.id').as('views'),
      eb.selectFrom('inquiries as q').select((q) => q.fn.countAll<number>().as('n')).whereRef('q.listing_id', '=', 'l.id').as('inquiries'),
      eb.selectFrom('inquiries as q').select((q) => q.fn.countAll<number>().as('n')).whereRef('q.listing_id', '=', 'l.id').where('q.seen_at', 'is', null).as('unread'),
      eb.selectFrom('listing_feedback as f').select((f) => f.fn.countAll<number>().as('n')).whereRef('f.listing_id', '=', 'l.id').where('f.resolved_at', 'is', null).as('feedback'),
    ])
    .orderBy('l.updated_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const items: MyPropertyItem[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    purpose: r.purpose,
    price: Number(r.price),
    status: r.status,
    cover: r.cover_key ? listingImageSrc(r.cover_key, 400) : null,
    place: `${r.area_name}, ${r.city_name}`,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    publishedAt: r.published_at,
    expiresAt: r.expires_at,
    removedAt: r.removed_at,
    removalReason: r.removal_reason,
    takenDownBecause: r.removal_reason === TAKEN_DOWN_REASON ? r.removed_other : null,
    sellingPrice: r.selling_price === null ? null : Number(r.selling_price),
    views: Number(r.views ?? 0),
    inquiries: Number(r.inquiries ?? 0),
    unreadInquiries: Number(r.unread ?? 0),
    openFeedback: Number(r.feedback ?? 0),
    path: listingPath(r.purpose, r.id),
  }));
  return { type, page, pageSize, total, items, counts };
}

/** Another period on the market for a published or removed listing. */
export async function renewListing(db: Db, userId: number, listingId: number, now = new Date()) {
  const at = now.toISOString();
  const expiresAt = expiryFrom(now);
  const status = await db.transaction().execute(async (trx) => {
    const listing = await ownedListing(trx, userId, listingId);
    return transition(trx, listing, 'renew', {
      expires_at: expiresAt,
      removed_at: null,
      removal_reason: null,
      selling_price: null,
      removed_other: null,
      updated_at: at,
    });
  });
  // A price changed while it was off the market is a cut its likers hear of (in the background, as on publishing).
  void notifyLikersOfCut(db, listingId, at);
  return { propertyId: listingId, status, expiresAt };
}

/** The owner's published listings that expire within RENEW_AHEAD_DAYS of `now`, soonest first (index listings_owner). */
export async function expiringAhead(db: Db, userId: number, now = new Date()): Promise<number[]> {
  const until = new Date(now.getTime() + RENEW_AHEAD_DAYS * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('listings')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'published')
    .where('expires_at', '<', until)
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Renews every listing `expiringAhead` finds, each as Renew on its card would (the lifecycle decides, and
 * a listing that changed meanwhile is left as it is rather than failing the rest). Answers those renewed.
 */
export async function renewExpiring(db: Db, userId: number, now = new Date()) {
  const renewed: number[] = [];
  for (const id of await expiringAhead(db, userId, now)) {
    try {
      await renewListing(db, userId, id, now);
      renewed.push(id);
    } catch (error) {
      if (!(error instanceof TransitionRefused)) throw error;
    }
  }
  return { renewed, expiresAt: expiryFrom(now) };
}

/** Takes a published listing off the market, keeping why and, when sold, for how much. */
export async function removeListing(db: Db, userId: number, values: RemoveValues, now = new Date()) {
  const listing = await ownedListing(db, userId, values.propertyId);
  if (!removalReasonFits(values.reason, listing.purpose)) throw new HttpError(400, manageMessages.reasonRequired, { reason: manageMessages.reasonRequired });
  const at = now.toISOString();
  const status = await transition(db, listing, 'remove', {
    removed_at: at,
    removal_reason: values.reason,
    selling_price: values.sellingPrice ?? null,
    removed_other: values.others ?? null,
    updated_at: at,
  });
  return { propertyId: values.propertyId, status, reason: values.reason };
}

/**
 * Deletes a listing for good: the row goes, and with it (by the schema's cascades) its images'
 * rows, feedback, likes, daily numbers, inquiries and reports. The stored files of pictures no
 * other listing shows are removed after the transaction commits, never before. See docs/decisions/050.
 */
export async function deleteOwnListing(db: Db, userId: number, listingId: number, store: MediaStore = mediaStore()) {
  const listing = await ownedListing(db, userId, listingId);
  const decision = decide(listing, 'delete');
  if (!decision.ok) throw new TransitionRefused(decision.message);
  const files = await db.transaction().execute(async (trx) => {
    const images = await trx.selectFrom('listing_images').select('storage_key').where('listing_id', '=', listingId).execute();
    const result = await trx.deleteFrom('listings').where('id', '=', listingId).where('user_id', '=', userId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new HttpError(404, listingNotFound);
    return releaseImages(trx, images.map((i) => i.storage_key));
  });
  await removeStoredFiles(store, files);
  return { propertyId: listingId, deleted: true as const, at: nowIso() };
}
