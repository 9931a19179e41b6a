import { db } from './support/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, person } from './support/context';
import { seedMarket, seedPlaces } from './support/fixtures';
import { POST as create } from '../../../src/pages/api/data/property';
import { PUT as update } from '../../../src/pages/api/data/property/[id]';
import { GET as editDetails } from '../../../src/pages/api/data/property/editDetails/[id]';
import { GET as feedback } from '../../../src/pages/api/data/property/feedback/[id]';
import { POST as quality } from '../../../src/pages/api/data/property/quality';
import { ensureUserRow } from '../../../src/lib/accounts/users.server';
import { nowIso } from '../../../src/lib/db/values';

const owner = person('listing-owner', 'Ayesha Khan');
const stranger = person('listing-stranger');
let places: Awaited<ReturnType<typeof seedPlaces>>;
let ownerId: number;

async function images(userId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await db
      .insertInto('listing_images')
      .values({ storage_key: `listings/test-${userId}-${Date.now()}-${i}/original.webp`, width: 840, height: 560, phash: '0f0f0f0f0f0f0f0f', user_id: userId, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

async function featuresOf(listingId: number): Promise<string[]> {
  const rows = await db.selectFrom('listing_features').select('feature').where('listing_id', '=', listingId).orderBy('feature').execute();
  return rows.map((r) => r.feature);
}

function house(imageIds: number[], over: Record<string, unknown> = {}) {
  return {
    purpose: 'rent',
    category: 'residential',
    subType: 'house',
    city: { id: places.cityId, name: 'Islamabad' },
    area: { id: places.f7, name: 'F-7' },
    areaInput: 'F-7',
    areaPinDetails: { lat: 33.722, lng: 73.044 },
    name: 'Family house with lawn near F-7 markaz',
    size: 10,
    sizeUnit: 'marla',
    price: 150000,
    bed: 4,
    bath: 4,
    condition: 'good',
    description: 'Ten marla house on a quiet street, two kitchens, a servant quarter and a lawn, five minutes to the markaz.',
    features: { gas: true, floors: 2 },
    images: imageIds.map((id) => ({ details: { id }, isCover: false })),
    availability: { availability: 'days', days: ['saturday', 'sunday'], startTime: '10:00', endTime: '17:00' },
    owner: { name: 'Ayesha Khan', code: '92', phone: '3001234567' },
    ...over,
  };
}

beforeAll(async () => {
  places = await seedPlaces();
  ownerId = await ensureUserRow(db, owner);
  await ensureUserRow(db, stranger);
  // The F-7 market: 10 Marla houses around PKR 60 per sq ft a month.
  await seedMarket(places.cityId, places.f7, [120_000, 130_000, 135_000, 140_000, 150_000, 160_000]);
});

describe('POST /api/data/property', () => {
  it('asks a signed-out visitor to sign in', async () => {
    expect((await call(create, '/api/data/property', { method: 'POST', json: house([]) })).status).toBe(401);
  });

  it('submits a house for review with its images, the first as cover, and stores the quality report', async () => {
    const ids = await images(ownerId, 3);
    const res = await call(create, '/api/data/property', { method: 'POST', user: owner, json: { ...house(ids), intent: 'submit' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'in_review', quality: { warnings: [], price: { verdict: 'within_market', scope: 'area', sample: 6 } } });

    const row = await db.selectFrom('listings').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: ownerId, status: 'in_review', purpose: 'rent', category: 'residential', type: 'house', title: 'Family house with lawn near F-7 markaz',
      size_value: 10, size_unit: 'marla', size_sqft: 2250, beds: 4, baths: 4, condition: 'good', owner_code: '92', owner_phone: '3001234567',
    });
    expect(Number(row.price)).toBe(150000);
    expect(JSON.parse(row.features)).toEqual({ gas: true, floors: 2 });
    expect(await featuresOf(res.body.id)).toEqual(['floors', 'gas']);
    expect(JSON.parse(row.availability!)).toEqual({ availability: 'days', days: ['saturday', 'sunday'], startTime: '10:00', endTime: '17:00' });
    expect(JSON.parse(row.quality!).price.verdict).toBe('within_market');
    const stored = await db.selectFrom('listing_images').select(['id', 'listing_id', 'position', 'is_cover']).where('id', 'in', ids).orderBy('position').execute();
    expect(stored.map((i) => [i.id, i.listing_id, i.position, i.is_cover])).toEqual([
      [ids[0], res.body.id, 0, 1],
      [ids[1], res.body.id, 1, 0],
      [ids[2], res.body.id, 2, 0],
    ]);
  });

  it('saves a draft with only the essentials', async () => {
    const res = await call(create, '/api/data/property', {
      method: 'POST',
      user: owner,
      json: { purpose: 'sale', category: 'plot', subType: 'residential-plot', city: { id: places.cityId, name: 'Islamabad' }, area: { id: places.g9, name: 'G-9' }, name: 'Corner plot in G-9', size: 8, sizeUnit: 'marla', price: 30_000_000, intent: 'draft' },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('draft');
  });

  it('answers 400 with the field messages for a bad body, and stores nothing', async () => {
    const before = await db.selectFrom('listings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await call(create, '/api/data/property', { method: 'POST', user: owner, json: { purpose: 'lease', sizeUnit: 'acre', intent: 'submit' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.errors).toMatchObject({
      purpose: 'Purpose is required',
      city: 'City is required',
      area: 'Please select a city first',
      name: 'Property name is required',
      'owner.name': 'Name is required',
      'owner.phone': 'Phone is required',
    });
    expect(res.body.errors.sizeUnit).toBeDefined();
    const missing = await call(create, '/api/data/property', { method: 'POST', user: owner, json: { ...house([]), size: null, price: '', bed: null, bath: null, intent: 'submit' } });
    expect(missing.body.errors).toMatchObject({
      size: 'Size is requried', price: 'Price is required', bed: 'Bed is required', bath: 'Bath is required',
      images: 'Plots need at least 1 image. Residential properties need at least 3 images.',
    });
    const timing = await call(create, '/api/data/property', {
      method: 'POST', user: owner, json: { ...house([]), availability: { availability: 'days', days: ['monday'], startTime: '', endTime: '18:00' } },
    });
    expect(timing.body.errors['availability.startTime']).toBe('Please enter start time first');
    const after = await db.selectFrom('listings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses an area of another city, and images that are not the person\'s own', async () => {
    const wrongArea = await call(create, '/api/data/property', { method: 'POST', user: owner, json: { ...house(await images(ownerId, 3)), area: { id: places.dha, name: 'DHA Phase 5' } } });
    expect(wrongArea.status).toBe(400);
    expect(wrongArea.body.errors.area).toBe('This area is not in the chosen city');
    const theirs = await images((await ensureUserRow(db, stranger)), 3);
    const res = await call(create, '/api/data/property', { method: 'POST', user: owner, json: { ...house(theirs), intent: 'submit' } });
    expect(res.status).toBe(400);
    expect(res.body.errors.images).toBe('Some images could not be found. Please upload them again.');
  });
});

describe('editing a listing', () => {
  let id: number;
  let imageIds: number[];

  beforeAll(async () => {
    imageIds = await images(ownerId, 3);
    const res = await call(create, '/api/data/property', { method: 'POST', user: owner, json: { ...house(imageIds), intent: 'submit' } });
    id = res.body.id;
  });

  it('reads back the draft for its owner only', async () => {
    const res = await call(editDetails, `/api/data/property/editDetails/${id}`, { user: owner, params: { id: String(id) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'in_review' });
    expect(res.body.draft).toMatchObject({
      purpose: 'rent', category: 'residential', subType: 'house', city: { id: places.cityId, name: 'Islamabad' }, area: { id: places.f7, name: 'F-7' },
      name: 'Family house with lawn near F-7 markaz', size: 10, sizeUnit: 'marla', price: 150000, bed: 4, bath: 4, condition: 'good',
      features: { gas: true, floors: 2 }, owner: { name: 'Ayesha Khan', code: '92', phone: '3001234567' },
      availability: { availability: 'days', days: ['saturday', 'sunday'], startTime: '10:00', endTime: '17:00' },
      areaPinDetails: { lat: 33.722, lng: 73.044 },
    });
    expect(res.body.draft.images.map((i: { details: { id: number } }) => i.details.id)).toEqual(imageIds);
    expect(res.body.draft.images[0]).toMatchObject({ isCover: true, details: { url: expect.stringMatching(/^\/media\/listings\/.+\/840\.webp$/) } });

    expect((await call(editDetails, `/api/data/property/editDetails/${id}`, { user: stranger, params: { id: String(id) } })).status).toBe(404);
    expect((await call(editDetails, `/api/data/property/editDetails/${id}`, { params: { id: String(id) } })).status).toBe(401);
    expect((await call(editDetails, '/api/data/property/editDetails/abc', { user: owner, params: { id: 'abc' } })).status).toBe(400);
    expect((await call(editDetails, '/api/data/property/editDetails/999999', { user: owner, params: { id: '999999' } })).status).toBe(404);
  });

  it('lets only the owner change it', async () => {
    const res = await call(update, `/api/data/property/${id}`, { method: 'PUT', user: stranger, params: { id: String(id) }, json: { ...house(imageIds), intent: 'submit' } });
    expect(res.status).toBe(404);
    const title = await db.selectFrom('listings').select('title').where('id', '=', id).executeTakeFirstOrThrow();
    expect(title.title).toBe('Family house with lawn near F-7 markaz');
  });

  it('sends an edited published listing back to review, with new, reordered and removed images', async () => {
    await db.updateTable('listings').set({ status: 'published', published_at: nowIso() }).where('id', '=', id).execute();
    const [added] = await images(ownerId, 1);
    const body = house([], { price: 170000, name: 'Family house with lawn and garage near F-7 markaz', features: { gas: false, lawn: true, floors: 2 } });
    body.images = [
      { details: { id: imageIds[2] }, isCover: true },
      { details: { id: added }, isCover: false, isNew: true } as never,
      { details: { id: imageIds[0] }, isCover: false },
    ];
    const res = await call(update, `/api/data/property/${id}`, { method: 'PUT', user: owner, params: { id: String(id) }, json: { ...body, intent: 'draft' } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('in_review');
    const row = await db.selectFrom('listings').select(['status', 'price', 'title']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'in_review', title: 'Family house with lawn and garage near F-7 markaz' });
    expect(Number(row.price)).toBe(170000);
    // The search's feature rows follow the edit: gas switched off, lawn added.
    expect(await featuresOf(id)).toEqual(['floors', 'lawn']);
    const stored = await db.selectFrom('listing_images').select(['id', 'is_cover']).where('listing_id', '=', id).orderBy('position').execute();
    expect(stored).toEqual([
      { id: imageIds[2], is_cover: 1 },
      { id: added, is_cover: 0 },
      { id: imageIds[0], is_cover: 0 },
    ]);
    expect(await db.selectFrom('listing_images').select('id').where('id', '=', imageIds[1]).executeTakeFirst()).toBeUndefined();
  });

  it("shows the moderator's feedback to the owner only, and a resubmission answers it", async () => {
    const now = nowIso();
    await db.updateTable('listings').set({ status: 'rejected' }).where('id', '=', id).execute();
    await db
      .insertInto('listing_feedback')
      .values([
        { listing_id: id, kind: 'PRICE', status: 'IMPROVE', message: 'The rent looks high for F-7.', created_at: now },
        { listing_id: id, kind: 'TITLE', status: 'REJECTED', message: 'Please describe the house in the title.', created_at: now },
      ])
      .execute();
    const [firstImage] = (await db.selectFrom('listing_images').select('id').where('listing_id', '=', id).orderBy('position').execute()).map((r) => r.id);
    await db.updateTable('listing_images').set({ rejection_reason: 'blurred' }).where('id', '=', firstImage).execute();

    const res = await call(feedback, `/api/data/property/feedback/${id}`, { user: owner, params: { id: String(id) } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('rejected');
    expect(res.body.enabled).toEqual({ price: true, title: true, details: false, description: false, location: false });
    expect(res.body.feedback.map((f: { kind: string; status: string }) => [f.kind, f.status]).sort()).toEqual([['PRICE', 'IMPROVE'], ['TITLE', 'REJECTED']]);
    expect(res.body.images).toEqual([{ id: firstImage, rejectionReason: 'blurred' }]);
    expect((await call(feedback, `/api/data/property/feedback/${id}`, { user: stranger, params: { id: String(id) } })).status).toBe(404);

    const details = await call(editDetails, `/api/data/property/editDetails/${id}`, { user: owner, params: { id: String(id) } });
    expect(details.body.draft.images[0].rejectionReason).toBe('blurred');

    // A rejected listing saved as a draft stays rejected; submitted, it is back in review and the feedback is answered.
    const draftBody = { ...details.body.draft, intent: 'draft' };
    expect((await call(update, `/api/data/property/${id}`, { method: 'PUT', user: owner, params: { id: String(id) }, json: draftBody })).body.status).toBe('rejected');
    const images = details.body.draft.images.map((i: object, n: number) => (n === 0 ? { ...i, isModified: true } : i));
    const resubmit = await call(update, `/api/data/property/${id}`, { method: 'PUT', user: owner, params: { id: String(id) }, json: { ...details.body.draft, images, intent: 'submit' } });
    expect(resubmit.body.status).toBe('in_review');
    const after = await call(feedback, `/api/data/property/feedback/${id}`, { user: owner, params: { id: String(id) } });
    expect(after.body.feedback).toEqual([]);
    expect(after.body.images).toEqual([]);
  });
});

describe('what ends up in review is complete', () => {
  async function listingIn(status: 'published' | 'in_review' | 'rejected') {
    const ids = await images(ownerId, 3);
    const res = await call(create, '/api/data/property', { method: 'POST', user: owner, json: { ...house(ids), intent: 'submit' } });
    await db.updateTable('listings').set({ status }).where('id', '=', res.body.id).execute();
    return res.body.id as number;
  }
  const save = (id: number, json: unknown) => call(update, `/api/data/property/${id}`, { method: 'PUT', user: owner, params: { id: String(id) }, json });

  it('refuses a published listing saved as a draft without pictures or the owner\'s phone, and leaves it as it was', async () => {
    const id = await listingIn('published');
    const res = await save(id, { ...house([], { owner: { name: 'Ayesha Khan', code: '92', phone: '' } }), intent: 'draft' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ images: 'Plots need at least 1 image. Residential properties need at least 3 images.', 'owner.phone': 'Phone is required' });
    const row = await db.selectFrom('listings').select(['status', 'owner_phone']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'published', owner_phone: '3001234567' });
    expect(await db.selectFrom('listing_images').select('id').where('listing_id', '=', id).execute()).toHaveLength(3);
  });

  it('refuses an incomplete save of a listing in review, but keeps a rejected one\'s incomplete draft', async () => {
    const inReview = await listingIn('in_review');
    const res = await save(inReview, { ...house([]), intent: 'draft' });
    expect(res.status).toBe(400);
    expect(res.body.errors.images).toBe('Plots need at least 1 image. Residential properties need at least 3 images.');

    const rejected = await listingIn('rejected');
    const kept = await save(rejected, { ...house([]), intent: 'draft' });
    expect(kept.status).toBe(200);
    expect(kept.body.status).toBe('rejected');
  });
});

describe("an agent's listings", () => {
  it("belong to the agent's agency", async () => {
    const now = nowIso();
    const agency = await db
      .insertInto('agencies')
      .values({ name: 'Capital Estates', slug: `capital-estates-${Date.now()}`, city_id: places.cityId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const email = `agent-${Date.now()}@example.pk`;
    await db.insertInto('users').values({ email, name: 'Agent', role: 'agent', user_type: 'agent', agency_id: agency.id, created_at: now, updated_at: now }).execute();
    const agent = { ...person(`agent-${Date.now()}`, 'Agent'), email, role: 'agent' as const };
    const agentId = await ensureUserRow(db, agent);

    const submitted = await call(create, '/api/data/property', { method: 'POST', user: agent, json: { ...house(await images(agentId, 3)), intent: 'submit' } });
    const drafted = await call(create, '/api/data/property', { method: 'POST', user: agent, json: { ...house([]), intent: 'draft' } });
    const rows = await db.selectFrom('listings').select(['id', 'agency_id']).where('id', 'in', [submitted.body.id, drafted.body.id]).orderBy('id').execute();
    expect(rows.map((r) => r.agency_id)).toEqual([agency.id, agency.id]);

    // A private owner's listing has no agency.
    const own = await call(create, '/api/data/property', { method: 'POST', user: owner, json: { ...house([]), intent: 'draft' } });
    expect((await db.selectFrom('listings').select('agency_id').where('id', '=', own.body.id).executeTakeFirstOrThrow()).agency_id).toBeNull();
  });
});

describe('POST /api/data/property/quality', () => {
  it('warns before submitting: price, title and pin', async () => {
    const res = await call(quality, '/api/data/property/quality', {
      method: 'POST',
      user: owner,
      json: house([], { price: 15000, name: 'HOUSE FOR RENT CALL 03001234567', areaPinDetails: { lat: 33.6, lng: 73.1 } }),
    });
    expect(res.status).toBe(200);
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toEqual(['unrealistic', 'title_capitals', 'title_phone', 'pin_far']);
    expect(res.body.price).toMatchObject({ verdict: 'unrealistic', scope: 'area' });
  });
});

describe('GET /api/data/property/nearestArea', () => {
  it('suggests the area whose centre is nearest the pin, and nothing far from every area', async () => {
    const { GET: nearest } = await import('../../../src/pages/api/data/property/nearestArea');
    const near = await call(nearest, '/api/data/property/nearestArea?lat=33.7190&lng=73.0410', { user: owner });
    expect(near.status).toBe(200);
    expect(near.body.nearest).toMatchObject({ area: { id: places.f7, name: 'F-7' }, city: { id: places.cityId, name: 'Islamabad' } });
    const g9 = await call(nearest, '/api/data/property/nearestArea?lat=33.6930&lng=73.0300', { user: owner });
    expect(g9.body.nearest.area.name).toBe('G-9');
    // About 4 km north of F-7: further than the review allows between a pin and its area, so no suggestion.
    const beyond = await call(nearest, '/api/data/property/nearestArea?lat=33.7575&lng=73.0433', { user: owner });
    expect(beyond.body.nearest).toBeNull();
    const sea = await call(nearest, '/api/data/property/nearestArea?lat=24.0&lng=62.0', { user: owner });
    expect(sea.body.nearest).toBeNull();
    expect((await call(nearest, '/api/data/property/nearestArea?lat=100&lng=0', { user: owner })).status).toBe(400);
  });
});
