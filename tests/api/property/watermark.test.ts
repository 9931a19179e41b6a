import { db } from './support/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, person } from './support/context';
import { photo, seedPlaces } from './support/fixtures';
import { POST as upload } from '../../../src/pages/api/data/images';
import { GET as editDetailsRoute } from '../../../src/pages/api/data/property/editDetails/[id]';
import { loadListingDetail } from '../../../src/lib/listings/detail.server';
import { selectCards, toCard } from '../../../src/lib/listings/cards.server';
import { reviewQueue } from '../../../src/lib/moderation/queue.server';
import { listingImageSrc } from '../../../src/lib/listings/rules';
import { publicKey } from '../../../src/lib/media/keys';
import { publicImageSrc } from '../../../src/lib/media/public.server';
import { mediaStore } from '../../../src/lib/media/store.server';
import { nowIso } from '../../../src/lib/db/values';
import type { ListingStatus } from '../../../src/lib/db';

const owner = person('mark-owner');
let listingId: number;
let folder: string;

async function setStatus(status: ListingStatus) {
  await db.updateTable('listings').set({ status }).where('id', '=', listingId).execute();
}

beforeAll(async () => {
  const places = await seedPlaces();
  const form = new FormData();
  form.append('files[]', new Blob([new Uint8Array(await photo(41, 1400, 900))], { type: 'image/jpeg' }), 'front.jpg');
  form.append('referer', 'add-property');
  const res = await call(upload, '/api/data/images', { method: 'POST', user: owner, form });
  expect(res.status).toBe(200);
  const image = await db.selectFrom('listing_images').select(['id', 'storage_key', 'user_id']).where('id', '=', res.body.images[0].id).executeTakeFirstOrThrow();
  folder = image.storage_key.replace('/original.webp', '');
  const now = nowIso();
  const listing = await db
    .insertInto('listings')
    .values({
      purpose: 'sale', category: 'residential', type: 'house', city_id: places.cityId, area_id: places.f7, title: 'Marked house',
      price: 3e7, size_value: 10, size_unit: 'marla', size_sqft: 2250, status: 'in_review', user_id: image.user_id,
      created_at: now, updated_at: now, published_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  listingId = listing.id;
  await db.updateTable('listing_images').set({ listing_id: listingId, is_cover: 1 }).where('id', '=', image.id).execute();
});

describe('which picture each page shows', () => {
  it('the owner editing in the wizard sees the clean picture', async () => {
    const res = await call(editDetailsRoute, `/api/data/property/editDetails/${listingId}`, { user: owner, params: { id: String(listingId) } });
    expect(res.status).toBe(200);
    const urls = JSON.stringify(res.body);
    expect(urls).toContain(`/media/${folder}/840.webp`);
    expect(urls).toContain(`/media/${folder}/400.webp`);
    expect(urls).not.toContain('watermarked');
  });

  it('the moderation console sees the clean picture', async () => {
    const { items } = await reviewQueue(db, 30, listingId);
    expect(items).toHaveLength(1);
    expect(items[0].images.map((i) => [i.src, i.thumb])).toEqual([[`/media/${folder}/840.webp`, `/media/${folder}/400.webp`]]);
  });

  it('public pages (detail gallery, cards) show the watermarked copy, which is a different file', async () => {
    await setStatus('published');
    const outcome = await loadListingDetail(db, listingId, null, 'sale');
    expect(outcome.kind).toBe('found');
    if (outcome.kind !== 'found') return;
    expect(outcome.detail.images.map((i) => [i.src, i.thumb])).toEqual([[`/media/${folder}/watermarked/840.webp`, `/media/${folder}/watermarked/400.webp`]]);

    const card = toCard(await selectCards(db).where('l.id', '=', listingId).executeTakeFirstOrThrow());
    expect(card.cover).toBe(`/media/${folder}/watermarked/400.webp`);
    // Result cards render from the search index's key through the same function.
    expect(publicImageSrc(`${folder}/original.webp`, 840)).toBe(`/media/${folder}/watermarked/840.webp`);

    const marked = await mediaStore().get(`${folder}/watermarked/840.webp`);
    const clean = await mediaStore().get(`${folder}/840.webp`);
    expect(marked?.contentType).toBe('image/webp');
    expect(Buffer.from(marked!.bytes).equals(Buffer.from(clean!.bytes))).toBe(false);
  });

  it('demo pictures, which have no marked copy, stay as they are; the image host prefixes only marked copies', () => {
    expect(publicImageSrc('demo/house-001/original.webp', 400)).toBe('/media/demo/house-001/400.webp');
    expect(listingImageSrc(publicKey(`${folder}/original.webp`), 840, 'https://images.basera.pk/')).toBe(`https://images.basera.pk/${folder}/watermarked/840.webp`);
    expect(listingImageSrc(publicKey('demo/house-001/original.webp'), 840, 'https://images.basera.pk')).toBe('/media/demo/house-001/840.webp');
  });
});
