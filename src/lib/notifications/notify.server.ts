/**
 * Telling owners what happened to their listings. A notice never fails the action that caused it:
 * the action has happened; a gateway that is down is logged and the owner still sees the news in
 * My Properties.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { settings } from '@/lib/config/settings.server';
import { log } from '@/lib/observability/log.server';
import { toInternationalPhone } from '@/lib/phone';
import { formatPrice } from '@/lib/money/price';
import { listingPath } from '@/lib/listings/rules';
import { shownPriceCut } from '@/lib/listings/price-history';
import { likedPriceCutNotice, ownerNotice, type OwnerEvent } from './messages';
import { deliver, deliverFollowed } from './channels.server';

/** Sends the owner of a listing the notice for `event`; answers where it went (null: nowhere). */
export async function notifyOwner(db: Kysely<Database>, listingId: number, event: OwnerEvent): Promise<string | null> {
  try {
    const row = await db
      .selectFrom('listings as l')
      .leftJoin('users as u', 'u.id', 'l.user_id')
      .select(['l.id', 'l.title', 'l.expires_at', 'l.owner_code', 'l.owner_phone', 'u.phone as user_phone', 'u.email as user_email'])
      .where('l.id', '=', listingId)
      .executeTakeFirst();
    if (!row) return null;
    const listingPhone = row.owner_phone ? toInternationalPhone(`${row.owner_code}${row.owner_phone.replace(/^0/, '')}`) : null;
    const notice = ownerNotice(event, { id: row.id, title: row.title, expiresAt: row.expires_at }, settings().PUBLIC_SITE_URL);
    const to = await deliver({ phone: row.user_phone ?? listingPhone, email: row.user_email }, notice);
    log.info({ listingId, event, to }, 'owner notified');
    return to;
  } catch (error) {
    log.warn({ listingId, event, err: error instanceof Error ? error.message : String(error) }, 'owner notice not sent');
    return null;
  }
}

/** For the inquiry endpoint: tells the owner a new inquiry arrived about their listing. */
export function notifyInquiry(db: Kysely<Database>, listingId: number): Promise<string | null> {
  return notifyOwner(db, listingId, 'inquiry');
}

/** At most this many people are told of one cut; a listing liked by more is rare, and they see it on their liked page. */
const CUT_NOTICES_MAX = 500;

/**
 * Tells the people who liked listing `listingId` that it went on the market at a lower price at `at`
 * (docs/decisions/086): those who have not turned these notices off, never its owner, by e-mail where they
 * have one and otherwise by a phone they verified. Does nothing unless the cut was made at `at`, so callers
 * call it after every publication. Never throws: the publication has happened; answers how many were told.
 */
export async function notifyLikersOfCut(db: Kysely<Database>, listingId: number, at: string): Promise<number> {
  let told = 0;
  try {
    const listing = await db
      .selectFrom('listings')
      .select(['id', 'purpose', 'title', 'price', 'price_cut_from', 'price_cut_at', 'user_id'])
      .where('id', '=', listingId)
      .where('price_cut_at', '=', at)
      .executeTakeFirst();
    if (!listing) return 0;
    const price = Number(listing.price);
    const cut = shownPriceCut({ price, priceCutFrom: listing.price_cut_from === null ? null : Number(listing.price_cut_from), priceCutAt: listing.price_cut_at }, Date.parse(at));
    if (!cut) return 0;
    const likers = await db
      .selectFrom('listing_likes as k')
      .innerJoin('users as u', 'u.id', 'k.user_id')
      .select(['u.id', 'u.email', 'u.phone', 'u.phone_verified'])
      .where('k.listing_id', '=', listingId)
      .where('u.price_cut_notices', '=', 1)
      .where('u.id', '!=', listing.user_id ?? 0)
      .orderBy('k.created_at')
      .limit(CUT_NOTICES_MAX)
      .execute();
    const notice = likedPriceCutNotice(
      { title: listing.title, path: listingPath(listing.purpose, listing.id), priceText: formatPrice(price), percent: cut.percent },
      settings().PUBLIC_SITE_URL,
    );
    // One at a time: a gateway is not flooded, and one person's failure does not stop the rest.
    for (const liker of likers) {
      try {
        if (await deliverFollowed(liker, notice)) told += 1;
      } catch (error) {
        log.warn({ listingId, userId: liker.id, err: error instanceof Error ? error.message : String(error) }, 'price cut notice not sent');
      }
    }
    log.info({ listingId, told }, 'likers told of a price cut');
  } catch (error) {
    log.warn({ listingId, err: error instanceof Error ? error.message : String(error) }, 'price cut notices not sent');
  }
  return told;
}
