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
import { ownerNotice, type OwnerEvent } from './messages';
import { deliver } from './channels.server';

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
