import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SizeUnitId } from '../money/units';
import type { Category, FeedbackKind, FeedbackStatus, Flag, ImageRejection, IsoDay, IsoTime, JsonText, ListingStatus, Purpose } from './schema';

/* The listing tables of the Database interface (see schema.ts for the column conventions). */

export interface ListingsTable {
  id: Generated<number>;
  purpose: Purpose;
  category: Category;
  /** A property type id from src/lib/listings/catalogue: 'house', 'flat', 'residential-plot', 'shop'… */
  type: string;
  /** A finer kind within the type, when one is given. */
  sub_type: string | null;
  city_id: number;
  area_id: number;
  /** The map pin. */
  lat: number | null;
  lng: number | null;
  title: string;
  description: Generated<string>;
  /** Integer rupees; the monthly rent for purpose 'rent'. */
  price: number;
  size_value: number;
  /** A unit id from src/lib/money/units: 'marla', 'kanal', 'sqft', 'sqyd', 'sqm'. */
  size_unit: SizeUnitId;
  /** The size in square feet, for filters and sorting across units. */
  size_sqft: number;
  /** -1 is a studio. */
  beds: number | null;
  baths: number | null;
  /** A condition id from the listing catalogue: 'brand-new' … 'needs-major-work'. */
  condition: string | null;
  /** JSON object of feature id to value, e.g. {"gas":true,"parking-spaces":2}. */
  features: Generated<JsonText>;
  /** JSON {days, startTime, endTime, availability}. */
  availability: JsonText | null;
  owner_name: string | null;
  owner_code: Generated<string>;
  owner_phone: string | null;
  agency_id: number | null;
  user_id: number | null;
  verified: Generated<Flag>;
  status: Generated<ListingStatus>;
  /** JSON result of the quality checks. */
  quality: JsonText | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  published_at: IsoTime | null;
  expires_at: IsoTime | null;
  removed_at: IsoTime | null;
  removal_reason: string | null;
  selling_price: number | null;
  removed_other: string | null;
  /** The price it was published at before its latest cut, while that cut stands (docs/decisions/086). */
  price_cut_from: Generated<number | null>;
  /** When that cut was published. */
  price_cut_at: Generated<IsoTime | null>;
}

/** Published listings per area, purpose and category, kept by triggers on listings (migration 0009). */
export interface ListingCountsTable {
  area_id: number;
  purpose: Purpose;
  category: Category;
  city_id: number;
  n: number;
}

/** Published listings per agency, area, category and type, kept by triggers (migration 0019). */
export interface AgencyListingCountsTable {
  agency_id: number;
  area_id: number;
  category: Category;
  type: string;
  city_id: number;
  n: number;
}

/**
 * Published sale listings per city, category, month listed ('2026-01') and step of asking price per square
 * foot (INDEX_BUCKET_PKR rupees, rounded down), kept by triggers (migration 0020) for the city price index.
 */
export interface PriceIndexCountsTable {
  city_id: number;
  category: Category;
  month: string;
  bucket: number;
  n: number;
}

/** The features a listing has, derived from listings.features (src/lib/listings/features.server.ts). */
export interface ListingFeaturesTable {
  listing_id: number;
  /** A catalogue feature id, e.g. 'gas'. */
  feature: string;
}

/** Each price a listing went on the market at (docs/decisions/086); keyed by listing and time. */
export interface ListingPricesTable {
  listing_id: number;
  at: IsoTime;
  /** Integer rupees. */
  price: number;
}

export interface ListingImagesTable {
  id: Generated<number>;
  listing_id: number | null;
  /** Media store key of the full-width (840) WebP; the thumbnail key is derived from it. */
  storage_key: string;
  is_cover: Generated<Flag>;
  position: Generated<number>;
  width: number | null;
  height: number | null;
  /** Perceptual hash, hex, to find duplicate images. */
  phash: string | null;
  /** The hash's four 16-bit bands, indexed, for finding near duplicates (migration 0006, phashBands()). */
  phash_b0: number | null;
  phash_b1: number | null;
  phash_b2: number | null;
  phash_b3: number | null;
  rejection_reason: ImageRejection | null;
  user_id: number | null;
  created_at: IsoTime;
}

export interface ListingFeedbackTable {
  id: Generated<number>;
  listing_id: number;
  kind: FeedbackKind;
  status: FeedbackStatus;
  message: string;
  author_user_id: number | null;
  created_at: IsoTime;
  resolved_at: IsoTime | null;
}

export interface ListingLikesTable {
  user_id: number;
  listing_id: number;
  created_at: IsoTime;
}

export interface ListingDailyStatsTable {
  listing_id: number;
  day: IsoDay;
  views: Generated<number>;
  contacts: Generated<number>;
  inquiries: Generated<number>;
  likes: Generated<number>;
}

export interface ListingViewMarksTable {
  listing_id: number;
  /** A user id or a hash of the visitor; never an address in the clear. */
  viewer_key: string;
  day: IsoDay;
}

/** Notices sent to owners, one per listing, kind and occasion, so each is sent once (migration 0003). */
export interface ListingNoticesTable {
  listing_id: number;
  kind: string;
  /** For an expiry warning, the expiry date warned about. */
  occasion: string;
  created_at: IsoTime;
}

export type Listing = Selectable<ListingsTable>;
export type NewListing = Insertable<ListingsTable>;
export type ListingUpdate = Updateable<ListingsTable>;
export type ListingImage = Selectable<ListingImagesTable>;
export type NewListingImage = Insertable<ListingImagesTable>;
export type NewListingPrice = Insertable<ListingPricesTable>;
export type ListingImageUpdate = Updateable<ListingImagesTable>;
export type ListingFeedback = Selectable<ListingFeedbackTable>;
export type NewListingFeedback = Insertable<ListingFeedbackTable>;
export type ListingFeedbackUpdate = Updateable<ListingFeedbackTable>;
export type ListingLike = Selectable<ListingLikesTable>;
export type NewListingLike = Insertable<ListingLikesTable>;
export type ListingDailyStats = Selectable<ListingDailyStatsTable>;
export type NewListingDailyStats = Insertable<ListingDailyStatsTable>;
export type ListingDailyStatsUpdate = Updateable<ListingDailyStatsTable>;
export type ListingViewMark = Selectable<ListingViewMarksTable>;
export type NewListingViewMark = Insertable<ListingViewMarksTable>;
