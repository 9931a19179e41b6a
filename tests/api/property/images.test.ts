import { db, dataDir } from './support/database';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, person } from './support/context';
import { photo, seedPlaces } from './support/fixtures';
import { POST as upload } from '../../../src/pages/api/data/images';
import { POST as duplicates } from '../../../src/pages/api/data/images/duplicateImages';
import { DELETE as deleteListing } from '../../../src/pages/api/data/property/delete/index';
import { mediaStore, setMediaStore, type MediaStore } from '../../../src/lib/media/store.server';
import { ensureUserRow } from '../../../src/lib/accounts/users.server';
import { nowIso } from '../../../src/lib/db/values';
import { phashBands } from '../../../src/lib/media/phash';
import { IMAGE_WIDTHS, WATERMARKED_WIDTHS, canReadHeic } from '../../../src/lib/media/images.server';

const owner = person('image-owner');
const other = person('image-other');

function form(...files: { bytes: Buffer; name: string; type?: string }[]): FormData {
  const data = new FormData();
  for (const f of files) data.append('files[]', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }), f.name);
  data.append('referer', 'add-property');
  return data;
}

function mediaFiles(): string[] {
  const root = join(dataDir, 'media');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

async function counts() {
  const images = await db.selectFrom('listing_images').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const objects = await db.selectFrom('media_objects').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { images: Number(images.n), objects: Number(objects.n), files: mediaFiles().length };
}

let places: Awaited<ReturnType<typeof seedPlaces>>;
beforeAll(async () => {
  places = await seedPlaces();
});

describe('POST /api/data/images', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const res = await call(upload, '/api/data/images', { method: 'POST', form: form({ bytes: await photo(1), name: 'a.jpg' }) });
    expect(res.status).toBe(401);
  });

  it('stores WebP sizes without metadata, upright, and answers ids and addresses', async () => {
    const tagged = await sharp(await photo(2, 600, 300))
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'Camera owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
      .jpeg()
      .toBuffer();
    expect(await sharp(tagged).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });

    const res = await call(upload, '/api/data/images', { method: 'POST', user: owner, form: form({ bytes: tagged, name: 'house.jpg' }) });
    expect(res.status).toBe(200);
    const [image] = res.body.images;
    expect(image.url).toMatch(/^\/media\/listings\/[0-9a-f-]+\/840\.webp$/);
    expect(image.thumbnailUrl).toMatch(/\/400\.webp$/);
    expect(image.largeUrl).toMatch(/\/1600\.webp$/);

    const row = await db.selectFrom('listing_images').selectAll().where('id', '=', image.id).executeTakeFirstOrThrow();
    expect(row.storage_key).toMatch(/^listings\/[0-9a-f-]+\/original\.webp$/);
    expect(row.phash).toMatch(/^[0-9a-f]{16}$/);
    expect(row.listing_id).toBeNull();

    const folder = row.storage_key.replace('/original.webp', '');
    const names = ['400.webp', '840.webp', '1600.webp', 'watermarked/400.webp', 'watermarked/840.webp', 'watermarked/1600.webp'];
    for (const name of names) {
      const stored = await mediaStore().get(`${folder}/${name}`);
      expect(stored, name).not.toBeNull();
      const meta = await sharp(stored!.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif, `${name} keeps no EXIF`).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      // Orientation 6 turns the 600 x 300 picture upright: taller than wide, and never enlarged.
      expect(meta.height).toBeGreaterThan(meta.width!);
      expect(meta.width).toBeLessThanOrEqual(300);
    }
    const objects = await db.selectFrom('media_objects').select('key').where('key', 'like', `${folder}/%`).execute();
    expect(objects).toHaveLength(names.length);
  });

  it('takes PNG and WebP too', async () => {
    const res = await call(upload, '/api/data/images', {
      method: 'POST',
      user: owner,
      form: form({ bytes: await photo(3, 800, 600, 'png'), name: 'a.png', type: 'image/png' }, { bytes: await photo(4, 800, 600, 'webp'), name: 'b.webp', type: 'image/webp' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.images).toHaveLength(2);
  });

  describe('refuses bad files and keeps nothing of the request', () => {
    const png20000 = async () => {
      // A real PNG whose header claims 20000 x 20000: refused from the header, never decoded.
      const bytes = Buffer.from(await sharp({ create: { width: 10, height: 10, channels: 3, background: '#888' } }).png().toBuffer());
      bytes.writeUInt32BE(20000, 16);
      bytes.writeUInt32BE(20000, 20);
      return bytes;
    };
    const cases: [string, () => Promise<Buffer>, string][] = [
      ['a text file named .jpg', async () => Buffer.from('this is not a picture at all\n'.repeat(20)), 'Please choose a JPEG, PNG or WebP image'],
      ['a truncated JPEG', async () => (await photo(5)).subarray(0, 4000), 'This image file is damaged or incomplete'],
      ['a 6 MB file', async () => Buffer.concat([await photo(6), Buffer.alloc(6_000_000 - (await photo(6)).length, 0)]), 'Max image file size is 5 mb'],
      ['a 20000 x 20000 PNG', png20000, 'This image has too many pixels. Please choose one under 40 megapixels'],
      ['a zip', async () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 1)]), 'Please choose a JPEG, PNG or WebP image'],
    ];
    for (const [label, make, message] of cases) {
      it(label, async () => {
        const before = await counts();
        // A good picture first: it must not be kept either.
        const res = await call(upload, '/api/data/images', {
          method: 'POST',
          user: owner,
          form: form({ bytes: await photo(9), name: 'good.jpg' }, { bytes: await make(), name: 'bad.jpg' }),
        });
        expect(res.status).toBe(400);
        expect(res.headers.get('content-type')).toContain('application/problem+json');
        expect(res.body.errors['files.1']).toBe(message);
        expect(res.body.detail).toBe(`bad.jpg: ${message}`);
        expect(await counts()).toEqual(before);
      });
    }

    it('a HEIC photo: taken where sharp reads HEIC, else refused with a clear message', async () => {
      const before = await counts();
      if (canReadHeic()) {
        // This sharp decodes HEVC; a libheif with a decoder here normally encodes too.
        const heic = await sharp(await photo(12, 800, 600)).heif({ compression: 'hevc' }).toBuffer();
        const res = await call(upload, '/api/data/images', { method: 'POST', user: owner, form: form({ bytes: heic, name: 'IMG_0001.HEIC', type: 'image/heic' }) });
        expect(res.status).toBe(200);
        const stored = await mediaStore().get(res.body.images[0].url.replace('/media/', ''));
        expect((await sharp(stored!.bytes).metadata()).format).toBe('webp');
      } else {
        const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(4000, 7)]);
        const res = await call(upload, '/api/data/images', {
          method: 'POST',
          user: owner,
          form: form({ bytes: await photo(9), name: 'good.jpg' }, { bytes: heic, name: 'IMG_0001.HEIC', type: 'image/heic' }),
        });
        expect(res.status).toBe(400);
        expect(res.body.errors['files.1']).toBe('HEIC photos cannot be read here yet. Please choose a JPEG, PNG or WebP image');
        expect(res.body.detail).toBe('IMG_0001.HEIC: HEIC photos cannot be read here yet. Please choose a JPEG, PNG or WebP image');
        expect(await counts()).toEqual(before);
      }
    });

    it('a request without files', async () => {
      const data = new FormData();
      data.append('referer', 'add-property');
      const res = await call(upload, '/api/data/images', { method: 'POST', user: owner, form: data });
      expect(res.status).toBe(400);
      expect(res.body.errors.files).toBe('Please choose at least one image');
    });
  });
});

describe('upload rate limit', () => {
  it('refuses a person past 60 uploads in 10 minutes, and not anyone else', async () => {
    const busy = person('busy-uploader');
    const empty = () => {
      const data = new FormData();
      data.append('referer', 'add-property');
      return data;
    };
    for (let i = 0; i < 60; i++) {
      expect((await call(upload, '/api/data/images', { method: 'POST', user: busy, form: empty() })).status).toBe(400);
    }
    const refused = await call(upload, '/api/data/images', { method: 'POST', user: busy, form: empty() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(upload, '/api/data/images', { method: 'POST', user: person('calm-uploader'), form: empty() })).status).toBe(400);
  });
});

describe('POST /api/data/images/duplicateImages', () => {
  it('finds a copy of a picture already on another listing, and not a different picture', async () => {
    const original = await photo(20, 1600, 1000);
    const first = await call(upload, '/api/data/images', { method: 'POST', user: other, form: form({ bytes: original, name: 'x.jpg' }) });
    const now = nowIso();
    const listing = await db
      .insertInto('listings')
      .values({
        purpose: 'sale', category: 'residential', type: 'house', city_id: places.cityId, area_id: places.f7, title: 'Theirs',
        price: 5e7, size_value: 10, size_unit: 'marla', size_sqft: 2250, status: 'published', created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('listing_images').set({ listing_id: listing.id }).where('id', '=', first.body.images[0].id).execute();

    // The same photo, resized and re-encoded harder, by someone else.
    const copy = await sharp(original).resize(1000).jpeg({ quality: 55 }).toBuffer();
    const mine = await call(upload, '/api/data/images', {
      method: 'POST',
      user: owner,
      form: form({ bytes: copy, name: 'copy.jpg' }, { bytes: await photo(77, 1600, 1000), name: 'new.jpg' }),
    });
    const [copyId, newId] = mine.body.images.map((i: { id: number }) => i.id);

    const res = await call(duplicates, '/api/data/images/duplicateImages', { method: 'POST', user: owner, json: { imageIds: [copyId, newId] } });
    expect(res.status).toBe(200);
    expect(res.body.duplicates).toEqual([{ imageId: copyId, listingIds: [listing.id], listings: [{ id: listing.id, path: `/sale/${listing.id}` }] }]);

    // Once that listing is not published it is no page to link to, and not the owner's to know of.
    await db.updateTable('listings').set({ status: 'in_review' }).where('id', '=', listing.id).execute();
    const hidden = await call(duplicates, '/api/data/images/duplicateImages', { method: 'POST', user: owner, json: { imageIds: [copyId] } });
    expect(hidden.body.duplicates).toEqual([]);
    await db.updateTable('listings').set({ status: 'published' }).where('id', '=', listing.id).execute();

    // The listing's own pictures are not duplicates of themselves.
    const self = await call(duplicates, '/api/data/images/duplicateImages', {
      method: 'POST',
      user: owner,
      json: { imageIds: [copyId], listingId: listing.id },
    });
    expect(self.body.duplicates).toEqual([]);

    // Another person's image ids tell nothing.
    const foreign = await call(duplicates, '/api/data/images/duplicateImages', { method: 'POST', user: other, json: { imageIds: [copyId] } });
    expect(foreign.body.duplicates).toEqual([]);
  });

  it('finds a near copy whose changed bits are spread over the whole hash, through the band indexes', async () => {
    const mine = await call(upload, '/api/data/images', { method: 'POST', user: owner, form: form({ bytes: await photo(31, 1600, 1000), name: 'near.jpg' }) });
    const imageId = mine.body.images[0].id as number;
    const { phash } = await db.selectFrom('listing_images').select('phash').where('id', '=', imageId).executeTakeFirstOrThrow();
    const flip = (hash: string, bits: number[]) => {
      let value = BigInt(`0x${hash}`);
      for (const bit of bits) value ^= 1n << BigInt(bit);
      return value.toString(16).padStart(16, '0');
    };
    // 8 bits apart, two in each 16-bit band: no band is equal, yet it is within the duplicate distance.
    const near = flip(phash!, [0, 9, 16, 25, 32, 41, 48, 57]);
    // 9 bits apart: a different picture.
    const far = flip(phash!, [0, 9, 16, 25, 32, 41, 48, 57, 63]);
    const now = nowIso();
    const listingOf = async (hash: string, title: string) => {
      const listing = await db
        .insertInto('listings')
        .values({
          purpose: 'rent', category: 'residential', type: 'house', city_id: places.cityId, area_id: places.f7, title,
          price: 5e7, size_value: 10, size_unit: 'marla', size_sqft: 2250, status: 'published', created_at: now, updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('listing_images').values({ listing_id: listing.id, storage_key: `listings/near-${hash}/original.webp`, phash: hash, ...phashBands(hash), created_at: now }).execute();
      return listing.id;
    };
    const nearListing = await listingOf(near, 'Near copy');
    await listingOf(far, 'Different picture');

    const res = await call(duplicates, '/api/data/images/duplicateImages', { method: 'POST', user: owner, json: { imageIds: [imageId] } });
    expect(res.status).toBe(200);
    // A rental's page is under /rent.
    expect(res.body.duplicates).toEqual([{ imageId, listingIds: [nearListing], listings: [{ id: nearListing, path: `/rent/${nearListing}` }] }]);
  });

  it('answers 400 for a bad body', async () => {
    const res = await call(duplicates, '/api/data/images/duplicateImages', { method: 'POST', user: owner, json: { imageIds: [] } });
    expect(res.status).toBe(400);
    expect(res.body.errors.imageIds).toBeDefined();
  });
});

describe('DELETE /api/data/property/delete/ and the stored pictures', () => {
  /** A listing of `userId` showing the given uploaded images. */
  async function listingWith(userId: number, imageIds: number[]): Promise<number> {
    const now = nowIso();
    const listing = await db
      .insertInto('listings')
      .values({
        purpose: 'sale', category: 'residential', type: 'house', city_id: places.cityId, area_id: places.f7, title: 'To be deleted',
        price: 5e7, size_value: 10, size_unit: 'marla', size_sqft: 2250, status: 'draft', user_id: userId, created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (imageIds.length > 0) await db.updateTable('listing_images').set({ listing_id: listing.id }).where('id', 'in', imageIds).execute();
    return listing.id;
  }

  /** Every stored size of a picture, clean and watermarked. */
  const VARIANTS = Object.values(IMAGE_WIDTHS).length + WATERMARKED_WIDTHS.length;

  async function storedUnder(folder: string) {
    const names = [
      ...Object.values(IMAGE_WIDTHS).map((width) => `${width}.webp`),
      ...WATERMARKED_WIDTHS.map((width) => `watermarked/${width}.webp`),
    ];
    const present = await Promise.all(names.map((name) => mediaStore().exists(`${folder}/${name}`)));
    const rows = await db.selectFrom('media_objects').select('key').where('key', 'like', `${folder}/%`).execute();
    return { files: present.filter(Boolean).length, rows: rows.length };
  }

  it('removes every size of the pictures and their rows, after the listing is gone from the database', async () => {
    const ownerId = await ensureUserRow(db, owner);
    const res = await call(upload, '/api/data/images', {
      method: 'POST',
      user: owner,
      form: form({ bytes: await photo(41), name: 'a.jpg' }, { bytes: await photo(42), name: 'b.jpg' }),
    });
    const ids = res.body.images.map((i: { id: number }) => i.id) as number[];
    const id = await listingWith(ownerId, ids);
    const keys = await db.selectFrom('listing_images').select('storage_key').where('id', 'in', ids).execute();
    const folders = keys.map((k) => k.storage_key.replace('/original.webp', ''));
    for (const folder of folders) expect(await storedUnder(folder)).toEqual({ files: VARIANTS, rows: VARIANTS });

    // The store is asked to delete only once the listing's deletion is visible to other readers.
    const real = mediaStore();
    const seenWhenDeleting: boolean[] = [];
    const watching: MediaStore = {
      ...real,
      async delete(key) {
        const row = await db.selectFrom('listings').select('id').where('id', '=', id).executeTakeFirst();
        seenWhenDeleting.push(row === undefined);
        await real.delete(key);
      },
    };
    setMediaStore(watching);
    try {
      const deleted = await call(deleteListing, '/api/data/property/delete/', { method: 'DELETE', user: owner, json: { propertyId: id } });
      expect(deleted.status).toBe(200);
    } finally {
      setMediaStore(real);
    }
    expect(seenWhenDeleting.length).toBeGreaterThanOrEqual(10);
    expect(seenWhenDeleting.every(Boolean)).toBe(true);
    for (const folder of folders) expect(await storedUnder(folder)).toEqual({ files: 0, rows: 0 });
    expect(await db.selectFrom('listing_images').select('id').where('id', 'in', ids).execute()).toEqual([]);
  });

  it('keeps a picture another listing still shows, and every file when the delete is refused', async () => {
    const ownerId = await ensureUserRow(db, owner);
    const res = await call(upload, '/api/data/images', { method: 'POST', user: owner, form: form({ bytes: await photo(43), name: 'c.jpg' }) });
    const imageId = res.body.images[0].id as number;
    const id = await listingWith(ownerId, [imageId]);
    const { storage_key } = await db.selectFrom('listing_images').select('storage_key').where('id', '=', imageId).executeTakeFirstOrThrow();
    const folder = storage_key.replace('/original.webp', '');
    // A second listing showing the same stored picture (as demo listings share pool pictures).
    const other = await listingWith(ownerId, []);
    await db.insertInto('listing_images').values({ listing_id: other, storage_key, user_id: ownerId, created_at: nowIso() }).execute();

    const refused = await call(deleteListing, '/api/data/property/delete/', { method: 'DELETE', user: person('not-the-owner'), json: { propertyId: id } });
    expect(refused.status).toBe(404);
    expect(await storedUnder(folder)).toEqual({ files: VARIANTS, rows: VARIANTS });

    expect((await call(deleteListing, '/api/data/property/delete/', { method: 'DELETE', user: owner, json: { propertyId: id } })).status).toBe(200);
    expect(await storedUnder(folder)).toEqual({ files: VARIANTS, rows: VARIANTS });

    expect((await call(deleteListing, '/api/data/property/delete/', { method: 'DELETE', user: owner, json: { propertyId: other } })).status).toBe(200);
    expect(await storedUnder(folder)).toEqual({ files: 0, rows: 0 });
  });
});
