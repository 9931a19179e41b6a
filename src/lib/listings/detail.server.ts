/**
 * Everything the listing detail page shows, loaded in a few queries, and the page's outcome:
 * found, not found (a listing not published is 'not found' for everyone but its owner) or moved
 * (the URL named the other purpose).
 */
import type { Kysely } from 'kysely';
import { fromFlag, type Database, type ListingStatus } from '@/lib/db';
import { fixedQuery } from '@/lib/db/fixed-query';
import type { SessionUser } from '@/lib/accounts/types';
import { areaGuidePath } from '@/lib/guides/paths';
import type { SizeUnitId } from '@/lib/money/units';
import { formatSize } from '@/lib/money/units';
import { formatOrdinalDate } from '@/lib/text/dates';
import { publicImageSrc } from '@/lib/media/public.server';
import { describeAvailability, groupFeatures, keyFacts, listedAt, listingPath, typeLabel, type Fact, type FeatureGroup, type ListingPurpose } from './rules';
import { canSeeListing, viewerUserId } from './viewer.server';
import { goneListing, type GoneListing } from './gone';
import { priceSteps, shownPriceCut, type PriceCut, type PriceStep } from './price-history';
import { publishedPrices } from './price-history.server';

export interface DetailImage {
  src: string;
  thumb: string;
  width: number;
  height: number;
}

export interface ListingDetail {
  id: number;
  purpose: ListingPurpose;
  category: string;
  type: string;
  typeLabel: string;
  title: string;
  description: string;
  price: number;
  /** Its latest price cut while that is news (docs/decisions/086). */
  priceCut: PriceCut | null;
  /** The prices it was published at, newest first; empty while it has had one. */
  priceHistory: PriceStep[];
  sizeText: string;
  sizeValue: number;
  sizeUnit: SizeUnitId;
  sizeSqft: number;
  beds: number | null;
  baths: number | null;
  city: { id: number; name: string };
  area: { id: number; name: string };
  /** The area's guide (prices, trends, what is nearby). */
  areaGuidePath: string;
  lat: number | null;
  lng: number | null;
  facts: Fact[];
  features: FeatureGroup[];
  availability: string | null;
  images: DetailImage[];
  agency: { id: number; name: string; slug: string; verified: boolean; address: string | null } | null;
  ownerName: string | null;
  hasPhone: boolean;
  verified: boolean;
  status: ListingStatus;
  /** When it went on the market (see `listedAt`). */
  listedAt: string;
  updatedAt: string;
  /** Whether the person looking owns it (they see it in every state). */
  isOwner: boolean;
  /** Whether the person looking has liked it. */
  liked: boolean;
  /** When the person looking, signed in, last sent an inquiry about it (decision 096); null if never. */
  inquiredAt: string | null;
  path: string;
}

export type DetailOutcome =
  | { kind: 'found'; detail: ListingDetail }
  | { kind: 'not-found' }
  /** Not published any more, sold or off the market: the page is a 404 that says so (./gone.ts). */
  | { kind: 'gone'; gone: GoneListing }
  | { kind: 'moved'; location: string };

/** A listing with its place and agency, by id: on every view of a listing page. */
const listingRow = fixedQuery((db: Kysely<Database>, id: number) =>
  db
    .selectFrom('listings as l')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .innerJoin('areas as a', 'a.id', 'l.area_id')
    .leftJoin('agencies as g', 'g.id', 'l.agency_id')
    .select([
      'l.id', 'l.purpose', 'l.category', 'l.type', 'l.title', 'l.description', 'l.price', 'l.size_value',
      'l.size_unit', 'l.size_sqft', 'l.beds', 'l.baths', 'l.condition', 'l.features', 'l.availability',
      'l.lat', 'l.lng', 'l.owner_name', 'l.owner_phone', 'l.user_id', 'l.verified', 'l.status',
      'l.created_at', 'l.updated_at', 'l.published_at', 'l.city_id', 'l.area_id', 'l.price_cut_from', 'l.price_cut_at', 'l.removal_reason',
      'c.name as city_name', 'a.name as area_name', 'c.slug as city_slug', 'a.slug as area_slug',
      'g.id as agency_id', 'g.name as agency_name', 'g.slug as agency_slug', 'g.verified as agency_verified',
      'g.address as agency_address', 'g.phone as agency_phone',
    ])
    .where('l.id', '=', id),
);

/** A listing's pictures shown to visitors, cover first. */
const shownImages = fixedQuery((db: Kysely<Database>, id: number) =>
  db
    .selectFrom('listing_images')
    .select(['storage_key', 'width', 'height'])
    .where('listing_id', '=', id)
    .where('rejection_reason', 'is', null)
    .orderBy('is_cover', 'desc')
    .orderBy('position')
    .orderBy('id'),
);

/** When this person last sent an inquiry about this listing (index inquiries_listing, then their own). */
const lastInquiryOf = fixedQuery((db: Kysely<Database>, listingId: number, userId: number) =>
  db
    .selectFrom('inquiries')
    .select('created_at')
    .where('listing_id', '=', listingId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1),
);

/** Whether this person likes this listing. */
const likeOf = fixedQuery((db: Kysely<Database>, userId: number, listingId: number) =>
  db.selectFrom('listing_likes').select('listing_id').where('user_id', '=', userId).where('listing_id', '=', listingId),
);

/**
 * Loads a listing for its page. `viewer` is Astro.locals.user. Pass the purpose from the URL to
 * learn whether it should move (301) to the listing's real purpose.
 */
export async function loadListingDetail(
  db: Kysely<Database>,
  id: number,
  viewer: SessionUser | null,
  urlPurpose?: ListingPurpose,
  now = Date.now(),
): Promise<DetailOutcome> {
  if (!Number.isSafeInteger(id) || id <= 0) return { kind: 'not-found' };
  const [row, viewerId] = await Promise.all([
    listingRow.first(db, id),
    viewerUserId(db, viewer),
  ]);
  if (!row) return { kind: 'not-found' };
  if (!canSeeListing(row, viewerId)) {
    const gone = goneListing(row);
    return gone === null ? { kind: 'not-found' } : { kind: 'gone', gone };
  }
  if (urlPurpose && urlPurpose !== row.purpose) return { kind: 'moved', location: listingPath(row.purpose, row.id) };

  const [images, prices, like, inquiry] = await Promise.all([
    shownImages.all(db, id),
    publishedPrices.all(db, id),
    viewerId === null
      ? undefined
      : likeOf.first(db, viewerId, id),
    viewerId === null ? undefined : lastInquiryOf.first(db, id, viewerId),
  ]);

  const listed = listedAt(row);
  const added = formatOrdinalDate(listed);
  const updated = row.updated_at.slice(0, 10) !== listed.slice(0, 10) ? formatOrdinalDate(row.updated_at) : null;
  const sizeUnit = row.size_unit as SizeUnitId;
  return {
    kind: 'found',
    detail: {
      id: row.id,
      purpose: row.purpose,
      category: row.category,
      type: row.type,
      typeLabel: typeLabel(row.type),
      title: row.title,
      description: row.description,
      price: Number(row.price),
      priceCut: shownPriceCut(
        { price: Number(row.price), priceCutFrom: row.price_cut_from === null ? null : Number(row.price_cut_from), priceCutAt: row.price_cut_at },
        now,
      ),
      priceHistory: priceSteps(prices.map((p) => ({ at: p.at, price: Number(p.price) }))),
      sizeText: formatSize(Number(row.size_value), sizeUnit),
      sizeValue: Number(row.size_value),
      sizeUnit,
      sizeSqft: Number(row.size_sqft),
      beds: row.beds,
      baths: row.baths,
      city: { id: row.city_id, name: row.city_name },
      area: { id: row.area_id, name: row.area_name },
      areaGuidePath: areaGuidePath(row.city_slug, row.area_slug),
      lat: row.lat === null ? null : Number(row.lat),
      lng: row.lng === null ? null : Number(row.lng),
      facts: keyFacts({
        id: row.id,
        purpose: row.purpose,
        type: row.type,
        sizeValue: Number(row.size_value),
        sizeUnit,
        beds: row.beds,
        baths: row.baths,
        condition: row.condition,
        areaName: row.area_name,
        cityName: row.city_name,
        added,
        updated,
      }),
      features: groupFeatures(row.features, row.category),
      availability: describeAvailability(row.availability),
      images: images.map((image) => ({
        src: publicImageSrc(image.storage_key, 840),
        thumb: publicImageSrc(image.storage_key, 400),
        width: image.width ?? 840,
        height: image.height ?? 525,
      })),
      agency:
        row.agency_id === null
          ? null
          : {
              id: row.agency_id,
              name: row.agency_name ?? '',
              slug: row.agency_slug ?? '',
              verified: fromFlag(row.agency_verified),
              address: row.agency_address,
            },
      ownerName: row.owner_name,
      hasPhone: Boolean(row.owner_phone || row.agency_phone),
      verified: fromFlag(row.verified),
      status: row.status,
      listedAt: listed,
      updatedAt: row.updated_at,
      isOwner: viewerId !== null && row.user_id === viewerId,
      liked: like !== undefined,
      inquiredAt: inquiry?.created_at ?? null,
      path: listingPath(row.purpose, row.id),
    },
  };
}
