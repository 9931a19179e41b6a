/**
 * What operators work through: listings waiting for review (oldest first, with their pictures,
 * the quality checks and pictures that look like other listings' pictures) and open reports.
 */
import type { Kysely } from 'kysely';
import { fromFlag, parseJson, type Database, type ImageRejection, type ListingStatus } from '@/lib/db';
import { findDuplicateImages } from '@/lib/media/duplicates.server';
import { listingImageSrc, listingPath, typeLabel } from '@/lib/listings/rules';
import { REPORT_REASONS } from '@/lib/listings/schema';
import type { QualityReport } from '@/lib/listings/quality';

type Db = Kysely<Database>;

export interface DuplicateOf {
  listingId: number;
  title: string;
  status: ListingStatus;
  path: string;
}

export interface QueueImage {
  id: number;
  src: string;
  thumb: string;
  isCover: boolean;
  rejectionReason: ImageRejection | null;
  duplicates: DuplicateOf[];
}

export interface QueueListing {
  id: number;
  title: string;
  description: string;
  purpose: 'sale' | 'rent';
  typeLabel: string;
  price: number;
  sizeValue: number;
  sizeUnit: string;
  beds: number | null;
  baths: number | null;
  place: string;
  owner: string;
  ownerListings: number;
  /**
   * Other accounts with a listing under this listing's phone number (docs/decisions/092): one person posting
   * as several owners, or a broker posing as the owner, shows here; so do colleagues at one agency.
   */
  phoneAccounts: number;
  /** Those accounts' listings under the phone, newest first, for the operator to open: PHONE_LISTINGS_SHOWN, and one more when there are more. */
  phoneListings: DuplicateOf[];
  /** When it entered review: its place in the queue, and the version the operator decides on. */
  submittedAt: string;
  createdAt: string;
  /** Set when it was published before: the owner changed a live listing, which sent it back to review. */
  publishedAt: string | null;
  /** The price it was last on the market at (docs/decisions/086), or null if it never was. */
  publishedPrice: number | null;
  /** Reports from visitors still open about it (a reported listing edited by its owner comes back here). */
  openReports: number;
  verified: boolean;
  quality: QualityReport | null;
  images: QueueImage[];
  path: string;
}

/** How many of the other accounts' listings under a shared phone a queue item names. */
export const PHONE_LISTINGS_SHOWN = 5;

/** Listings of other accounts than `userId` under `phone`, newest first (index listings_owner_phone). */
async function listingsUnderPhone(db: Db, phone: string, userId: number): Promise<DuplicateOf[]> {
  const rows = await db
    .selectFrom('listings')
    .select(['id', 'title', 'status', 'purpose'])
    .where('owner_phone', '=', phone)
    .where('user_id', '<>', userId)
    .orderBy('id', 'desc')
    .limit(PHONE_LISTINGS_SHOWN + 1)
    .execute();
  return rows.map((o) => ({ listingId: o.id, title: o.title, status: o.status, path: listingPath(o.purpose, o.id) }));
}

/** Where a page of the queue starts: after this submission time and id (the last listing of the page before). */
export interface QueueCursor {
  at: string;
  id: number;
}

/** Which part of the queue: one city's listings, from a point on, without those others hold. */
export interface QueueFilter {
  cityId?: number;
  after?: QueueCursor;
  /** Leaves out listings another operator than this one holds a claim on that is live at `at` (claims.server.ts). */
  exceptHeldFrom?: { operatorId: number; at: string };
}

/** The cursor in an address: `<submitted time>~<id>`; null when it is not one. */
export function parseCursor(value: string | null | undefined): QueueCursor | null {
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)~(\d{1,12})$/.exec(value ?? '');
  return match ? { at: match[1], id: Number(match[2]) } : null;
}

/** The address form of a cursor, or of the cursor after a listing shown. */
export const cursorOf = (point: QueueCursor | { submittedAt: string; id: number }): string => `${'at' in point ? point.at : point.submittedAt}~${point.id}`;

/** How many listings are in review (in one city). Read from the queue's index alone. */
export async function queueCount(db: Db, cityId?: number): Promise<number> {
  const row = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'in_review')
    .$if(cityId !== undefined, (q) => q.where('city_id', '=', cityId!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The cities with listings in review, with how many each, for the queue's filter. */
export async function queueCities(db: Db): Promise<Array<{ id: number; name: string; count: number }>> {
  const rows = await db
    .selectFrom('listings as l')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .select((eb) => ['c.id', 'c.name', eb.fn.countAll<number>().as('n')])
    .where('l.status', '=', 'in_review')
    .groupBy(['c.id', 'c.name'])
    .orderBy('c.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, count: Number(r.n) }));
}

/** The query for a page of the queue, oldest submission first; apart so its plan can be checked. */
export function reviewQueueQuery(db: Db, limit: number, only?: number, filter: QueueFilter = {}) {
  const { cityId, after, exceptHeldFrom: viewer } = filter;
  return db
    .selectFrom('listings as l')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .innerJoin('areas as a', 'a.id', 'l.area_id')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .select((eb) => [
      'l.id', 'l.title', 'l.description', 'l.purpose', 'l.type', 'l.price', 'l.size_value', 'l.size_unit', 'l.beds', 'l.baths',
      'l.user_id', 'l.owner_name', 'l.owner_phone', 'l.updated_at', 'l.created_at', 'l.published_at', 'l.verified', 'l.quality', 'c.name as city_name', 'a.name as area_name',
      'u.name as user_name', 'u.email as user_email',
      eb.selectFrom('listings as o').select((o) => o.fn.countAll<number>().as('n')).whereRef('o.user_id', '=', 'l.user_id').as('owner_listings'),
      eb
        .selectFrom('listings as ph')
        .select((ph) => ph.fn.count<number>('ph.user_id').distinct().as('n'))
        .whereRef('ph.owner_phone', '=', 'l.owner_phone')
        .whereRef('ph.user_id', '<>', 'l.user_id')
        .as('phone_accounts'),
      eb.selectFrom('reports as r').select((r) => r.fn.countAll<number>().as('n')).whereRef('r.listing_id', '=', 'l.id').where('r.status', '=', 'open').as('open_reports'),
      eb.selectFrom('listing_prices as p').select('p.price').whereRef('p.listing_id', '=', 'l.id').orderBy('p.at', 'desc').limit(1).as('published_price'),
    ])
    .where('l.status', '=', 'in_review')
    .$if(only !== undefined, (q) => q.where('l.id', '=', only!))
    .$if(cityId !== undefined, (q) => q.where('l.city_id', '=', cityId!))
    // A row value: both databases read it as a range of the queue's index (an OR of the two would not be).
    .$if(after !== undefined, (q) => q.where((eb) => eb(eb.refTuple('l.updated_at', 'l.id'), '>', eb.tuple(after!.at, after!.id))))
    // Checked a row at a time as the index is read, by the claim's primary key: the order stays the index's.
    .$if(viewer !== undefined, (q) =>
      q.where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('review_claims as rc').select('rc.listing_id').whereRef('rc.listing_id', '=', 'l.id').where('rc.operator_id', '<>', viewer!.operatorId).where('rc.expires_at', '>', viewer!.at))),
      ),
    )
    .orderBy('l.updated_at', 'asc')
    .orderBy('l.id', 'asc')
    .limit(limit);
}

/**
 * The oldest listings in review; with `only`, just that listing (when it is in review), e.g. from a link;
 * with a filter, one city's, from a point on. `total` counts the whole queue (of that city); `next` is
 * where the page after starts, when this one was full.
 */
export async function reviewQueue(
  db: Db,
  limit = 30,
  only?: number,
  filter: QueueFilter = {},
): Promise<{ total: number; items: QueueListing[]; next: QueueCursor | null }> {
  const [rows, total] = await Promise.all([reviewQueueQuery(db, limit, only, filter).execute(), queueCount(db, filter.cityId)]);
  const ids = rows.map((r) => r.id);
  const images = ids.length
    ? await db
        .selectFrom('listing_images')
        .select(['id', 'listing_id', 'storage_key', 'is_cover', 'rejection_reason'])
        .where('listing_id', 'in', ids)
        .orderBy('listing_id')
        .orderBy('is_cover', 'desc')
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  const items: QueueListing[] = [];
  for (const r of rows) {
    const own = images.filter((i) => i.listing_id === r.id);
    const matches = r.user_id === null ? [] : await findDuplicateImages(db, r.user_id, own.map((i) => i.id), r.id);
    const otherIds = [...new Set(matches.flatMap((m) => m.listingIds))];
    const others = otherIds.length
      ? await db.selectFrom('listings').select(['id', 'title', 'status', 'purpose']).where('id', 'in', otherIds).execute()
      : [];
    const byId = new Map(others.map((o) => [o.id, o]));
    const phoneAccounts = Number(r.phone_accounts ?? 0);
    // Only for the few listings that share a phone: the rest of the page costs nothing more.
    const phoneListings = phoneAccounts > 0 && r.owner_phone && r.user_id !== null ? await listingsUnderPhone(db, r.owner_phone, r.user_id) : [];
    items.push({
      id: r.id,
      title: r.title,
      description: r.description,
      purpose: r.purpose,
      typeLabel: typeLabel(r.type),
      price: Number(r.price),
      sizeValue: Number(r.size_value),
      sizeUnit: r.size_unit,
      beds: r.beds,
      baths: r.baths,
      place: `${r.area_name}, ${r.city_name}`,
      owner: r.user_name ?? r.owner_name ?? r.user_email ?? 'Unknown owner',
      ownerListings: Number(r.owner_listings ?? 0),
      phoneAccounts,
      phoneListings,
      submittedAt: r.updated_at,
      createdAt: r.created_at,
      publishedAt: r.published_at,
      publishedPrice: r.published_price === null ? null : Number(r.published_price),
      openReports: Number(r.open_reports ?? 0),
      verified: fromFlag(r.verified),
      quality: parseJson<QualityReport | null>(r.quality, null),
      path: listingPath(r.purpose, r.id),
      images: own.map((i) => ({
        id: i.id,
        src: listingImageSrc(i.storage_key, 840),
        thumb: listingImageSrc(i.storage_key, 400),
        isCover: fromFlag(i.is_cover),
        rejectionReason: i.rejection_reason,
        duplicates: (matches.find((m) => m.imageId === i.id)?.listingIds ?? []).flatMap((id) => {
          const o = byId.get(id);
          return o ? [{ listingId: id, title: o.title, status: o.status, path: listingPath(o.purpose, id) }] : [];
        }),
      })),
    });
  }
  const last = rows.at(-1);
  const next = only === undefined && rows.length === limit && last ? { at: last.updated_at, id: last.id } : null;
  return { total, items, next };
}

export interface QueueReport {
  id: number;
  listingId: number;
  listingTitle: string;
  listingStatus: ListingStatus;
  listingPath: string;
  reason: string;
  reasonLabel: string;
  comments: string | null;
  reporter: string;
  createdAt: string;
  /** Open reports about the same listing, this one included. */
  sameListing: number;
}

export async function reportsQueue(db: Db, limit = 50): Promise<{ total: number; items: QueueReport[] }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('reports as r')
      .innerJoin('listings as l', 'l.id', 'r.listing_id')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select((eb) => [
        'r.id', 'r.listing_id', 'r.reason', 'r.comments', 'r.created_at', 'l.title', 'l.status', 'l.purpose', 'u.name', 'u.email',
        eb.selectFrom('reports as s').select((s) => s.fn.countAll<number>().as('n')).whereRef('s.listing_id', '=', 'r.listing_id').where('s.status', '=', 'open').as('same'),
      ])
      .where('r.status', '=', 'open')
      .orderBy('r.created_at', 'asc')
      .orderBy('r.id', 'asc')
      .limit(limit)
      .execute(),
    db.selectFrom('reports').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    items: rows.map((r) => ({
      id: r.id,
      listingId: r.listing_id,
      listingTitle: r.title,
      listingStatus: r.status,
      listingPath: listingPath(r.purpose, r.listing_id),
      reason: r.reason,
      reasonLabel: REPORT_REASONS.find((x) => x.id === r.reason)?.label ?? r.reason,
      comments: r.comments,
      reporter: r.name ?? r.email ?? 'A visitor',
      createdAt: r.created_at,
      sameListing: Number(r.same ?? 1),
    })),
  };
}
