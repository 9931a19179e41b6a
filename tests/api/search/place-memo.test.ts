// A results page reads its city and areas, and their breadcrumbs, from a memo of places kept for
// PLACE_MEMO_MS (src/lib/search/places.server.ts): asked again, it sends no query; a place added since is
// found on its first use; a place not found is not remembered as missing; and a kept place is read again
// once its minute is up.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { areaBreadcrumbs, placesOfFilter, PLACE_MEMO_MS } from '@/lib/search/places.server';
import { useTestDatabase } from '../support/db';
import { addPlaces, DHA, DHA_PHASE_6, GULBERG, LAHORE } from './support/world';

const t = useTestDatabase();

/** The database as the server would hold it, counting the queries it runs. */
function counted() {
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      queries += 1;
      return result;
    },
  };
  return { db: t.db.withPlugin(counter), queries: () => queries };
}

beforeAll(async () => {
  await addPlaces(t.db);
});

describe('the memo of places', () => {
  it('answers a results page’s places and breadcrumbs a second time without a query', async () => {
    const { db, queries } = counted();
    const page = async () => [await placesOfFilter(db, LAHORE, [DHA_PHASE_6, GULBERG]), await areaBreadcrumbs(db, DHA_PHASE_6)];
    const first = await page();
    const asked = queries();
    expect(asked).toBeGreaterThan(0);
    expect(await page()).toEqual(first);
    expect(queries()).toBe(asked);
    expect(first[0]).toEqual({
      city: { id: LAHORE, name: 'Lahore' },
      areas: [
        { id: DHA_PHASE_6, name: 'DHA Phase 6', cityId: LAHORE },
        { id: GULBERG, name: 'Gulberg III', cityId: LAHORE },
      ],
    });
    expect((first[1] as Array<{ name: string }>).map((c) => c.name)).toEqual(['Lahore', 'DHA Defence', 'DHA Phase 6']);
  });

  it('reads the areas an address names in one query, however many it names', async () => {
    const { db, queries } = counted();
    const places = await placesOfFilter(db, LAHORE, [DHA, DHA_PHASE_6, GULBERG]);
    expect(places?.areas.map((a) => a.id)).toEqual([DHA, DHA_PHASE_6, GULBERG]);
    expect(queries()).toBe(2); // the city, then the three areas together
  });

  it('finds a place added since, and does not keep one that was not there', async () => {
    const { db } = counted();
    expect(await placesOfFilter(db, LAHORE, [DHA, 23])).toBeNull();
    await t.db.insertInto('areas').values({ id: 23, city_id: LAHORE, parent_id: null, name: 'Johar Town', slug: 'johar-town', lat: 31.47, lng: 74.27, popularity: 60 }).execute();
    expect((await placesOfFilter(db, LAHORE, [DHA, 23]))?.areas.map((a) => a.name)).toEqual(['DHA Defence', 'Johar Town']);
    expect(await areaBreadcrumbs(db, 999)).toBeNull();
  });

  it('reads a kept place again once its time is up, and a caller cannot change what is kept', async () => {
    const { db, queries } = counted();
    const first = await placesOfFilter(db, LAHORE, []);
    first!.city.name = 'Changed by a caller';
    const asked = queries();
    expect((await placesOfFilter(db, LAHORE, []))?.city.name).toBe('Lahore');
    expect(queries()).toBe(asked);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + PLACE_MEMO_MS + 1);
    try {
      expect((await placesOfFilter(db, LAHORE, []))?.city.name).toBe('Lahore');
      expect(queries()).toBe(asked + 1);
    } finally {
      later.mockRestore();
    }
  });
});
