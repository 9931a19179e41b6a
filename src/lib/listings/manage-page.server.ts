/**
 * What the My Properties page shows beside each listing of a tab: the moderator's open feedback
 * and the inquiries (unread first), read for the whole page in three queries.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, FeedbackKind, FeedbackStatus, ImageRejection } from '@/lib/db';
import { listingImageSrc } from './rules';
import type { OwnerInquiry } from './manage-insights.server';

/** How many of a listing's inquiries its card lists (unread first, then newest); the rest are counted. */
export const INQUIRIES_PER_CARD = 20;

export interface OwnerFeedback {
  kind: FeedbackKind;
  status: FeedbackStatus;
  message: string;
  createdAt: string;
}

export interface RejectedImage {
  id: number;
  thumb: string;
  reason: ImageRejection;
}

export interface ListingExtras {
  feedback: OwnerFeedback[];
  rejectedImages: RejectedImage[];
  inquiries: OwnerInquiry[];
}

/** Feedback, rejected pictures and inquiries for the owner's listings `ids` (already known to be theirs). */
export async function listingExtras(db: Kysely<Database>, userId: number, ids: readonly number[]): Promise<Map<number, ListingExtras>> {
  const out = new Map<number, ListingExtras>(ids.map((id) => [id, { feedback: [], rejectedImages: [], inquiries: [] }]));
  if (ids.length === 0) return out;
  const owned = db.selectFrom('listings').select('id').where('user_id', '=', userId).where('id', 'in', [...ids]);
  const [feedback, images, inquiries] = await Promise.all([
    db
      .selectFrom('listing_feedback')
      .select(['listing_id', 'kind', 'status', 'message', 'created_at'])
      .where('listing_id', 'in', owned)
      .where('resolved_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('listing_images')
      .select(['id', 'listing_id', 'storage_key', 'rejection_reason'])
      .where('listing_id', 'in', owned)
      .where('rejection_reason', 'is not', null)
      .execute(),
    // The newest (unread first) few of each listing: one listing with hundreds of inquiries must not
    // crowd out the others on the page, and a card shows the same list whatever else the page holds.
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('inquiries')
          .select(['id', 'listing_id', 'name', 'email', 'phone', 'message', 'created_at', 'seen_at'])
          .select(sql<number>`row_number() over (partition by listing_id order by case when seen_at is null then 0 else 1 end, created_at desc, id desc)`.as('rank'))
          .where('listing_id', 'in', owned)
          .as('q'),
      )
      .selectAll()
      .where('rank', '<=', INQUIRIES_PER_CARD)
      .orderBy('rank')
      .execute(),
  ]);
  for (const f of feedback) out.get(f.listing_id)?.feedback.push({ kind: f.kind, status: f.status, message: f.message, createdAt: f.created_at });
  for (const i of images) {
    if (i.listing_id !== null && i.rejection_reason) {
      out.get(i.listing_id)?.rejectedImages.push({ id: i.id, thumb: listingImageSrc(i.storage_key, 400), reason: i.rejection_reason });
    }
  }
  for (const q of inquiries) {
    out.get(q.listing_id!)?.inquiries.push({
      id: q.id, name: q.name, email: q.email, phone: q.phone, message: q.message, createdAt: q.created_at, seenAt: q.seen_at,
    });
  }
  return out;
}
