/**
 * The newest listings of the top cities, for the home page: per city, `top` listings from `offset`,
 * of one purpose and optionally one category or property type.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { TOP_CITIES } from '@/lib/constants';
import { CATEGORY_IDS, isCategoryId, propertyType, type CategoryId, type Purpose } from '@/lib/listings/catalogue';
import type { ListingCard } from './card';
import { listingCards, publishedListings } from './queries.server';

export interface CityListings {
  city: { id: number; name: string };
  listings: ListingCard[];
}

export interface TopCitiesQuery {
  purpose: Purpose;
  /** A category id ('residential') or a property type id ('flat'); empty for every kind. */
  type?: string;
  /** Which cities; empty means the top cities in list order. */
  cityIds?: readonly number[];
  top: number;
  offset?: number;
}

/** null when one of the cities asked for is unknown. */
export async function topCitiesProperties(db: Kysely<Database>, q: TopCitiesQuery): Promise<CityListings[] | null> {
  const asked = [...new Set(q.cityIds ?? [])];
  const cities =
    asked.length > 0
      ? await db.selectFrom('cities').select(['id', 'name']).where('id', 'in', asked).execute()
      : await db.selectFrom('cities').select(['id', 'name']).orderBy('position').orderBy('id').limit(TOP_CITIES).execute();
  if (cities.length !== asked.length && asked.length > 0) return null;
  const ordered = asked.length > 0 ? asked.map((id) => cities.find((c) => c.id === id)!) : cities;

  const chosenType = q.type && !isCategoryId(q.type) ? q.type : null;
  const category = q.type ? (isCategoryId(q.type) ? q.type : propertyType(q.type)?.category) : undefined;
  // Newest first is served per category by the search index; with no category, each category's
  // newest are merged, which reads top + offset rows per category instead of a whole city.
  const categories: readonly CategoryId[] = category ? [category] : CATEGORY_IDS;
  const want = q.top + (q.offset ?? 0);
  return Promise.all(
    ordered.map(async (city) => {
      const perCategory = await Promise.all(
        categories.map((c) => {
          let query = publishedListings(db)
            .select(['listings.id', 'listings.published_at'])
            .where('listings.city_id', '=', city.id)
            .where('listings.purpose', '=', q.purpose)
            .where('listings.category', '=', c);
          if (chosenType) query = query.where('listings.type', '=', chosenType);
          return query.orderBy('listings.published_at', 'desc').orderBy('listings.id', 'desc').limit(want).execute();
        }),
      );
      const newest = perCategory
        .flat()
        .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id - a.id)
        .slice(q.offset ?? 0, want);
      return { city, listings: await listingCards(db, newest.map((r) => r.id)) };
    }),
  );
}
