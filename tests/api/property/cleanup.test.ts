import { db } from './support/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, person } from './support/context';
import { photo, seedPlaces } from './support/fixtures';
import { POST as upload } from '../../../src/pages/api/data/images';
import { POST as create } from '../../../src/pages/api/data/property';
import { PUT as update } from '../../../src/pages/api/data/property/[id]';
import { ORPHAN_GRACE_MS, UNATTACHED_MAX_AGE_MS, runMediaCleanup } from '../../../src/lib/media/cleanup.server';
import { mediaStore } from '../../../src/lib/media/store.server';

const owner = person('cleanup-owner', 'Bilal Ahmed');
let places: Awaited<ReturnType<typeof seedPlaces>>;
const HOUR = 3_600_000;

/** Uploads pictures through the API; answers their ids and folders. */
async function uploadPictures(count: number, seed: number): Promise<{ id: number; folder: string }[]> {
  const form = new FormData();
  for (let i = 0; i < count; i++) form.append('files[]', new Blob([new Uint8Array(await photo(seed + i, 600, 400))], { type: 'image/jpeg' }), `p${i}.jpg`);
  form.append('referer', 'add-property');
  const res = await call(upload, '/api/data/images', { method: 'POST', user: owner, form });
  expect(res.status).toBe(200);
  const rows = await db.selectFrom('listing_images').select(['id', 'storage_key']).where('id', 'in', res.body.images.map((i: { id: number }) => i.id)).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, folder: r.storage_key.replace('/original.webp', '') }));
}

function house(imageIds: number[]) {
  return {
    purpose: 'rent', category: 'residential', subType: 'house',
    city: { id: places.cityId, name: 'Islamabad' }, area: { id: places.f7, name: 'F-7' }, areaInput: 'F-7',
    areaPinDetails: { lat: 33.722, lng: 73.044 }, name: 'Corner house with a lawn in F-7', size: 10, sizeUnit: 'marla',
    price: 150000, bed: 4, bath: 4, condition: 'good',
    description: 'Ten marla corner house on a quiet street with a lawn, two kitchens and a servant quarter near the markaz.',
    features: {}, images: imageIds.map((id, i) => ({ details: { id }, isCover: i === 0 })),
    availability: { availability: 'anytime', days: [], startTime: '', endTime: '' },
    owner: { name: 'Bilal Ahmed', code: '92', phone: '3001234567' },
  };
}

const FILES = ['400.webp', '840.webp', '1600.webp', 'watermarked/400.webp', 'watermarked/840.webp', 'watermarked/1600.webp'];

/** What is left of a picture: its row, its media_objects rows and its stored files. */
async function leftOf(picture: { id: number; folder: string }) {
  const row = await db.selectFrom('listing_images').select('id').where('id', '=', picture.id).executeTakeFirst();
  const objects = await db.selectFrom('media_objects').select('key').where('key', 'like', `${picture.folder}/%`).execute();
  let files = 0;
  for (const name of FILES) if (await mediaStore().exists(`${picture.folder}/${name}`)) files++;
  return { row: row !== undefined, objects: objects.length, files };
}
const whole = { row: true, objects: FILES.length, files: FILES.length };
const gone = { row: false, objects: 0, files: 0 };

beforeAll(async () => {
  places = await seedPlaces();
});

describe('clean-up of pictures no listing uses', () => {
  it('removes pictures taken out in the wizard and uploads never attached, and nothing else', async () => {
    const [a, b, taken, kept, never] = await uploadPictures(5, 60);
    const created = await call(create, '/api/data/property', { method: 'POST', user: owner, json: { ...house([a.id, b.id, taken.id]), intent: 'draft' } });
    expect(created.status).toBe(201);
    // The owner swaps one picture for another in the wizard and saves.
    const id = created.body.id;
    const saved = await call(update, `/api/data/property/${id}`, { method: 'PUT', user: owner, params: { id: String(id) }, json: { ...house([a.id, b.id, kept.id]), intent: 'draft' } });
    expect(saved.status).toBe(200);
    expect(await leftOf(taken)).toEqual({ ...whole, row: false });

    // Within the grace period nothing goes; files can still be being written.
    expect(await runMediaCleanup(db, mediaStore())).toEqual({ unattached: 0, files: 0 });
    expect(await leftOf(taken)).toEqual({ ...whole, row: false });

    // Later: the taken-out picture's files go; the upload waiting for a listing stays while a draft may still name it.
    expect(await runMediaCleanup(db, mediaStore(), new Date(Date.now() + ORPHAN_GRACE_MS + HOUR))).toEqual({ unattached: 0, files: FILES.length });
    expect(await leftOf(taken)).toEqual(gone);
    expect(await leftOf(never)).toEqual(whole);

    // Past the draft's lifetime the never-attached upload goes, row and files.
    const later = new Date(Date.now() + UNATTACHED_MAX_AGE_MS + HOUR);
    expect(await runMediaCleanup(db, mediaStore(), later)).toEqual({ unattached: 1, files: FILES.length });
    expect(await leftOf(never)).toEqual(gone);

    // The listing's pictures are untouched, and a second run finds nothing to do.
    for (const picture of [a, b, kept]) expect(await leftOf(picture)).toEqual(whole);
    expect(await runMediaCleanup(db, mediaStore(), later)).toEqual({ unattached: 0, files: 0 });
  });

  it('lets several servers run at once: each row and file is removed once, and none fail', async () => {
    const pictures = await uploadPictures(3, 80);
    const later = new Date(Date.now() + UNATTACHED_MAX_AGE_MS + HOUR);
    const runs = await Promise.all([runMediaCleanup(db, mediaStore(), later), runMediaCleanup(db, mediaStore(), later), runMediaCleanup(db, mediaStore(), later)]);
    expect(runs.reduce((sum, r) => sum + r.unattached, 0)).toBe(3);
    expect(runs.reduce((sum, r) => sum + r.files, 0)).toBe(3 * FILES.length);
    for (const picture of pictures) expect(await leftOf(picture)).toEqual(gone);
  });

  it('finishes a run that stopped after deleting files but before their rows', async () => {
    const [picture] = await uploadPictures(1, 90);
    await db.deleteFrom('listing_images').where('id', '=', picture.id).execute();
    // As if a server stopped half way: the files are gone, their rows are still there.
    for (const name of FILES) await mediaStore().delete(`${picture.folder}/${name}`);
    expect(await leftOf(picture)).toEqual({ row: false, objects: FILES.length, files: 0 });
    expect((await runMediaCleanup(db, mediaStore(), new Date(Date.now() + ORPHAN_GRACE_MS + HOUR))).files).toBe(FILES.length);
    expect(await leftOf(picture)).toEqual(gone);
  });
});
