import { beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '@/lib/db/migrations';
import { refreshListingFeatures } from '@/lib/listings/features.server';
import { searchListings } from '@/lib/search/queries.server';
import { defaultListingFilter } from '@/lib/search/schema';
import { useTestDatabase } from '../support/db';
import { addListing, addPlaces, ISLAMABAD } from './support/world';

const t = useTestDatabase();
const ids: Record<string, number> = {};

// Each listing's features JSON, and whether 'gas' is present by the rule: the key is there and its
// value is not false, 0 or 'None'.
const GAS: Array<[name: string, features: string, present: boolean]> = [
  ['yes', JSON.stringify({ gas: true }), true],
  ['count', JSON.stringify({ gas: 2, lawn: true }), true],
  ['text', JSON.stringify({ gas: 'Sui' }), true],
  ['off', JSON.stringify({ gas: false, lawn: true }), false],
  ['zero', JSON.stringify({ gas: 0 }), false],
  ['none', JSON.stringify({ gas: 'None' }), false],
  ['absent', JSON.stringify({ lawn: true }), false],
  // 'gas' only inside another value, and JSON that is not an object: no features at all.
  ['nested', JSON.stringify({ note: { gas: true } }), false],
  ['array', JSON.stringify(['gas']), false],
];

async function featureRows(): Promise<string[]> {
  const rows = await t.db.selectFrom('listing_features').select(['listing_id', 'feature']).orderBy('listing_id').orderBy('feature').execute();
  return rows.map((r) => `${r.listing_id}:${r.feature}`);
}

async function gasSearch(): Promise<number[]> {
  const page = await searchListings(t.db, { ...defaultListingFilter(), city: { id: ISLAMABAD, name: 'Islamabad' }, purpose: 'buy', features: ['gas'] });
  return page.listings.map((l) => l.id).sort((a, b) => a - b);
}

beforeAll(async () => {
  await addPlaces(t.db);
  for (const [i, [name, features]] of GAS.entries()) ids[name] = await addListing(t.db, { title: `Gas ${name}`, features, minute: 10 + i });
});

describe('the feature filter', () => {
  it('finds exactly the listings whose JSON has the feature by the present rule', async () => {
    const expected = GAS.filter(([, , present]) => present).map(([name]) => ids[name]);
    expect(await gasSearch()).toEqual(expected.sort((a, b) => a - b));
  });

  it('follows a listing whose features change', async () => {
    await t.db.updateTable('listings').set({ features: JSON.stringify({ gas: 'None', lawn: true }) }).where('id', '=', ids.yes).execute();
    await t.db.updateTable('listings').set({ features: JSON.stringify({ gas: 1 }) }).where('id', '=', ids.zero).execute();
    await refreshListingFeatures(t.db, { ids: [ids.yes, ids.zero] });
    expect(await gasSearch()).toEqual([ids.count, ids.text, ids.zero].sort((a, b) => a - b));
    expect((await featureRows()).filter((row) => row.startsWith(`${ids.yes}:`))).toEqual([`${ids.yes}:lawn`]);
  });

  it('loses the rows of a deleted listing', async () => {
    await t.db.deleteFrom('listings').where('id', '=', ids.text).execute();
    expect((await featureRows()).some((row) => row.startsWith(`${ids.text}:`))).toBe(false);
  });
});

describe('migration 0008_listing_features', () => {
  it('backfills the rows of existing listings from their JSON, as the writers derive them', async () => {
    const written = await featureRows();
    const migration = migrations['0008_listing_features'];
    await migration.down!(t.db);
    await migration.up(t.db);
    const backfilled = await featureRows();
    expect(backfilled).toEqual(written);
    expect(backfilled).toContain(`${ids.count}:gas`);
    expect(backfilled).toContain(`${ids.off}:lawn`);
    expect(backfilled.some((row) => row.startsWith(`${ids.off}:gas`) || row.startsWith(`${ids.none}:`))).toBe(false);
    expect(await gasSearch()).toEqual([ids.count, ids.zero].sort((a, b) => a - b));
  });
});
