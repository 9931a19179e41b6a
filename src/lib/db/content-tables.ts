import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SizeUnitId } from '../money/units';
import type { Category, Flag, IsoDay, IsoTime, JsonText, Purpose } from './schema';

/* The projects, Wanted, exchange-rate and building-material tables of the Database interface (see schema.ts for the column conventions). */

export interface ProjectsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  developer: string;
  city_id: number;
  area_id: number | null;
  lat: number | null;
  lng: number | null;
  description: Generated<string>;
  features: Generated<JsonText>;
  status: 'upcoming' | 'under_construction' | 'ready';
  /** Higher comes first under the 'Priority' sort. */
  priority: Generated<number>;
  min_price: number | null;
  max_price: number | null;
  min_size_sqft: number | null;
  max_size_sqft: number | null;
  cover_key: string | null;
  /** JSON array of YouTube video ids (migration 0004). */
  video_ids: Generated<JsonText>;
  /** Expected possession, e.g. '2026-12'. */
  possession: string | null;
  verified: Generated<Flag>;
  published: Generated<Flag>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ProjectUnitsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  category: Category;
  type: string;
  beds: number | null;
  baths: number | null;
  /** Sizes are kept in square feet; size_unit is the unit they are quoted in (migration 0004). */
  min_size_sqft: number;
  max_size_sqft: number;
  size_unit: Generated<SizeUnitId>;
  purpose: Generated<Purpose>;
  min_price: number;
  max_price: number;
  available: Generated<number>;
  position: Generated<number>;
}

/** A project's pictures in gallery order (migration 0004); the cover stays on projects.cover_key. */
export interface ProjectImagesTable {
  id: Generated<number>;
  project_id: number;
  storage_key: string;
  position: Generated<number>;
  width: number | null;
  height: number | null;
  created_at: IsoTime;
}

export interface ProjectLikesTable {
  user_id: number;
  project_id: number;
  created_at: IsoTime;
}

export interface WantedRequestsTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  phone: string;
  email: string | null;
  purpose: Purpose;
  category: Category;
  type: string | null;
  city_id: number;
  area_id: number | null;
  min_price: number | null;
  max_price: number | null;
  min_size_sqft: number | null;
  max_size_sqft: number | null;
  beds: number | null;
  message: string | null;
  /** 'closed' by the poster; 'expired' by the expiry job once open_until has passed; 'open' again when kept open. */
  status: Generated<'open' | 'closed' | 'expired'>;
  created_at: IsoTime;
  /** When it leaves the lists: WANTED_OPEN_DAYS after it was posted, or after it was last kept open. */
  open_until: IsoTime;
  /** When its poster last kept it open for longer; null if never. */
  renewed_at: IsoTime | null;
  /** The open-until its poster was last reminded of (its last week began); null if never. */
  reminded_until: IsoTime | null;
}

export interface ExchangeRatesTable {
  /** ISO 4217 code: USD, GBP, AED, SAR, EUR, CAD. */
  currency: string;
  /** Rupees for one unit of the currency. */
  pkr_per_unit: number;
  updated_at: IsoTime;
}

export interface MaterialsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** What one price buys: 'bag', 'ton', '1000 bricks', '100 cft'. */
  unit: string;
  /** A heading to group materials under: 'Cement', 'Steel', 'Bricks', 'Aggregates'. */
  grp: string;
  position: Generated<number>;
}

export interface MaterialPricesTable {
  material_id: number;
  city_id: number;
  day: IsoDay;
  price: number;
}

export type Project = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type ProjectUpdate = Updateable<ProjectsTable>;
export type ProjectUnit = Selectable<ProjectUnitsTable>;
export type NewProjectUnit = Insertable<ProjectUnitsTable>;
export type NewProjectImage = Insertable<ProjectImagesTable>;
export type ProjectUnitUpdate = Updateable<ProjectUnitsTable>;
export type ProjectLike = Selectable<ProjectLikesTable>;
export type NewProjectLike = Insertable<ProjectLikesTable>;
export type WantedRequest = Selectable<WantedRequestsTable>;
export type NewWantedRequest = Insertable<WantedRequestsTable>;
export type WantedRequestUpdate = Updateable<WantedRequestsTable>;
export type ExchangeRate = Selectable<ExchangeRatesTable>;
export type NewExchangeRate = Insertable<ExchangeRatesTable>;
export type ExchangeRateUpdate = Updateable<ExchangeRatesTable>;
export type Material = Selectable<MaterialsTable>;
export type NewMaterial = Insertable<MaterialsTable>;
export type MaterialUpdate = Updateable<MaterialsTable>;
export type MaterialPrice = Selectable<MaterialPricesTable>;
export type NewMaterialPrice = Insertable<MaterialPricesTable>;
export type MaterialPriceUpdate = Updateable<MaterialPricesTable>;
