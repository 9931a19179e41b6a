import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialectOf, sqliteHandle } from '@/lib/db';
import { listingCards, listingCardsQuery } from '@/lib/search/queries.server';
import { useTestDatabase } from '../support/db';
import { addListing, addPlaces } from './support/world';

const t = useTestDatabase();
const ids: Record<string, number> = {};

async function pictures(listingId: number, rows: Array<{ key: string; cover?: boolean; position: number; refused?: boolean }>) {
  await t.db.deleteFrom('listing_images').where('listing_id', '=', listingId).execute();
  await t.db
    .insertInto('listing_images')
    .values(
      rows.map((r) => ({
        listing_id: listingId,
        storage_key: r.key,
        is_cover: r.cover ? 1 : 0,
        position: r.position,
        rejection_reason: r.refused ? ('blurred' as const) : null,
        created_at: '2026-11-01T00:00:00.000Z',
      })),
    )
    .execute();
}

beforeAll(async () => {
  await addPlaces(t.db);
  ids.chosen = await addListing(t.db, { title: 'Cover chosen' });
  await pictures(ids.chosen, [
    { key: 'listings/a/original.webp', position: 0 },
    { key: 'listings/b/original.webp', position: 1, cover: true },
    { key: 'listings/c/original.webp', position: 2 },
  ]);
  ids.none = await addListing(t.db, { title: 'No cover chosen' });
  await pictures(ids.none, [
    { key: 'listings/e/original.webp', position: 1 },
    { key: 'listings/d/original.webp', position: 0 },
  ]);
  ids.refused = await addListing(t.db, { title: 'Cover refused' });
  await pictures(ids.refused, [
    { key: 'listings/f/original.webp', position: 0, cover: true, refused: true },
    { key: 'listings/g/original.webp', position: 1, refused: true },
    { key: 'listings/h/original.webp', position: 2 },
  ]);
  ids.allRefused = await addListing(t.db, { title: 'All refused' });
  await pictures(ids.allRefused, [{ key: 'listings/i/original.webp', position: 0, cover: true, refused: true }]);
});

describe("a listing card's picture", () => {
  it('is the cover, else the first by position, never a refused one, and none when all were refused', async () => {
    const cards = await listingCards(t.db, [ids.chosen, ids.none, ids.refused, ids.allRefused]);
    expect(cards.map((c) => [c.title, c.coverKey])).toEqual([
      ['Cover chosen', 'listings/b/original.webp'],
      ['No cover chosen', 'listings/d/original.webp'],
      ['Cover refused', 'listings/h/original.webp'],
      ['All refused', null],
    ]);
  });

  it('is read from the covers index, in its order, with no sort (SQLite; PostgreSQL plans by its own costs)', async () => {
    if (dialectOf(t.db) === 'postgres') {
      const indexes = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'listing_images_cover' and schemaname = current_schema()`.execute(t.db);
      expect(indexes.rows[0]?.indexdef).toMatch(/\(listing_id, is_cover DESC, "position", storage_key\) WHERE \(rejection_reason IS NULL\)/);
      return;
    }
    // As on a database in service, whose statistics are kept (refreshStatistics after a bulk load).
    await sql`analyze listing_images`.execute(t.db);
    const compiled = listingCardsQuery(t.db, [ids.chosen, ids.none]).compile();
    const plan = sqliteHandle(t.db)!.prepare(`explain query plan ${compiled.sql}`).all(...(compiled.parameters as unknown[])) as Array<{ detail: string }>;
    const steps = plan.map((step) => step.detail).join(' | ');
    expect(steps).toMatch(/USING (COVERING )?INDEX listing_images_cover/);
    expect(steps).not.toMatch(/TEMP B-TREE/);
  });
});
