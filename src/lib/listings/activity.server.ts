/**
 * What visitors do on a listing: look at it (counted once per visitor per day), reveal the phone,
 * send an inquiry, report it. Each counts into listing_daily_stats for the owner's tracking details.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { nowIso, toIsoDay, type Database } from '@/lib/db';
import { HttpError } from '@/lib/http/problem';
import { toInternationalPhone } from '@/lib/phone';
import { contactMessages, listingNotFound } from './messages';
import { canSeeListing } from './viewer.server';
import type { InquiryValues, ReportValues } from './schema';

type Counter = 'views' | 'contacts' | 'inquiries';

async function count(db: Kysely<Database>, listingId: number, column: Counter, day: string) {
  await db
    .insertInto('listing_daily_stats')
    .values({ listing_id: listingId, day, [column]: 1 })
    .onConflict((oc) => oc.columns(['listing_id', 'day']).doUpdateSet({ [column]: sql`listing_daily_stats.${sql.ref(column)} + 1` }))
    .execute();
}

/** The listing if the viewer may see it, else a 404. */
async function seenListing(db: Kysely<Database>, listingId: number, viewerId: number | null) {
  const listing = await db
    .selectFrom('listings as l')
    .leftJoin('agencies as g', 'g.id', 'l.agency_id')
    .select(['l.id', 'l.status', 'l.user_id', 'l.owner_phone', 'l.owner_code', 'l.owner_name', 'g.phone as agency_phone', 'g.name as agency_name'])
    .where('l.id', '=', listingId)
    .executeTakeFirst();
  if (!listing || !canSeeListing(listing, viewerId)) throw new HttpError(404, listingNotFound);
  return listing;
}

/**
 * Who is looking, as a key that never holds an address or cookie in the clear: a signed-in user by
 * their users.id, a visitor by a hash of their visitor cookie.
 */
export function viewerKey(userId: number | null, visitorId: string): string {
  if (userId !== null) return `u:${userId}`;
  return `v:${createHash('sha256').update(visitorId).digest('hex').slice(0, 32)}`;
}

/** Counts a view unless this viewer already looked at this listing today; answers whether it counted. */
export async function recordView(db: Kysely<Database>, listingId: number, key: string, viewerId: number | null, now = new Date()): Promise<boolean> {
  const listing = await seenListing(db, listingId, viewerId);
  // The owner checking their own listing is not interest from the market.
  if (viewerId !== null && listing.user_id === viewerId) return false;
  const day = toIsoDay(now);
  return db.transaction().execute(async (trx) => {
    const mark = await trx
      .insertInto('listing_view_marks')
      .values({ listing_id: listingId, viewer_key: key, day })
      .onConflict((oc) => oc.columns(['listing_id', 'viewer_key', 'day']).doNothing())
      .executeTakeFirst();
    if (Number(mark.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await count(trx, listingId, 'views', day);
    return true;
  });
}

export interface ContactDetails {
  name: string | null;
  phone: string;
}

/** The phone number to call about a listing (the agency's when an agency lists it), counted. */
export async function revealContact(db: Kysely<Database>, listingId: number, viewerId: number | null): Promise<ContactDetails> {
  const listing = await seenListing(db, listingId, viewerId);
  const raw = listing.agency_phone || (listing.owner_phone ? `${listing.owner_code}${listing.owner_phone.replace(/^0/, '')}` : null);
  if (!raw) throw new HttpError(404, contactMessages.noPhone);
  await count(db, listingId, 'contacts', toIsoDay());
  return { name: listing.agency_name ?? listing.owner_name, phone: toInternationalPhone(raw) };
}

/** Stores an inquiry for the owner to read under 'inquiries' and counts it. */
export async function createInquiry(db: Kysely<Database>, values: InquiryValues, userId: number | null): Promise<{ id: number }> {
  await seenListing(db, values.propertyId, userId);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('inquiries')
      .values({
        listing_id: values.propertyId,
        project_id: null,
        user_id: userId,
        name: values.name,
        email: values.email,
        phone: `+92${values.phone}`,
        message: values.message,
        created_at: nowIso(),
        seen_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await count(trx, values.propertyId, 'inquiries', toIsoDay());
    return { id: row.id };
  });
}

/** Files a report for the moderators' queue. */
export async function createReport(db: Kysely<Database>, values: ReportValues, userId: number | null): Promise<{ id: number }> {
  await seenListing(db, values.propertyId, userId);
  const row = await db
    .insertInto('reports')
    .values({ listing_id: values.propertyId, user_id: userId, reason: values.reason, comments: values.comments, created_at: nowIso(), resolved_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}
