// Public lists of listings name the published status in their SQL, never as a bound value (PUBLISHED in
// src/lib/db/published.ts): bound, SQLite compiles the statement again on every run, and a PostgreSQL
// generic plan cannot use the published-only indexes at all.
import { beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { agencyAreas, agencyListingIds } from '@/lib/agencies/queries.server';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { likeListing, likedListings } from '@/lib/listings/likes.server';
import { marketPrice } from '@/lib/listings/market.server';
import { nearbyListings } from '@/lib/listings/nearby.server';
import { searchListings } from '@/lib/search/queries.server';
import { defaultListingFilter } from '@/lib/search/schema';
import { useTestDatabase } from '../support/db';
import { addListing, addPlaces, F7, ISLAMABAD } from './support/world';

const t = useTestDatabase();
const ids: number[] = [];
let userId = 0;

beforeAll(async () => {
  await addPlaces(t.db);
  // Five comparables of 2,250 sq ft (the fewest a market price is given from), and one not published.
  for (const price of [9_000_000, 9_000_000, 11_250_000, 13_500_000, 13_500_000]) ids.push(await addListing(t.db, { price, agency_id: 5 }));
  await addListing(t.db, { price: 90_000_000, agency_id: 5, status: 'in_review' });
  userId = await ensureUserRow(t.db, { id: 'published-literal', email: 'literal@basera.pk', phone: null, name: 'Literal', role: 'webUser', groups: [] });
  await likeListing(t.db, userId, ids[0]);
});

/** Runs `work` on a database that records every query's SQL and bound values as it is sent. */
async function sent(work: (db: typeof t.db) => Promise<unknown>) {
  const queries: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      queries.push(t.db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await work(t.db.withPlugin(recorder));
  return queries;
}

describe('the published status in public lists', () => {
  const cases: Array<[string, (db: typeof t.db) => Promise<unknown>]> = [
    ['search results', (db) => searchListings(db, { ...defaultListingFilter(), city: { id: ISLAMABAD, name: 'Islamabad' } })],
    ['a draft\u2019s market price', (db) => marketPrice(db, { purpose: 'sale', category: 'residential', cityId: ISLAMABAD, areaId: F7 })],
    ['nearby listings', (db) => nearbyListings(db, { lat: 33.7, lng: 73.0 }, { limit: 5 })],
    ['liked listings', (db) => likedListings(db, userId, 1, 10)],
    ['an agency\u2019s listings and areas', async (db) => [await agencyListingIds(db, 5, 1, 10), await agencyAreas(db, 5)]],
  ];

  it.each(cases)('%s: written into the SQL, not bound', async (_name, work) => {
    const queries = await sent(work);
    const onListings = queries.filter((q) => /status/.test(q.sql));
    expect(onListings.length).toBeGreaterThan(0);
    for (const q of onListings) {
      expect(q.sql).toMatch(/"status" = 'published'/);
      expect(q.parameters).not.toContain('published');
    }
  });

  it('still finds what is published', async () => {
    const market = await marketPrice(t.db, { purpose: 'sale', category: 'residential', cityId: ISLAMABAD, areaId: F7 });
    expect(market).toMatchObject({ medianPerSqft: 5000, sample: 5, scope: 'area' });
    expect((await likedListings(t.db, userId, 1, 10)).items.map((c) => c.id)).toEqual([ids[0]]);
    expect((await agencyListingIds(t.db, 5, 1, 10)).ids.sort()).toEqual([...ids].sort());
  });
});
