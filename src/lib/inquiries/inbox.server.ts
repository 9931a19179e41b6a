/**
 * The inquiries about all of a person's listings (docs/decisions/097): a page of them, the lot as a
 * spreadsheet, and marking them read. A listing's own inquiries stay in My Properties (manage-insights).
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import type { OwnerInquiry } from '@/lib/listings/manage-insights.server';
import type { InquiryRow } from './csv';
import type { InboxShow, InquiryListing } from './inbox';
import { INBOX_CSV_MAX_ROWS } from './inbox';

type Db = Kysely<Database>;

/** An inquiry as a listing's own list shows it, with the listing it is about. */
export interface InboxItem extends OwnerInquiry {
  listing: InquiryListing;
}

/** The person's listings' inquiries, newest first; unread only when asked. */
function ownInquiries(db: Db, userId: number, show: InboxShow) {
  let query = db
    .selectFrom('inquiries as i')
    .innerJoin('listings as l', 'l.id', 'i.listing_id')
    .where('l.user_id', '=', userId);
  if (show === 'unread') query = query.where('i.seen_at', 'is', null);
  return query;
}

/** How many inquiries the person has, and how many of them are unread. */
export async function inboxCounts(db: Db, userId: number): Promise<{ total: number; unread: number }> {
  const row = await ownInquiries(db, userId, 'all')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>(eb.case().when('i.seen_at', 'is', null).then(1).end()).as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/** One page of inquiries, with the listing each is about. */
export async function inboxPage(db: Db, userId: number, show: InboxShow, page: number, pageSize: number): Promise<InboxItem[]> {
  const rows = await ownInquiries(db, userId, show)
    .select(['i.id', 'i.name', 'i.email', 'i.phone', 'i.message', 'i.created_at', 'i.seen_at', 'l.id as listing_id', 'l.title', 'l.purpose', 'l.status'])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map((r) => ({
    id: r.id, name: r.name, email: r.email, phone: r.phone, message: r.message, createdAt: r.created_at, seenAt: r.seen_at,
    listing: { id: r.listing_id, title: r.title, purpose: r.purpose, status: r.status },
  }));
}

/** Every inquiry (up to INBOX_CSV_MAX_ROWS, the newest) as the spreadsheet's rows. */
export async function inboxExport(db: Db, userId: number): Promise<InquiryRow[]> {
  const rows = await ownInquiries(db, userId, 'all')
    .select(['i.name', 'i.email', 'i.phone', 'i.message', 'i.created_at', 'i.seen_at', 'l.id as listing_id', 'l.title'])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(INBOX_CSV_MAX_ROWS)
    .execute();
  return rows.map((r) => ({
    createdAt: r.created_at, seenAt: r.seen_at, listingId: r.listing_id, title: r.title, name: r.name, phone: r.phone, email: r.email, message: r.message,
  }));
}

/**
 * Marks every unread inquiry about the person's listings as read now, up to those that had arrived by
 * `until` (the page the person was reading was drawn then: one that came in since stays new). Earlier read
 * times are kept, as when a listing's inquiries are opened.
 */
export async function markAllSeen(db: Db, userId: number, until: string, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('inquiries')
    .set({ seen_at: now.toISOString() })
    .where('seen_at', 'is', null)
    .where('created_at', '<=', until)
    .where('listing_id', 'in', (eb) => eb.selectFrom('listings').select('id').where('user_id', '=', userId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
