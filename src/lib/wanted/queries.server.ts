/** Wanted requests and the published listings that match them. Every function takes the database first. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '@/lib/db';
import { nowIso, PUBLISHED } from '@/lib/db';
import { toSquareFeet } from '@/lib/money/units';
import { STUDIO_BEDS } from '@/lib/constants';
import type { WantedCard, WantedRequest } from './schema';
import { wantedOpenUntil, wantedRenewableFrom, wantedRenewal, wantedRenewWindow } from './limits';

/** Counting every match of a broad request is not worth it; the page says '50+'. */
export const MATCH_COUNT_CAP = 50;

export async function createWantedRequest(db: Kysely<Database>, request: WantedRequest, userId: number | null): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('wanted_requests')
    .values({
      user_id: userId,
      name: request.name,
      phone: request.phone,
      email: request.email ?? null,
      purpose: request.purpose,
      category: request.category,
      type: request.type ?? null,
      city_id: request.cityId,
      area_id: request.areaId ?? null,
      min_price: request.minPrice ?? null,
      max_price: request.maxPrice ?? null,
      min_size_sqft: request.minSize === undefined ? null : toSquareFeet(request.minSize, request.sizeUnit),
      max_size_sqft: request.maxSize === undefined ? null : toSquareFeet(request.maxSize, request.sizeUnit),
      beds: request.beds ?? null,
      message: request.message || null,
      status: 'open',
      created_at: now,
      open_until: wantedOpenUntil(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether an area belongs to a city (a request's area must be in its city). */
export async function areaInCity(db: Kysely<Database>, areaId: number, cityId: number): Promise<boolean> {
  return (await db.selectFrom('areas').select('id').where('id', '=', areaId).where('city_id', '=', cityId).executeTakeFirst()) !== undefined;
}

export async function cityExists(db: Kysely<Database>, cityId: number): Promise<boolean> {
  return (await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst()) !== undefined;
}

/** Cities that have open requests (not expired), with how many, in the cities' order (index wanted_open_until). */
export async function wantedCities(db: Kysely<Database>, now: Date = new Date()) {
  const rows = await db
    .selectFrom('wanted_requests as w')
    .innerJoin('cities as c', 'c.id', 'w.city_id')
    .select((eb) => ['c.id', 'c.name', 'c.slug', eb.fn.countAll<number>().as('n')])
    .where('w.status', '=', 'open')
    .where('w.open_until', '>', now.toISOString())
    .groupBy(['c.id', 'c.name', 'c.slug', 'c.position'])
    .orderBy('c.position')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, requests: Number(r.n) }));
}

/** What a request asks for: the columns its matching listings are found by. */
type RequestRow = Pick<Selectable<Database['wanted_requests']>, 'purpose' | 'category' | 'type' | 'city_id' | 'area_id' | 'min_price' | 'max_price' | 'min_size_sqft' | 'max_size_sqft' | 'beds'>;

/** Published listings that meet a request: same purpose, place, category and type, within budget and size, enough beds. */
function matchingListings(db: Kysely<Database>, w: RequestRow) {
  let q = db
    .selectFrom('listings')
    .where('status', '=', PUBLISHED)
    .where(w.area_id ? 'area_id' : 'city_id', '=', w.area_id ?? w.city_id)
    .where('purpose', '=', w.purpose)
    .where('category', '=', w.category);
  if (w.type) q = q.where('type', '=', w.type);
  if (w.min_price !== null) q = q.where('price', '>=', w.min_price);
  if (w.max_price !== null) q = q.where('price', '<=', w.max_price);
  if (w.min_size_sqft !== null) q = q.where('size_sqft', '>=', w.min_size_sqft);
  if (w.max_size_sqft !== null) q = q.where('size_sqft', '<=', w.max_size_sqft);
  // At least so many beds; a studio is a studio (-1 would otherwise match every home).
  if (w.beds !== null) q = w.beds === STUDIO_BEDS ? q.where('beds', '=', STUDIO_BEDS) : q.where('beds', '>=', w.beds);
  return q;
}

/**
 * The newest matches of a request, up to MATCH_COUNT_CAP, in one read: how many there are is the count the
 * card shows ('50+' at the cap), and the first `limit` are its listings. Counted in a query of its own, the
 * same index was walked twice for every request of the page.
 */
export async function matchesFor(db: Kysely<Database>, w: RequestRow, limit = 3): Promise<{ ids: number[]; count: number }> {
  const rows = await matchingListings(db, w).select('id').orderBy('published_at', 'desc').orderBy('id', 'desc').limit(MATCH_COUNT_CAP).execute();
  return { ids: rows.slice(0, limit).map((r) => r.id), count: rows.length };
}

/**
 * Closes a request its poster no longer needs: it leaves the lists, and its phone number with it.
 * Answers false when the person has no such open request (someone else's, or closed already).
 */
export async function closeWantedRequest(db: Kysely<Database>, id: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('wanted_requests')
    .set({ status: 'closed' })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** True when `id` is a request of `userId` that is closed (the page's word after closing one without script). */
export async function closedBy(db: Kysely<Database>, id: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('wanted_requests').select('id').where('id', '=', id).where('user_id', '=', userId).where('status', '=', 'closed').executeTakeFirst();
  return row !== undefined;
}

/** A city's open requests not yet expired (index wanted_city_until: status, city_id, open_until, id). */
export function openRequestsOfCity(db: Kysely<Database>, cityId: number, now: Date = new Date()) {
  return db.selectFrom('wanted_requests as w').where('w.city_id', '=', cityId).where('w.status', '=', 'open').where('w.open_until', '>', now.toISOString());
}

/**
 * Where an open request is listed: its city, and the page of that city's list it is on (listWanted's
 * order), so a link to one request opens at it. The poster's reminder links there, and a request in its
 * last week is the one that sorts last. Null when the request is not open. Served by wanted_city_until.
 */
export async function wantedPlace(db: Kysely<Database>, id: number, pageSize: number, now: Date = new Date()): Promise<{ cityId: number; page: number } | null> {
  const row = await db
    .selectFrom('wanted_requests')
    .select(['city_id', 'open_until'])
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('open_until', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const ahead = await requestsAhead(db, row.city_id, { openUntil: row.open_until, id }, now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return { cityId: row.city_id, page: Math.floor(Number(ahead?.n ?? 0) / pageSize) + 1 };
}

/** The open requests listed before one in its city's list: a range of wanted_city_until. */
export function requestsAhead(db: Kysely<Database>, cityId: number, of: { openUntil: string; id: number }, now: Date = new Date()) {
  return openRequestsOfCity(db, cityId, now).where((eb) => eb(eb.refTuple('w.open_until', 'w.id'), '>', eb.tuple(of.openUntil, of.id)));
}

/**
 * One page of a city's open requests, each with its matches; `viewerId` marks the viewer's own. The most
 * recently posted or kept open come first (the latest open-until): a request its poster has just kept
 * open is a search still on, and they see it where they left it. A request past its open-until is left
 * out by date, so it goes at the moment it expires even before the expiry job marks it (index
 * wanted_city_until: status, city, open_until, id, which also gives the order).
 */
export async function listWanted(
  db: Kysely<Database>,
  cityId: number,
  page: number,
  pageSize: number,
  showContacts: boolean,
  viewerId: number | null = null,
  now: Date = new Date(),
) {
  const base = openRequestsOfCity(db, cityId, now);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await base
    .innerJoin('cities as c', 'c.id', 'w.city_id')
    .leftJoin('areas as a', 'a.id', 'w.area_id')
    .selectAll('w')
    .select(['c.name as city_name', 'a.name as area_name'])
    .orderBy('w.open_until', 'desc')
    .orderBy('w.id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  const requests: WantedCard[] = await Promise.all(
    rows.map(async (r) => {
      const matches = await matchesFor(db, r);
      return {
        id: r.id,
        name: r.name,
        phone: showContacts ? r.phone : null,
        purpose: r.purpose,
        category: r.category,
        type: r.type,
        cityId: r.city_id,
        cityName: r.city_name,
        areaId: r.area_id,
        areaName: r.area_name,
        minPrice: r.min_price === null ? null : Number(r.min_price),
        maxPrice: r.max_price === null ? null : Number(r.max_price),
        minSizeSqft: r.min_size_sqft,
        maxSizeSqft: r.max_size_sqft,
        beds: r.beds,
        message: r.message,
        createdAt: r.created_at,
        renewedAt: r.renewed_at,
        expiresAt: r.open_until,
        matchIds: matches.ids,
        matchCount: matches.count,
        mine: viewerId !== null && r.user_id === viewerId,
      };
    }),
  );
  return { requests, total, page: current, pageCount, pageSize };
}

/**
 * Marks open requests past their open-until as expired: the lists already leave them out by date, and
 * this makes the row say so. One compare-and-set statement, so servers running the job at once each
 * change a request once, and one kept open meanwhile is not touched (index wanted_open_until: status,
 * open_until). Answers the ids this call changed.
 */
export async function expireWantedRequests(db: Kysely<Database>, now: Date = new Date()): Promise<number[]> {
  const rows = await expireWantedStatement(db, now).execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export function expireWantedStatement(db: Kysely<Database>, now: Date = new Date()) {
  return db.updateTable('wanted_requests').set({ status: 'expired' }).where('status', '=', 'open').where('open_until', '<=', now.toISOString()).returning('id');
}

/**
 * A person's own requests that expired in the last WANTED_EXPIRED_KEPT_DAYS (whether or not the job has
 * marked them yet), the latest to expire first, so the Wanted page can tell them theirs is no longer
 * shown and offer to keep it open. Ones they closed themselves are not listed: they know. Index
 * wanted_user_until: user, status, open_until.
 */
export async function expiredWantedOf(db: Kysely<Database>, userId: number, now: Date = new Date(), limit = 5) {
  const rows = await expiredWantedQuery(db, userId, now, limit).execute();
  return rows.map((r) => ({
    id: r.id,
    purpose: r.purpose,
    category: r.category,
    type: r.type,
    cityName: r.city_name,
    areaName: r.area_name,
    createdAt: r.created_at,
    expiresAt: r.open_until,
  }));
}

export function expiredWantedQuery(db: Kysely<Database>, userId: number, now: Date = new Date(), limit = 5) {
  const { after } = wantedRenewWindow(now);
  return db
    .selectFrom('wanted_requests as w')
    .innerJoin('cities as c', 'c.id', 'w.city_id')
    .leftJoin('areas as a', 'a.id', 'w.area_id')
    .select(['w.id', 'w.purpose', 'w.category', 'w.type', 'w.created_at', 'w.open_until', 'c.name as city_name', 'a.name as area_name'])
    .where('w.user_id', '=', userId)
    .where('w.status', 'in', ['open', 'expired'])
    .where('w.open_until', '<=', now.toISOString())
    .where('w.open_until', '>', after)
    .orderBy('w.open_until', 'desc')
    .limit(limit);
}

export type RenewOutcome =
  | { kind: 'renewed'; id: number; cityId: number; openUntil: string }
  | { kind: 'not-found' }
  | { kind: 'closed' }
  | { kind: 'too-early'; openUntil: string; from: string }
  | { kind: 'too-late' };

/**
 * Keeps one of a person's requests open for another WANTED_OPEN_DAYS from `now`, open again if it had
 * expired, when wantedRenewal allows it (its last week, or expired within WANTED_EXPIRED_KEPT_DAYS).
 * One compare-and-set statement over the same window, so two clicks, or a click and the expiry job,
 * change it once; when it changes nothing, the row says why. Someone else's request is 'not-found'.
 */
export async function renewWantedRequest(db: Kysely<Database>, id: number, userId: number, now: Date = new Date()): Promise<RenewOutcome> {
  const window = wantedRenewWindow(now);
  const renewed = await db
    .updateTable('wanted_requests')
    .set({ status: 'open', open_until: wantedOpenUntil(now), renewed_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', 'in', ['open', 'expired'])
    .where('open_until', '<=', window.upTo)
    .where('open_until', '>', window.after)
    .returning(['id', 'city_id', 'open_until'])
    .executeTakeFirst();
  if (renewed) return { kind: 'renewed', id: renewed.id, cityId: renewed.city_id, openUntil: renewed.open_until };
  const row = await db.selectFrom('wanted_requests').select(['status', 'open_until']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { kind: 'not-found' };
  if (row.status === 'closed') return { kind: 'closed' };
  if (wantedRenewal(row.open_until, now).kind === 'too-late') return { kind: 'too-late' };
  // Too early, or another click kept it open between the two statements, which makes it too early now.
  return { kind: 'too-early', openUntil: row.open_until, from: wantedRenewableFrom(row.open_until) };
}
