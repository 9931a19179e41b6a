/** One area's guide as the API and the page give it: place, analytics, nearby areas, pictures, editorial. */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { publicImageSrc } from '@/lib/media/public.server';
import { areaAnalytics, areaGuideRow, areaImageKeys, nearbyAreas } from './queries.server';
import type { AreaGuideData } from './schema';

export async function findCityBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('cities').select(['id', 'name', 'slug', 'lat', 'lng']).where('slug', '=', slug).executeTakeFirst();
}

export async function findAreaBySlug(db: Kysely<Database>, cityId: number, slug: string) {
  return db.selectFrom('areas').selectAll().where('city_id', '=', cityId).where('slug', '=', slug).executeTakeFirst();
}

/**
 * The guide of an area, or undefined when there is no such area. `newest` is the area's newest
 * AREA_PICTURE_SOURCES listing ids when the caller has read them already (the guide page shows the first
 * of them as cards), so they are not read twice.
 */
export async function areaGuide(
  db: Kysely<Database>,
  areaId: number,
  { now = new Date(), newest }: { now?: Date; newest?: number[] } = {},
): Promise<AreaGuideData | undefined> {
  const area = await db
    .selectFrom('areas as a')
    .innerJoin('cities as c', 'c.id', 'a.city_id')
    .select(['a.id', 'a.name', 'a.slug', 'a.lat', 'a.lng', 'a.city_id', 'c.name as city_name', 'c.slug as city_slug'])
    .where('a.id', '=', areaId)
    .executeTakeFirst();
  if (!area) return undefined;
  const [analytics, nearby, images, editorial] = await Promise.all([
    areaAnalytics(db, area.id, now),
    nearbyAreas(db, area),
    areaImageKeys(db, area.id, newest),
    areaGuideRow(db, area.id),
  ]);
  return {
    area: { id: area.id, name: area.name, slug: area.slug, lat: area.lat, lng: area.lng },
    city: { id: area.city_id, name: area.city_name, slug: area.city_slug },
    analytics,
    nearby,
    images: images.map((key) => publicImageSrc(key, 840)),
    // Guides hold no videos yet; the field is part of the spec's area guide.
    videos: [],
    editorial: editorial ? { summary: editorial.summary, body: editorial.body, updatedAt: editorial.updated_at } : null,
  };
}
