import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import { call } from '../property/support/context';
import { POST as copy } from '@/pages/api/data/property/copy';
import { nowIso, toJson } from '@/lib/db';
import { copyGonePath, copyMessages } from '@/lib/listings/copy.server';
import { editingMessages } from '@/lib/listings/editing.server';
import { makeListing, owner, seedManageWorld, statusOf, stranger, type ManageWorld } from './support';

// Copying one of your listings as a new draft (docs/decisions/095).

const t = useTestDatabase();
let world: ManageWorld;

beforeAll(async () => {
  world = await seedManageWorld(t.db);
});

const copyAs = (user: typeof owner | null, propertyId: unknown) => call(copy, '/api/data/property/copy', { method: 'POST', user, json: { propertyId } });

describe('copying a listing as a new draft', () => {
  it('makes a draft with what the wizard asks for, but not the photos, the history or the verified mark', async () => {
    const at = '2025-01-05T10:00:00.000Z';
    const from = await makeListing(t.db, world, {
      status: 'removed', title: 'Flat 4B, Gulberg Heights', description: 'Third floor, lift, backup power.', price: 28_000_000,
      beds: 3, baths: 2, condition: 'good', features: toJson({ cctv: true, 'parking-spaces': 1, gas: false }), availability: toJson({ days: ['Mon'] }),
      lat: 31.5, lng: 74.34, verified: 1, removed_at: at, removal_reason: 'sold-on-basera', selling_price: 27_000_000,
      published_at: at, expires_at: at, price_cut_from: 30_000_000, price_cut_at: at,
    });
    await t.db.insertInto('listing_images').values({ listing_id: from, storage_key: 'listings/copy-test.webp', user_id: world.ownerId, created_at: nowIso() }).execute();

    const res = await copyAs(owner, from);
    expect(res.status).toBe(200);
    const id = res.body.propertyId as number;
    expect(res.body).toEqual({ propertyId: id, copiedFrom: from, editPath: `/add-property?id=${id}&copied=${from}`, message: copyMessages.copied });
    expect(id).not.toBe(from);

    const [original, copied] = [await statusOf(t.db, from), await statusOf(t.db, id)];
    const kept = ['purpose', 'category', 'type', 'city_id', 'area_id', 'lat', 'lng', 'title', 'description', 'price', 'size_value', 'size_unit', 'size_sqft', 'beds', 'baths', 'condition', 'features', 'availability', 'owner_name', 'owner_code', 'owner_phone', 'agency_id', 'user_id'] as const;
    for (const column of kept) expect(copied?.[column], column).toEqual(original?.[column]);
    expect(copied).toMatchObject({
      status: 'draft', verified: 0, published_at: null, expires_at: null, removed_at: null, removal_reason: null, selling_price: null,
      price_cut_from: null, price_cut_at: null,
    });
    // The feature index follows the copy, so searches by feature find it once published.
    const features = await t.db.selectFrom('listing_features').select('feature').where('listing_id', '=', id).orderBy('feature').execute();
    expect(features.map((f) => f.feature)).toEqual(['cctv', 'parking-spaces']);
    expect(await t.db.selectFrom('listing_images').select('id').where('listing_id', '=', id).execute()).toEqual([]);
    // The original is as it was.
    expect(original).toMatchObject({ status: 'removed', verified: 1 });
  });

  it('sends a form posted without script on to the wizard on the copy', async () => {
    const from = await makeListing(t.db, world, { status: 'published' });
    const form = new FormData();
    form.set('propertyId', String(from));
    const res = await call(copy, '/api/data/property/copy', { method: 'POST', user: owner, form });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toBe('/add-property');
    expect(location.searchParams.get('copied')).toBe(String(from));
    expect((await statusOf(t.db, Number(location.searchParams.get('id'))))?.status).toBe('draft');
  });

  it('sends a form for a listing that is no longer theirs back to My Properties, saying so, and copies nothing', async () => {
    const from = await makeListing(t.db, world, { status: 'published' });
    const form = new FormData();
    form.set('propertyId', String(from));
    const res = await call(copy, '/api/data/property/copy', { method: 'POST', user: stranger, form });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(copyGonePath);
    expect(await t.db.selectFrom('listings').select('id').where('user_id', '=', world.strangerId).execute()).toEqual([]);
  });

  it("refuses someone else's listing as not found, a visitor, and an id that is not one, copying nothing", async () => {
    const from = await makeListing(t.db, world, { status: 'published' });
    const count = async () => Number((await t.db.selectFrom('listings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();

    const theirs = await copyAs(stranger, from);
    expect(theirs.status).toBe(404);
    expect(theirs.body.detail).toBe(editingMessages.notFound);
    expect((await copyAs(null, from)).status).toBe(401);
    const bad = await copyAs(owner, 'abc');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['propertyId']);
    expect(await count()).toBe(before);
  });
});
