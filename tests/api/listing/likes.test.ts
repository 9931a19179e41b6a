import { db, call, listing, owner, person, seedWorld, visitor, type World } from './support/world';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as like } from '../../../src/pages/api/data/propertyLikes/like';
import { DELETE as dislike } from '../../../src/pages/api/data/propertyLikes/dislike';
import { GET as liked } from '../../../src/pages/api/data/property/liked';
import { likedAmong, likedGone } from '../../../src/lib/listings/likes.server';
import { ensureUserRow } from '../../../src/lib/accounts/users.server';

let world: World;
beforeAll(async () => {
  world = await seedWorld();
});

async function likesOf(userId: number) {
  return (await db.selectFrom('listing_likes').select('listing_id').where('user_id', '=', userId).execute()).map((r) => r.listing_id).sort();
}

describe('likes', () => {
  it('asks to sign in (401) before liking, unliking or listing likes', async () => {
    expect((await call(like, '/api/data/propertyLikes/like', { method: 'POST', json: { propertyId: world.published } })).status).toBe(401);
    expect((await call(dislike, `/api/data/propertyLikes/dislike?propertyId=${world.published}`, { method: 'DELETE' })).status).toBe(401);
    expect((await call(liked, '/api/data/property/liked')).status).toBe(401);
  });

  it('likes once however often it is asked, and unlikes the same way', async () => {
    const first = await call(like, '/api/data/propertyLikes/like', { method: 'POST', json: { propertyId: world.published }, user: visitor });
    expect(first).toMatchObject({ status: 200, body: { propertyId: world.published, liked: true, changed: true } });
    const again = await call(like, '/api/data/propertyLikes/like', { method: 'POST', json: { propertyId: world.published }, user: visitor });
    expect(again.body).toMatchObject({ liked: true, changed: false });
    expect(await likesOf(world.visitorId)).toEqual([world.published]);
    const stats = await db.selectFrom('listing_daily_stats').select('likes').where('listing_id', '=', world.published).executeTakeFirstOrThrow();
    expect(stats.likes).toBe(1);

    // propertyId in the query string (DELETE without a body), then in a JSON body.
    const off = await call(dislike, `/api/data/propertyLikes/dislike?propertyId=${world.published}`, { method: 'DELETE', user: visitor });
    expect(off.body).toMatchObject({ propertyId: world.published, liked: false, changed: true });
    const offAgain = await call(dislike, '/api/data/propertyLikes/dislike', { method: 'DELETE', json: { propertyId: world.published }, user: visitor });
    expect(offAgain.body).toMatchObject({ liked: false, changed: false });
    expect(await likesOf(world.visitorId)).toEqual([]);
  });

  it('takes the id from the query string on like too, and refuses a bad or missing id with a field error', async () => {
    const viaQuery = await call(like, `/api/data/propertyLikes/like?propertyId=${world.agencyListing}`, { method: 'POST', user: visitor });
    expect(viaQuery.body).toMatchObject({ propertyId: world.agencyListing, liked: true });
    const missing = await call(like, '/api/data/propertyLikes/like', { method: 'POST', json: {}, user: visitor });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['propertyId']);
    const bad = await call(dislike, '/api/data/propertyLikes/dislike?propertyId=x', { method: 'DELETE', user: visitor });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.propertyId).toBe('Property id must be a number');
  });

  it('answers 404 for an unknown listing and for a draft of someone else, but lets the owner like their own draft', async () => {
    expect((await call(like, '/api/data/propertyLikes/like', { method: 'POST', json: { propertyId: 987_654 }, user: visitor })).status).toBe(404);
    expect((await call(like, '/api/data/propertyLikes/like', { method: 'POST', json: { propertyId: world.draft }, user: visitor })).status).toBe(404);
    expect((await call(like, '/api/data/propertyLikes/like', { method: 'POST', json: { propertyId: world.draft }, user: owner })).status).toBe(200);
  });

  it('lists liked listings that are published, newest like first, in pages', async () => {
    const fan = person('fan-sub', 'Fan');
    for (const id of [world.published, world.far, world.agencyListing]) {
      expect((await call(like, '/api/data/propertyLikes/like', { method: 'POST', json: { propertyId: id }, user: fan })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
    // A like of a listing that has since been removed stays stored but is not shown.
    const fanId = (await db.selectFrom('users').select('id').where('subject', '=', 'fan-sub').executeTakeFirstOrThrow()).id;
    await db.insertInto('listing_likes').values({ user_id: fanId, listing_id: world.removed, created_at: new Date().toISOString() }).execute();

    const page1 = await call(liked, '/api/data/property/liked?page=1&pageSize=2', { user: fan });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2, pages: 2 });
    expect(page1.body.items.map((i: { id: number }) => i.id)).toEqual([world.agencyListing, world.far]);
    expect(page1.body.items[0]).toMatchObject({ path: `/rent/${world.agencyListing}`, areaName: 'F-7', cityName: 'Islamabad', sizeText: '10 Marla' });
    const page2 = await call(liked, '/api/data/property/liked?page=2&pageSize=2', { user: fan });
    expect(page2.body.items.map((i: { id: number }) => i.id)).toEqual([world.published]);
    expect(page2.body.items[0].cover).toBe('/media/demo/house-001/400.webp');

    const bad = await call(liked, '/api/data/property/liked?page=0&pageSize=500', { user: fan });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'pageSize']);

    expect(await likedAmong(db, fanId, [world.published, world.draft, world.removed])).toEqual(new Set([world.published, world.removed]));
    expect(await likedAmong(db, null, [world.published])).toEqual(new Set());
  });

  it('tells which liked listings have left the market and how, newest like first, never one Basera took down', async () => {
    const base = { city_id: world.cityId, area_id: world.areaId };
    const sold = await listing({ ...base, status: 'removed', removal_reason: 'sold-elsewhere', title: 'Sold house' });
    const rented = await listing({ ...base, purpose: 'rent', type: 'flat', status: 'removed', removal_reason: 'rented-on-basera', title: 'Let flat' });
    const takenDown = await listing({ ...base, status: 'removed', removal_reason: 'taken-down' });
    const neverPublished = await listing({ ...base, status: 'removed', removal_reason: 'other', published_at: null });
    const watcherId = await ensureUserRow(db, person('watcher-sub', 'Watcher'));
    const liked = [world.published, sold, takenDown, neverPublished, world.draft, rented];
    await db
      .insertInto('listing_likes')
      .values(liked.map((id, day) => ({ user_id: watcherId, listing_id: id, created_at: new Date(Date.UTC(2026, 10, 1 + day)).toISOString() })))
      .execute();

    const gone = await likedGone(db, watcherId);
    expect(gone.map((g) => [g.id, g.kind])).toEqual([[rented, 'rented'], [sold, 'sold']]);
    expect(gone[1]).toEqual({
      id: sold,
      kind: 'sold',
      title: 'Sold house',
      purpose: 'sale',
      category: 'residential',
      type: 'house',
      city: { id: world.cityId, name: 'Islamabad' },
      area: { id: world.areaId, name: 'F-7' },
    });
    expect((await likedGone(db, watcherId, 1)).map((g) => g.id)).toEqual([rented]);
  });
});
