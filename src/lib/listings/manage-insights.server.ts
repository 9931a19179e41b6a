/**
 * What an owner learns about their listing: interest per day (views, phone reveals, inquiries,
 * likes) and the inquiries themselves, with when they were first read.
 */
import type { Kysely } from 'kysely';
import { toIsoDay, type Database } from '@/lib/db';
import { toInternationalPhone } from '@/lib/phone';
import { ownedListing } from './manage.server';
import { fillDays, type DayStats, type Tracking } from './manage-tracking';

type Db = Kysely<Database>;

/** The listing's numbers per day from the day it was created to today (or its removal), with totals. */
export async function trackingDetails(db: Db, userId: number, listingId: number, now = new Date()): Promise<Tracking> {
  await ownedListing(db, userId, listingId);
  const listing = await db
    .selectFrom('listings')
    .select(['created_at', 'published_at', 'removed_at', 'status'])
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('listing_daily_stats')
    .select(['day', 'views', 'contacts', 'inquiries', 'likes'])
    .where('listing_id', '=', listingId)
    .orderBy('day')
    .execute();
  const stats: DayStats[] = rows.map((r) => ({
    day: r.day,
    views: Number(r.views),
    contacts: Number(r.contacts),
    inquiries: Number(r.inquiries),
    likes: Number(r.likes),
  }));
  const from = toIsoDay(new Date(listing.created_at));
  const to = listing.status === 'removed' && listing.removed_at ? toIsoDay(new Date(listing.removed_at)) : toIsoDay(now);
  return { propertyId: listingId, ...fillDays(stats, from, to) };
}

export interface OwnerInquiry {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  createdAt: string;
  seenAt: string | null;
}

/** The inquiries about a listing: unread first, then newest first. */
export async function listingInquiries(db: Db, userId: number, listingId: number): Promise<{ propertyId: number; unread: number; items: OwnerInquiry[] }> {
  await ownedListing(db, userId, listingId);
  const rows = await db
    .selectFrom('inquiries')
    .select(['id', 'name', 'email', 'phone', 'message', 'created_at', 'seen_at'])
    .where('listing_id', '=', listingId)
    .orderBy((eb) => eb.case().when('seen_at', 'is', null).then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  const items = rows.map((r) => ({
    id: r.id, name: r.name, email: r.email, phone: r.phone, message: r.message, createdAt: r.created_at, seenAt: r.seen_at,
  }));
  return { propertyId: listingId, unread: items.filter((i) => i.seenAt === null).length, items };
}

/**
 * Records when the owner first read the inquiries from one phone number about a listing. Earlier
 * seen times are kept: it answers when they were first read, not last.
 */
export async function markInquiriesSeen(db: Db, userId: number, listingId: number, phone: string, now = new Date()) {
  await ownedListing(db, userId, listingId);
  const seenAt = now.toISOString();
  const result = await db
    .updateTable('inquiries')
    .set({ seen_at: seenAt })
    .where('listing_id', '=', listingId)
    .where('phone', 'in', [...new Set([phone.trim(), toInternationalPhone(phone)])])
    .where('seen_at', 'is', null)
    .executeTakeFirst();
  return { propertyId: listingId, phone: toInternationalPhone(phone), seen: Number(result.numUpdatedRows), seenAt };
}
