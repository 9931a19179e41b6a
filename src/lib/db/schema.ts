import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ListingsTable,
  AgencyListingCountsTable,
  PriceIndexCountsTable,
  ListingCountsTable,
  ListingFeaturesTable,
  ListingPricesTable,
  ListingImagesTable,
  ListingFeedbackTable,
  ListingLikesTable,
  ListingDailyStatsTable,
  ListingViewMarksTable,
  ListingNoticesTable,
} from './listing-tables';
import type {
  ProjectsTable,
  ProjectUnitsTable,
  ProjectImagesTable,
  ProjectLikesTable,
  WantedRequestsTable,
  ExchangeRatesTable,
  MaterialsTable,
  MaterialPricesTable,
} from './content-tables';

// The listing tables and the content tables (projects, Wanted, rates, materials), with their row types,
// live in files of their own; they belong to this module's surface.
export type * from './listing-tables';
export type * from './content-tables';

/*
 * The Database interface: one entry per table, matching migrations/. Column conventions
 * (docs/decisions/001-data-types.md): flags are 0 | 1, times are ISO 8601 UTC text
 * ('2024-05-01T10:00:00.000Z'), days are 'YYYY-MM-DD', money is integer rupees, JSON is text.
 */

export type Flag = 0 | 1;
/** ISO 8601 UTC timestamp text, e.g. '2024-05-01T10:00:00.000Z'. */
export type IsoTime = string;
/** A calendar day as 'YYYY-MM-DD'. */
export type IsoDay = string;
/** JSON text; read with parseJson() from './values'. */
export type JsonText = string;

export type Purpose = 'sale' | 'rent';
export type Category = 'residential' | 'plot' | 'commercial';

export type ListingStatus = 'draft' | 'in_review' | 'published' | 'removed' | 'rejected';
export type UserRole = 'webUser' | 'agent' | 'mobileUser';
export type FeedbackKind = 'PRICE' | 'DETAILS' | 'LOCATION' | 'DESCRIPTION' | 'TITLE';
export type FeedbackStatus = 'REJECTED' | 'IMPROVE';
export type ImageRejection = 'inappropriate' | 'blurred' | 'watermark' | 'generic';
export type PoiKind = 'school' | 'hospital' | 'mosque' | 'park' | 'restaurant';

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  province: string | null;
  lat: number;
  lng: number;
  /** Order in city lists; the first five are the 'top' cities. */
  position: number;
  is_top: Generated<Flag>;
}

export interface AreasTable {
  id: Generated<number>;
  city_id: number;
  /** A phase or block inside a larger society, when known. */
  parent_id: number | null;
  name: string;
  slug: string;
  /** Centroid of the area. */
  lat: number;
  lng: number;
  /** 1 (most sought after) to 5; drives price expectations. */
  tier: Generated<number>;
  /** Higher is better known; orders 'top areas'. */
  popularity: Generated<number>;
}

export interface AreaGuidesTable {
  area_id: number;
  summary: string;
  body: string;
  updated_at: IsoTime;
}

export interface AgenciesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  city_id: number;
  area_id: number | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  description: string | null;
  logo_key: string | null;
  verified: Generated<Flag>;
  created_at: IsoTime;
}

export interface UsersTable {
  id: Generated<number>;
  /** The identity provider's subject id (SessionUser.id); null for a legacy user not yet migrated. */
  subject: string | null;
  email: string | null;
  phone: string | null;
  name: string | null;
  role: Generated<UserRole>;
  user_type: Generated<'new' | 'agent'>;
  agency_id: number | null;
  city_id: number | null;
  profile_url: string | null;
  phone_verified: Generated<Flag>;
  legacy_user_id: string | null;
  legacy_migrated: Generated<Flag>;
  /** Set once a social user's first sign-in has looked for (and moved) their legacy data. */
  social_migrated: Generated<Flag>;
  /** Told when a property they liked is published at a lower price (docs/decisions/086); on by default. */
  price_cut_notices: Generated<Flag>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A search a person saved to hear of new listings (docs/decisions/087). */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  /** The results address, page 1 ('/sale/residential-properties-for-sale-lahore-2?bed=3'). */
  path: string;
  /** What it searches, in words ('Houses for sale in DHA Phase 6, Lahore'). */
  label: string;
  created_at: IsoTime;
  /** When new listings were last looked for; listings published since are news. */
  checked_at: IsoTime;
}

export interface InquiriesTable {
  id: Generated<number>;
  /** One of listing_id or project_id is set. */
  listing_id: number | null;
  project_id: number | null;
  user_id: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  created_at: IsoTime;
  /** When the owner first read it. */
  seen_at: IsoTime | null;
}

export interface ReportsTable {
  id: Generated<number>;
  listing_id: number;
  user_id: number | null;
  reason: string;
  comments: string | null;
  status: Generated<'open' | 'resolved'>;
  created_at: IsoTime;
  resolved_at: IsoTime | null;
}

export interface OtpCodesTable {
  id: Generated<number>;
  /** Where the code went: a phone (+92 form) or, for a password reset, a lower-case e-mail address. */
  phone: string;
  /** Hash of the code; the code itself is never stored. */
  code_hash: string;
  purpose: Generated<string>;
  attempts: Generated<number>;
  created_at: IsoTime;
  expires_at: IsoTime;
  consumed_at: IsoTime | null;
}

export interface LegacyMigrationsTable {
  id: Generated<number>;
  legacy_user_id: string;
  user_id: number | null;
  status: 'started' | 'done' | 'failed';
  listings_moved: Generated<number>;
  detail: JsonText | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: IsoTime;
  actor_user_id: number | null;
  action: string;
  subject_type: string;
  subject_id: string;
  detail: JsonText | null;
}

/** An operator's hold on a listing in review (docs/decisions/064-review-claims.md): live until expires_at. */
export interface ReviewClaimsTable {
  listing_id: number;
  operator_id: number;
  /** When this operator took it (kept while they renew it). */
  claimed_at: IsoTime;
  expires_at: IsoTime;
  /** The page load (or direct opening) that holds it, per tab: what following that page's links lets go of. */
  hold: Generated<string>;
}

export interface PointsOfInterestTable {
  id: Generated<number>;
  city_id: number;
  area_id: number | null;
  kind: PoiKind;
  name: string;
  lat: number;
  lng: number;
}

export interface MediaObjectsTable {
  key: string;
  content_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  user_id: number | null;
  created_at: IsoTime;
}

export interface Database {
  cities: CitiesTable;
  areas: AreasTable;
  area_guides: AreaGuidesTable;
  agencies: AgenciesTable;
  users: UsersTable;
  saved_searches: SavedSearchesTable;
  listings: ListingsTable;
  listing_images: ListingImagesTable;
  listing_features: ListingFeaturesTable;
  listing_prices: ListingPricesTable;
  listing_counts: ListingCountsTable;
  agency_listing_counts: AgencyListingCountsTable;
  price_index_counts: PriceIndexCountsTable;
  listing_feedback: ListingFeedbackTable;
  listing_likes: ListingLikesTable;
  listing_daily_stats: ListingDailyStatsTable;
  listing_view_marks: ListingViewMarksTable;
  projects: ProjectsTable;
  project_units: ProjectUnitsTable;
  project_images: ProjectImagesTable;
  project_likes: ProjectLikesTable;
  inquiries: InquiriesTable;
  reports: ReportsTable;
  wanted_requests: WantedRequestsTable;
  exchange_rates: ExchangeRatesTable;
  materials: MaterialsTable;
  material_prices: MaterialPricesTable;
  otp_codes: OtpCodesTable;
  legacy_migrations: LegacyMigrationsTable;
  audit_log: AuditLogTable;
  review_claims: ReviewClaimsTable;
  points_of_interest: PointsOfInterestTable;
  media_objects: MediaObjectsTable;
  listing_notices: ListingNoticesTable;
}

export type City = Selectable<CitiesTable>;
export type NewCity = Insertable<CitiesTable>;
export type CityUpdate = Updateable<CitiesTable>;
export type Area = Selectable<AreasTable>;
export type NewArea = Insertable<AreasTable>;
export type AreaUpdate = Updateable<AreasTable>;
export type AreaGuide = Selectable<AreaGuidesTable>;
export type NewAreaGuide = Insertable<AreaGuidesTable>;
export type AreaGuideUpdate = Updateable<AreaGuidesTable>;
export type Agency = Selectable<AgenciesTable>;
export type NewAgency = Insertable<AgenciesTable>;
export type AgencyUpdate = Updateable<AgenciesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Inquiry = Selectable<InquiriesTable>;
export type NewInquiry = Insertable<InquiriesTable>;
export type InquiryUpdate = Updateable<InquiriesTable>;
export type Report = Selectable<ReportsTable>;
export type NewReport = Insertable<ReportsTable>;
export type ReportUpdate = Updateable<ReportsTable>;
export type OtpCode = Selectable<OtpCodesTable>;
export type NewOtpCode = Insertable<OtpCodesTable>;
export type OtpCodeUpdate = Updateable<OtpCodesTable>;
export type LegacyMigration = Selectable<LegacyMigrationsTable>;
export type NewLegacyMigration = Insertable<LegacyMigrationsTable>;
export type LegacyMigrationUpdate = Updateable<LegacyMigrationsTable>;
export type AuditEntry = Selectable<AuditLogTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;
export type PointOfInterest = Selectable<PointsOfInterestTable>;
export type NewPointOfInterest = Insertable<PointsOfInterestTable>;
export type MediaObject = Selectable<MediaObjectsTable>;
export type NewMediaObject = Insertable<MediaObjectsTable>;
