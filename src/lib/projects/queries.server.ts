/** Projects, their units, likes and inquiries. Every function takes the database first. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { fromFlag, nowIso, parseJson } from '@/lib/db';
import { contains } from '@/lib/db/contains';
import { publicImageSrc } from '@/lib/media/public.server';
import { fromSquareFeet } from '@/lib/money/units';
import { projectSlug } from '@/lib/search/project-slug';
import type { ProjectSortId } from '@/lib/search/schema';
import { isYoutubeVideoId } from '@/lib/text/video';
import type { ProjectCard, ProjectDetail, ProjectImage, ProjectInquiry, ProjectPage, ProjectUnit } from './schema';

/**
 * Each project's price range across its units, as a subquery to join on: across its units for sale,
 * or across its units to rent when it has none for sale (projectPriceRange in rules.ts, in SQL).
 */
function unitRanges(db: Kysely<Database>) {
  const ofSale = (column: 'min_price' | 'max_price') => sql<number | null>`case when purpose = 'sale' then ${sql.ref(column)} end`;
  return db
    .selectFrom('project_units')
    .select((eb) => [
      'project_id',
      eb.fn.coalesce(eb.fn.min(ofSale('min_price')), eb.fn.min('min_price')).as('unit_min_price'),
      eb.fn.coalesce(eb.fn.max(ofSale('max_price')), eb.fn.max('max_price')).as('unit_max_price'),
      eb.fn.countAll<number>().as('unit_count'),
    ])
    .groupBy('project_id')
    .as('u');
}

function projectCards(db: Kysely<Database>) {
  return db
    .selectFrom('projects as p')
    .innerJoin('cities as c', 'c.id', 'p.city_id')
    .leftJoin('areas as a', 'a.id', 'p.area_id')
    .leftJoin(unitRanges(db), 'u.project_id', 'p.id')
    .where('p.published', '=', 1)
    .select([
      'p.id', 'p.name', 'p.developer', 'p.city_id', 'c.name as city_name', 'p.area_id', 'a.name as area_name', 'p.status',
      'p.possession', 'p.cover_key', 'p.verified', 'p.created_at', 'p.priority', 'u.unit_min_price', 'u.unit_max_price', 'u.unit_count',
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof projectCards>['execute']>>[number];

function toCard(row: CardRow): ProjectCard {
  return {
    id: row.id,
    name: row.name,
    slug: projectSlug(row),
    developer: row.developer,
    cityId: row.city_id,
    cityName: row.city_name,
    areaId: row.area_id,
    areaName: row.area_name,
    status: row.status,
    possession: row.possession,
    coverKey: row.cover_key,
    verified: fromFlag(row.verified),
    minPrice: row.unit_min_price === null ? null : Number(row.unit_min_price),
    maxPrice: row.unit_max_price === null ? null : Number(row.unit_max_price),
    unitCount: Number(row.unit_count ?? 0),
    createdAt: row.created_at,
    priority: row.priority,
  };
}

export interface ProjectSearch {
  cityId?: number;
  projectId?: number;
  q?: string;
  /** Only these projects (the liked-projects view). */
  ids?: readonly number[];
  sort: ProjectSortId;
  page: number;
  pageSize: number;
}


/**
 * One page of published projects. Price sorts use the project's cheapest unit (the 'from' price on
 * its card); projects without units come last. Ties fall back to the id so pages never overlap.
 */
export async function listProjects(db: Kysely<Database>, search: ProjectSearch): Promise<ProjectPage> {
  let query = projectCards(db);
  if (search.cityId) query = query.where('p.city_id', '=', search.cityId);
  if (search.projectId) query = query.where('p.id', '=', search.projectId);
  if (search.ids) query = search.ids.length ? query.where('p.id', 'in', [...search.ids]) : query.where(sql<boolean>`1 = 0`);
  if (search.q) query = query.where(contains('p.name', search.q));

  const countRow = await query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(countRow?.n ?? 0);

  const noPrice = sql<number>`case when u.unit_min_price is null then 1 else 0 end`;
  switch (search.sort) {
    case 'newest':
      query = query.orderBy('p.created_at', 'desc');
      break;
    case 'price-asc':
      query = query.orderBy(noPrice).orderBy('u.unit_min_price', 'asc');
      break;
    case 'price-desc':
      query = query.orderBy(noPrice).orderBy('u.unit_min_price', 'desc');
      break;
    default:
      query = query.orderBy('p.priority', 'desc');
  }
  const pageCount = Math.max(1, Math.ceil(total / search.pageSize));
  const page = Math.min(search.page, pageCount);
  const rows = await query
    .orderBy('p.id')
    .limit(search.pageSize)
    .offset((page - 1) * search.pageSize)
    .execute();
  return { projects: rows.map(toCard), total, page, pageSize: search.pageSize, pageCount };
}

/** Project names for the name field's suggestions: in a city when given, best known first. */
export async function projectNames(db: Kysely<Database>, cityId: number | undefined, text = '', limit = 50) {
  let query = db.selectFrom('projects').select(['id', 'name', 'city_id']).where('published', '=', 1);
  if (cityId) query = query.where('city_id', '=', cityId);
  if (text) query = query.where(contains('name', text));
  const rows = await query.orderBy('priority', 'desc').orderBy('id').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, cityId: r.city_id }));
}

export async function getProjectCard(db: Kysely<Database>, id: number): Promise<ProjectCard | undefined> {
  const row = await projectCards(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toCard(row) : undefined;
}

/** A JSON array of texts; anything unreadable reads as none. */
function textArray(json: string): string[] {
  const parsed = parseJson<unknown>(json, []);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

function projectImage(key: string, width: number | null, height: number | null): ProjectImage {
  return { key, src: publicImageSrc(key, 840), thumb: publicImageSrc(key, 400), width: width ?? 840, height: height ?? 525 };
}

/** A project's pictures in gallery order; its cover alone when it has none of its own. */
export async function projectImages(db: Kysely<Database>, projectId: number, coverKey: string | null): Promise<ProjectImage[]> {
  const rows = await db
    .selectFrom('project_images')
    .select(['storage_key', 'width', 'height'])
    .where('project_id', '=', projectId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (rows.length > 0) return rows.map((r) => projectImage(r.storage_key, r.width, r.height));
  return coverKey ? [projectImage(coverKey, null, null)] : [];
}

/** A project with what its page shows besides the card: description, features, pin, units, pictures, videos. */
export async function getProjectDetail(db: Kysely<Database>, id: number): Promise<ProjectDetail | undefined> {
  const card = await getProjectCard(db, id);
  if (!card) return undefined;
  const extra = await db
    .selectFrom('projects')
    .select(['description', 'features', 'video_ids', 'lat', 'lng', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const [units, images] = await Promise.all([projectUnits(db, id), projectImages(db, id, card.coverKey)]);
  // Ids are checked again on the way out: an id that is not one would make a broken player address.
  const videoIds = textArray(extra.video_ids).filter((video) => isYoutubeVideoId(video));
  return {
    ...card,
    description: extra.description,
    features: textArray(extra.features),
    lat: extra.lat,
    lng: extra.lng,
    updatedAt: extra.updated_at,
    units,
    images,
    videoIds,
  };
}

export async function projectUnits(db: Kysely<Database>, projectId: number): Promise<ProjectUnit[]> {
  const rows = await db
    .selectFrom('project_units')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((u) => ({
    id: u.id,
    name: u.name,
    category: u.category,
    type: u.type,
    beds: u.beds,
    baths: u.baths,
    purpose: u.purpose,
    sizeUnit: u.size_unit,
    minSize: fromSquareFeet(Number(u.min_size_sqft), u.size_unit),
    maxSize: fromSquareFeet(Number(u.max_size_sqft), u.size_unit),
    minSizeSqft: Number(u.min_size_sqft),
    maxSizeSqft: Number(u.max_size_sqft),
    minPrice: Number(u.min_price),
    maxPrice: Number(u.max_price),
    available: u.available,
  }));
}

export async function projectExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('projects').select('id').where('id', '=', id).where('published', '=', 1).executeTakeFirst();
  return row !== undefined;
}

/** Likes are idempotent: liking twice keeps one like. */
export async function likeProject(db: Kysely<Database>, userId: number, projectId: number): Promise<void> {
  await db
    .insertInto('project_likes')
    .values({ user_id: userId, project_id: projectId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'project_id']).doNothing())
    .execute();
}

export async function unlikeProject(db: Kysely<Database>, userId: number, projectId: number): Promise<void> {
  await db.deleteFrom('project_likes').where('user_id', '=', userId).where('project_id', '=', projectId).execute();
}

/** The ids of the projects a person likes, most recently liked first. */
export async function likedProjectIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('project_likes')
    .select('project_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('project_id')
    .execute();
  return rows.map((r) => r.project_id);
}

export async function saveProjectInquiry(db: Kysely<Database>, inquiry: ProjectInquiry, userId: number | null): Promise<number> {
  const row = await db
    .insertInto('inquiries')
    .values({
      project_id: inquiry.projectId,
      listing_id: null,
      user_id: userId,
      name: inquiry.name,
      phone: inquiry.phone,
      email: inquiry.email ?? null,
      message: inquiry.message,
      created_at: nowIso(),
      seen_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
