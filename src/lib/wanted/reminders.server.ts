/**
 * Telling a Wanted request's poster that it is about to leave the lists, once, as its last week begins
 * (when it can first be kept open for longer, WANTED_RENEW_BEFORE_DAYS). Part of the expiry job's run:
 * one compare-and-set statement marks the requests this run reminds, so servers running the job at once
 * remind each request once; a request kept open gets a new open-until, and is reminded again before it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { settings } from '@/lib/config/settings.server';
import { log } from '@/lib/observability/log.server';
import { deliver } from '@/lib/notifications/channels.server';
import { wantedEndingNotice } from '@/lib/notifications/messages';
import { toInternationalPhone } from '@/lib/phone';
import { wantedRenewWindow } from './limits';
import { wantedHeadline } from './rules';

/** Marks open requests whose last week has begun and whose poster was not yet told of this open-until; answers their ids. */
export async function markWantedEnding(db: Kysely<Database>, now: Date = new Date()): Promise<number[]> {
  const rows = await db
    .updateTable('wanted_requests')
    .set((eb) => ({ reminded_until: eb.ref('open_until') }))
    .where('status', '=', 'open')
    .where('open_until', '>', now.toISOString())
    .where('open_until', '<=', wantedRenewWindow(now).upTo)
    .where((eb) => eb.or([eb('reminded_until', 'is', null), eb('reminded_until', '<>', eb.ref('open_until'))]))
    .returning('id')
    .execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Sends the poster of request `id` the reminder; answers where it went (null: nowhere). Never throws. */
export async function notifyWantedEnding(db: Kysely<Database>, id: number): Promise<string | null> {
  try {
    const row = await db
      .selectFrom('wanted_requests as w')
      .innerJoin('cities as c', 'c.id', 'w.city_id')
      .leftJoin('areas as a', 'a.id', 'w.area_id')
      .leftJoin('users as u', 'u.id', 'w.user_id')
      .select(['w.id', 'w.purpose', 'w.category', 'w.type', 'w.city_id', 'w.open_until', 'w.phone', 'c.name as city_name', 'a.name as area_name', 'u.phone as user_phone', 'u.email as user_email'])
      .where('w.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const headline = wantedHeadline({ purpose: row.purpose, category: row.category, type: row.type, areaName: row.area_name, cityName: row.city_name });
    const notice = wantedEndingNotice({ id: row.id, headline, openUntil: row.open_until }, settings().PUBLIC_SITE_URL);
    const phone = row.user_phone ? toInternationalPhone(row.user_phone) : row.phone;
    const to = await deliver({ phone, email: row.user_email }, notice);
    log.info({ wantedId: id, to }, 'wanted poster reminded');
    return to;
  } catch (error) {
    log.warn({ wantedId: id, err: error instanceof Error ? error.message : String(error) }, 'wanted reminder not sent');
    return null;
  }
}
