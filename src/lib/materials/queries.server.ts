/** Building-material prices per city: the latest of each material and its history. */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { toIsoDay } from '@/lib/db';
import type { MaterialPrice } from './rules';

const HISTORY_DAYS = 400;
const TTL_MS = 5 * 60_000;
const memo = new Map<string, { at: number; value: Promise<unknown> }>();

// Prices change at most daily and the panel is on every page: a few minutes' memo per city saves a query a page.
function remembered<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const hit = memo.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  value.catch(() => memo.delete(key));
  memo.set(key, { at: Date.now(), value });
  return value;
}

export function forgetMaterialPrices(): void {
  memo.clear();
}

export interface MaterialHistory {
  slug: string;
  name: string;
  unit: string;
  group: string;
  points: Array<{ day: string; price: number }>;
}

async function cityRows(db: Kysely<Database>, cityId: number) {
  return db
    .selectFrom('material_prices as p')
    .innerJoin('materials as m', 'm.id', 'p.material_id')
    .select(['m.id', 'm.slug', 'm.name', 'm.unit', 'm.grp', 'm.position', 'p.day', 'p.price'])
    .where('p.city_id', '=', cityId)
    .where('p.day', '>=', toIsoDay(Date.now() - HISTORY_DAYS * 86_400_000))
    .orderBy('m.position')
    .orderBy('m.id')
    .orderBy('p.day')
    .execute();
}

/** Each material's price history in a city over about a year, oldest first. */
export function materialHistory(db: Kysely<Database>, cityId: number): Promise<MaterialHistory[]> {
  return remembered(`history:${cityId}`, async () => {
    const rows = await cityRows(db, cityId);
    const out: MaterialHistory[] = [];
    for (const r of rows) {
      let m = out[out.length - 1];
      if (!m || m.slug !== r.slug) out.push((m = { slug: r.slug, name: r.name, unit: r.unit, group: r.grp, points: [] }));
      m.points.push({ day: r.day, price: Number(r.price) });
    }
    return out;
  });
}

/** The latest price of each material in a city, with the day it was taken and the one before. */
export async function currentMaterialPrices(db: Kysely<Database>, cityId: number): Promise<MaterialPrice[]> {
  const history = await materialHistory(db, cityId);
  return history.map((m) => {
    const last = m.points[m.points.length - 1];
    const before = m.points[m.points.length - 2];
    return { slug: m.slug, name: m.name, unit: m.unit, group: m.group, price: last.price, day: last.day, previousPrice: before?.price ?? null };
  });
}

/** Cities that have material prices, in list order. */
export function materialCities(db: Kysely<Database>): Promise<Array<{ id: number; name: string }>> {
  return remembered('cities', () =>
    db
      .selectFrom('cities')
      .select(['id', 'name'])
      .where((eb) => eb.exists(eb.selectFrom('material_prices').select('material_id').whereRef('material_prices.city_id', '=', 'cities.id')))
      .orderBy('position')
      .orderBy('id')
      .execute(),
  );
}
