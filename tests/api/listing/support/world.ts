// The database for one listing test file (tests/api/support/db.ts: fresh SQLite, or PostgreSQL
// when TEST_DATABASE_URL is set), a small world in it, and a way to call endpoint handlers with a
// person, cookies and a client address (which tests/api/support/endpoint.ts does not give).
import { useTestDatabase } from '../../support/db';
import type { APIContext, APIRoute, AstroCookies } from 'astro';
import type { SessionUser } from '../../../../src/lib/accounts/types';
import { ensureUserRow } from '../../../../src/lib/accounts/users.server';
import { nowIso } from '../../../../src/lib/db/values';
import type { NewListing } from '../../../../src/lib/db';

const database = useTestDatabase();

/** This file's database (ready inside tests and hooks). */
export const db = new Proxy({} as typeof database.db, {
  get: (_target, key) => {
    const value = Reflect.get(database.db, key, database.db);
    return typeof value === 'function' ? value.bind(database.db) : value;
  },
});

export function person(id: string, name = 'Test Person'): SessionUser {
  return { id, email: `${id}@example.pk`, phone: '+923001234567', name, role: 'webUser', groups: [] };
}

export const owner = person('owner-sub', 'Owner Person');
export const visitor = person('visitor-sub', 'Visiting Person');

/** A cookie jar with what endpoints use, remembering what they set. */
export function cookieJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const jar = {
    get: (name: string) => (values.has(name) ? { value: values.get(name)! } : undefined),
    has: (name: string) => values.has(name),
    set: (name: string, value: string) => void values.set(name, value),
    delete: (name: string) => void values.delete(name),
  };
  return { cookies: jar as unknown as AstroCookies, values };
}

interface CallOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  user?: SessionUser | null;
  cookies?: AstroCookies;
  client?: string;
}

/** Calls an endpoint handler as the server would, answering status, parsed body and headers. */
export async function call(route: APIRoute, url: string, options: CallOptions = {}) {
  const full = new URL(url, 'http://127.0.0.1:4321');
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers['content-type'] ??= 'application/json';
  if (options.client) headers['x-forwarded-for'] = options.client;
  const request = new Request(full, {
    method: options.method ?? 'GET',
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  });
  const context = {
    url: full,
    request,
    params: {},
    locals: { user: options.user ?? null, requestId: 'test' },
    cookies: options.cookies ?? cookieJar().cookies,
    clientAddress: '127.0.0.1',
    redirect: (path: string, status = 302) => new Response(null, { status, headers: { location: path } }),
  } as unknown as APIContext;
  const res = await route(context);
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

export interface World {
  cityId: number;
  areaId: number;
  agencyId: number;
  ownerId: number;
  visitorId: number;
  published: number;
  draft: number;
  agencyListing: number;
  removed: number;
  far: number;
}

let counter = 0;
/** Adds a listing (a published house for sale unless `values` say otherwise); answers its id. */
export async function listing(values: Partial<NewListing> & Pick<NewListing, 'city_id' | 'area_id'>): Promise<number> {
  const now = nowIso();
  counter += 1;
  const row = await db
    .insertInto('listings')
    .values({
      purpose: 'sale', category: 'residential', type: 'house', title: `House number ${counter}`, price: 25_000_000,
      size_value: 10, size_unit: 'marla', size_sqft: 2250, beds: 4, baths: 3, condition: 'good',
      lat: 33.7215, lng: 73.0433, owner_name: 'Owner Person', owner_phone: '3001234567', status: 'published',
      created_at: now, updated_at: now, published_at: now,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A city, an area, an agency, an owner with listings in several states, places and exchange rates. */
export async function seedWorld(): Promise<World> {
  const city = await db.insertInto('cities').values({ name: 'Islamabad', slug: 'islamabad', province: 'ICT', lat: 33.6844, lng: 73.0479, position: 1 }).returning('id').executeTakeFirstOrThrow();
  const area = await db.insertInto('areas').values({ city_id: city.id, name: 'F-7', slug: 'f-7', lat: 33.7215, lng: 73.0433 }).returning('id').executeTakeFirstOrThrow();
  const agency = await db
    .insertInto('agencies')
    .values({ name: 'Capital Estates', slug: 'capital-estates', city_id: city.id, phone: '+92515550101', verified: 1, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ownerId = await ensureUserRow(db, owner);
  const visitorId = await ensureUserRow(db, visitor);
  const base = { city_id: city.id, area_id: area.id };
  const published = await listing({ ...base, user_id: ownerId, features: JSON.stringify({ gas: true, 'parking-spaces': 2, facing: 'north', lawn: true, cctv: false }) });
  const draft = await listing({ ...base, user_id: ownerId, status: 'draft', title: 'Draft house' });
  const agencyListing = await listing({ ...base, agency_id: agency.id, purpose: 'rent', price: 150_000, lat: 33.7225, lng: 73.0443 });
  const removed = await listing({ ...base, user_id: ownerId, status: 'removed', lat: 33.722, lng: 73.044 });
  const far = await listing({ ...base, lat: 33.9, lng: 73.3 });
  await db
    .insertInto('listing_images')
    .values([
      { listing_id: published, storage_key: 'demo/house-001/original.webp', is_cover: 1, position: 0, width: 840, height: 525, created_at: nowIso() },
      { listing_id: published, storage_key: 'demo/interior-001/original.webp', is_cover: 0, position: 1, width: 840, height: 525, created_at: nowIso() },
    ])
    .execute();
  await db
    .insertInto('points_of_interest')
    .values([
      { city_id: city.id, area_id: area.id, kind: 'school', name: 'Near School', lat: 33.7225, lng: 73.0433 },
      { city_id: city.id, area_id: area.id, kind: 'mosque', name: 'Near Mosque', lat: 33.7215, lng: 73.0453 },
      { city_id: city.id, area_id: area.id, kind: 'park', name: 'Far Park', lat: 33.75, lng: 73.0433 },
    ])
    .execute();
  await db
    .insertInto('exchange_rates')
    .values([
      { currency: 'USD', pkr_per_unit: 280, updated_at: nowIso() },
      { currency: 'AED', pkr_per_unit: 76.25, updated_at: nowIso() },
    ])
    .execute();
  return { cityId: city.id, areaId: area.id, agencyId: agency.id, ownerId, visitorId, published, draft, agencyListing, removed, far };
}
