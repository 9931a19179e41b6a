import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { PUBLISHED } from '@/lib/db/published';
import type { Draft } from './draft';
import { checkQuality, marketFrom, type MarketPrice, type QualityReport } from './quality';

/** Comparables taken per scope: the newest published listings, enough for a steady median. */
const COMPARABLES = 500;

interface Scope {
  purpose: 'sale' | 'rent';
  category: 'residential' | 'plot' | 'commercial';
  cityId: number;
  areaId: number;
  /** The listing being edited, which is not its own comparable. */
  excludeId?: number;
}

async function perSqft(db: Kysely<Database>, scope: Scope, by: 'area' | 'city'): Promise<number[]> {
  let query = db
    .selectFrom('listings')
    .select(['price', 'size_sqft'])
    .where('status', '=', PUBLISHED)
    .where('purpose', '=', scope.purpose)
    .where('category', '=', scope.category)
    .where('size_sqft', '>', 0);
  query = by === 'area' ? query.where('area_id', '=', scope.areaId) : query.where('city_id', '=', scope.cityId);
  if (scope.excludeId !== undefined) query = query.where('id', '!=', scope.excludeId);
  const rows = await query.orderBy('published_at', 'desc').limit(COMPARABLES).execute();
  return rows.map((r) => Number(r.price) / Number(r.size_sqft));
}

/** The median price per sq ft of published listings like this one in its area, else its city. */
export async function marketPrice(db: Kysely<Database>, scope: Scope): Promise<MarketPrice | null> {
  const area = await perSqft(db, scope, 'area');
  const market = marketFrom(area, []);
  if (market) return market;
  return marketFrom(area, await perSqft(db, scope, 'city'));
}

/** The quality report of a draft, with the market and the area centre looked up. */
export async function qualityOf(db: Kysely<Database>, draft: Draft, excludeId?: number): Promise<QualityReport> {
  const area = draft.area ? await db.selectFrom('areas').select(['lat', 'lng', 'city_id']).where('id', '=', draft.area.id).executeTakeFirst() : undefined;
  const market =
    draft.purpose && draft.city && draft.area
      ? await marketPrice(db, { purpose: draft.purpose, category: draft.category, cityId: draft.city.id, areaId: draft.area.id, excludeId })
      : null;
  return checkQuality(draft, { market, areaCentroid: area ? { lat: area.lat, lng: area.lng } : null });
}
