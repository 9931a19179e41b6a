import { db } from '../property/support/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, person } from '../property/support/context';
import { seedMarket, seedPlaces } from '../property/support/fixtures';
import { GET as list, POST as save } from '../../../src/pages/api/data/savedSearches/index';
import { POST as remove } from '../../../src/pages/api/data/savedSearches/delete';
import { ensureUserRow } from '../../../src/lib/accounts/users.server';
import { notifySavedSearches } from '../../../src/lib/saved-searches/alerts.server';
import { SAVED_SEARCHES_MAX, savedSearchMessages } from '../../../src/lib/saved-searches/rules';
import { outboxMessages } from '../../../src/lib/otp/delivery.server';

// Saving a search from its results address, the limits and mistakes, and the daily news of new listings.
const family = person('saver-family', 'Hina Raza');
const other = person('saver-other', 'Ali Shah');
let places: Awaited<ReturnType<typeof seedPlaces>>;
let rentsInF7: string;

beforeAll(async () => {
  places = await seedPlaces();
  rentsInF7 = `/rent/residential-properties-for-rent-f-7-islamabad-${places.cityId}-${places.f7}`;
});

const saveAs = (user: typeof family, path: string) => call(save, '/api/data/savedSearches', { method: 'POST', user, json: { path } });
const listOf = async (user: typeof family) => (await call(list, '/api/data/savedSearches', { user })).body as Array<{ id: number; label: string; path: string }>;

describe('saving a search', () => {
  it('keeps the first page of a results address with its words, once', async () => {
    const first = await saveAs(family, `${rentsInF7}?bed=3&page=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: true, message: savedSearchMessages.saved, search: { path: `${rentsInF7}?bed=3`, label: 'Residential properties for rent in F-7, Islamabad · 1 more filter' } });
    const again = await saveAs(family, `${rentsInF7}?bed=3`);
    expect(again.body).toMatchObject({ created: false, message: savedSearchMessages.alreadySaved, search: { id: first.body.search.id } });
    expect((await listOf(family)).map((s) => s.path)).toEqual([`${rentsInF7}?bed=3`]);
    // Nobody else sees it, or can delete it.
    expect(await listOf(other)).toEqual([]);
    const stranger = await call(remove, '/api/data/savedSearches/delete', { method: 'POST', user: other, json: { id: first.body.search.id } });
    expect(stranger.status).toBe(404);
    const deleted = await call(remove, '/api/data/savedSearches/delete', { method: 'POST', user: family, json: { id: first.body.search.id } });
    expect(deleted.body).toEqual({ id: first.body.search.id, message: savedSearchMessages.deleted });
    expect(await listOf(family)).toEqual([]);
  });

  it('refuses what is not a search, a place that does not exist, a bad id and a visitor, with clear messages', async () => {
    for (const path of ['', '/blog', 'https://elsewhere.example/sale/residential-properties-for-sale-islamabad-1', `/rent/residential-properties-for-rent-nowhere-islamabad-${places.cityId}-999999`]) {
      const res = await saveAs(family, path);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['path']);
    }
    expect((await call(save, '/api/data/savedSearches', { method: 'POST', user: family, json: {} })).body.errors).toEqual({ path: 'path is required' });
    expect((await call(remove, '/api/data/savedSearches/delete', { method: 'POST', user: family, json: { id: 'x' } })).status).toBe(400);
    expect((await call(save, '/api/data/savedSearches', { method: 'POST', json: { path: rentsInF7 } })).status).toBe(401);
    expect(await listOf(family)).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} a person, and says so`, async () => {
    const saver = person('saver-many');
    for (let bed = 1; bed <= SAVED_SEARCHES_MAX; bed++) expect((await saveAs(saver, `${rentsInF7}?bed=${bed}`)).status).toBe(200);
    const full = await saveAs(saver, `${rentsInF7}?bath=2`);
    expect(full.status).toBe(409);
    expect(full.body.detail).toBe(savedSearchMessages.tooMany);
    // From the results page's form, the list itself says it.
    const form = new FormData();
    form.set('path', `${rentsInF7}?bath=2`);
    const posted = await call(save, '/api/data/savedSearches', { method: 'POST', user: saver, form });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/saved-searches?full=1');
  });

  it('answers the forms of the results page and the saved-searches page by sending the person to the list', async () => {
    const saver = person('saver-form');
    const form = new FormData();
    form.set('path', rentsInF7);
    const saved = await call(save, '/api/data/savedSearches', { method: 'POST', user: saver, form });
    expect(saved.status).toBe(303);
    const id = (await listOf(saver))[0].id;
    expect(saved.headers.get('location')).toBe(`/saved-searches?saved=${id}`);
    const deleteForm = new FormData();
    deleteForm.set('id', String(id));
    const deleted = await call(remove, '/api/data/savedSearches/delete', { method: 'POST', user: saver, form: deleteForm });
    expect(deleted.headers.get('location')).toBe('/saved-searches?deleted=1');
    // Sent again (from a second tab), the list says it is gone rather than the form getting JSON.
    const again = await call(remove, '/api/data/savedSearches/delete', { method: 'POST', user: saver, form: deleteForm });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/saved-searches?gone=1');
  });
});

describe('the daily news', () => {
  const watcher = person('saver-watcher');
  const newsTo = (email: string) => outboxMessages().filter((m) => m.to === email && m.text.includes('for your saved search'));

  it('tells the person how many listings were published on the search since it was last looked at, once', async () => {
    await saveAs(watcher, `${rentsInF7}?bed=any`);
    const userId = await ensureUserRow(db, watcher);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await db.updateTable('saved_searches').set({ checked_at: twoDaysAgo }).where('user_id', '=', userId).execute();
    // Two new rentals in F-7; one in G-9 is not on the search.
    await seedMarket(places.cityId, places.f7, [90_000, 95_000]);
    await seedMarket(places.cityId, places.g9, [80_000]);

    // Two servers running the job at once tell the person once.
    const [a, b] = await Promise.all([notifySavedSearches(db), notifySavedSearches(db)]);
    expect(a + b).toBe(1);
    const news = newsTo(watcher.email!);
    expect(news).toHaveLength(1);
    expect(news[0].text).toContain(`2 new listings for "Residential properties for rent in F-7, Islamabad": http://localhost:4321${rentsInF7}`);

    // Looked at just now: not again until a day has passed, and then only for listings newer still.
    expect(await notifySavedSearches(db)).toBe(0);
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    expect(await notifySavedSearches(db, tomorrow)).toBe(0);
    expect(newsTo(watcher.email!)).toHaveLength(1);
  });
});
