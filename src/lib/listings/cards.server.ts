/**
 * Listings as small cards (the liked-properties page, nearby properties): the few columns a card
 * shows, with the cover picture, in one query.
 */
import type { Kysely } from 'kysely';
import { fromFlag, type Database } from '@/lib/db';
import { formatSize, type SizeUnitId } from '@/lib/money/units';
import { publicImageSrc } from '@/lib/media/public.server';
import { listedAt, listingPath, typeLabel, type ListingPurpose } from './rules';

export interface ListingCard {
  id: number;
  purpose: ListingPurpose;
  title: string;
  typeLabel: string;
  price: number;
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
    .select((eb) => [
      'l.id', 'l.purpose', 'l.title', 'l.type', 'l.price', 'l.size_value', 'l.size_unit', 'l.beds', 'l.baths',
      'l.verified', 'l.created_at', 'l.published_at', 'l.lat', 'l.lng', 'c.name as city_name', 'a.name as area_name',
      eb
        .selectFrom('listing_images as i')
        .select('i.storage_key')
        .whereRef('i.listing_id', '=', 'l.id')
        .where('i.rejection_reason', 'is', null)
        .orderBy('i.is_cover', 'desc')
        .orderBy('i.position')
        .limit(1)
        .as('cover_key'),
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

export function toCard(row: CardRow): ListingCard {
  return {
    id: row.id,
    purpose: row.purpose,
    title: row.title,
    typeLabel: typeLabel(row.type),
    price: Number(row.price),
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
