/**
 * Listings as small cards (the liked-properties page, nearby properties, the recently viewed): the few
 * columns a card shows, with the cover picture, in one query.
 */
import { sql, type Kysely } from 'kysely';
import { fromFlag, PUBLISHED, type Database } from '@/lib/db';
import { formatSize, type SizeUnitId } from '@/lib/money/units';
import { publicImageSrc } from '@/lib/media/public.server';
import { listedAt, listingPath, typeLabel, type ListingPurpose } from './rules';

export interface ListingCard {
  id: number;
  purpose: ListingPurpose;
  title: string;
  typeLabel: string;
  price: number;
  /** The price before its latest cut, and when that cut was published (docs/decisions/086). */
  priceCutFrom: number | null;
  priceCutAt: string | null;
  sizeText: string;
  beds: number | null;
  baths: number | null;
  areaName: string;
  cityName: string;
  cover: string | null;
  verified: boolean;
  createdAt: string;
  /** When it went on the market (see `listedAt`): what 'Added …' reads. */
  listedAt: string;
  lat: number | null;
  lng: number | null;
  path: string;
}

/** The card columns of `listings as l`, with its city, area and cover picture. */
export function selectCards(db: Kysely<Database>) {
  return db
    .selectFrom('listings as l')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .innerJoin('areas as a', 'a.id', 'l.area_id')
    .select([
      'l.id', 'l.purpose', 'l.title', 'l.type', 'l.price', 'l.size_value', 'l.size_unit', 'l.beds', 'l.baths',
      'l.verified', 'l.created_at', 'l.published_at', 'l.lat', 'l.lng', 'l.price_cut_from', 'l.price_cut_at', 'c.name as city_name', 'a.name as area_name',
      coverKey(db, 'l.id').as('cover_key'),
    ]);
}

/**
 * The picture a card shows for the listing `listingId` names (the outer query's id column): the first
 * picture not refused, the chosen cover first, then by position. One index entry of listing_images_cover
 * (migration 0010), which holds exactly these pictures in this order.
 */
export function coverKey(db: Kysely<Database>, listingId: 'l.id' | 'listings.id') {
  return db
    .selectFrom('listing_images as cover')
    .select('cover.storage_key')
    .where('cover.listing_id', '=', sql.ref<number>(listingId))
    .where('cover.rejection_reason', 'is', null)
    .orderBy('cover.is_cover', 'desc')
    .orderBy('cover.position')
    .limit(1);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

export function toCard(row: CardRow): ListingCard {
  return {
    id: row.id,
    purpose: row.purpose,
    title: row.title,
    typeLabel: typeLabel(row.type),
    price: Number(row.price),
    priceCutFrom: row.price_cut_from === null ? null : Number(row.price_cut_from),
    priceCutAt: row.price_cut_at,
    sizeText: formatSize(Number(row.size_value), row.size_unit as SizeUnitId),
    beds: row.beds,
    baths: row.baths,
    areaName: row.area_name,
    cityName: row.city_name,
    cover: row.cover_key ? publicImageSrc(row.cover_key, 400) : null,
    verified: fromFlag(row.verified),
    createdAt: row.created_at,
    listedAt: listedAt(row),
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    path: listingPath(row.purpose, row.id),
  };
}

/**
 * The cards of the published listings among `ids`, in the order asked (GET /api/data/property/cards):
 * an id that is not a published listing, one sold or taken down since a visitor saw it, is left out.
 */
export async function publishedCards(db: Kysely<Database>, ids: readonly number[]): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectCards(db).where('l.id', 'in', [...ids]).where('l.status', '=', PUBLISHED).execute();
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}
