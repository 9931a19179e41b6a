import { db, seedWorld, type World } from './support/world';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadComparison } from '../../../src/lib/listings/compare.server';
import { compareSections } from '../../../src/lib/listings/compare-table';
import { PKR_ONLY } from '../../../src/lib/money/shown';

// The compare page's data (docs/decisions/090): published listings only, in the order asked, the rest
// reported as gone; the table built from what their own pages show.

let world: World;
beforeAll(async () => {
  world = await seedWorld();
});

describe('loadComparison', () => {
  it('reads the published listings in the order asked and names the ids it could not show', async () => {
    const asked = [world.agencyListing, world.draft, world.published, world.removed, 987_654_321];
    const { listings, missing } = await loadComparison(db, asked);
    expect(listings.map((l) => l.id)).toEqual([world.agencyListing, world.published]);
    expect(missing).toEqual([world.draft, world.removed, 987_654_321]);
  });

  it('shows nothing for nothing asked', async () => {
    expect(await loadComparison(db, [])).toEqual({ listings: [], missing: [] });
  });

  it('gives the table the facts and features the listings show on their pages', async () => {
    const { listings } = await loadComparison(db, [world.published, world.far]);
    const sections = compareSections(listings, PKR_ONLY);
    const rows = sections.flatMap((s) => s.rows);
    expect(rows.find((r) => r.label === 'Price')?.cells).toEqual(['PKR 2.5 Crore', 'PKR 2.5 Crore']);
    expect(rows.find((r) => r.label === 'Size')?.cells).toEqual(['10 Marla', '10 Marla']);
    expect(rows.find((r) => r.label === 'Gas')?.cells).toEqual(['Yes', null]);
    expect(rows.find((r) => r.label === 'Facing')?.cells).toEqual(['North', null]);
    expect(rows.find((r) => r.label === 'Listed by')?.cells).toEqual(['Owner Person', 'Owner Person']);
    expect(listings[0]!.images[0]?.thumb).toBe('/media/demo/house-001/400.webp');
  });
});
