// The Wanted page's forms sent without script (receiveWantedPageForm): 'Post request', checked by the
// API's schema and posted by the API's own action or drawn again as typed with the API's messages; and
// 'Close this request', closed by the API's own action.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '@/lib/demo';
import type { SessionUser } from '@/lib/accounts/types';
import { VALIDATION_DETAIL } from '@/lib/http/problem';
import { WANTED_POST_LIMIT, wantedMessages } from '@/lib/wanted';
import { receiveWantedPageForm } from '@/lib/wanted/page-forms.server';
import { wantedRequestFromForm } from '@/lib/wanted/form-values';
import { POST as postEndpoint } from '@/pages/api/data/wanted/index';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';

const t = useTestDatabase();
// A city the demo set posts no requests in, and no other file's.
const CITY = 8;
let people = 0;

/** A person of their own for each test, so none nears the day's limit for another. */
function person(): SessionUser {
  people += 1;
  return { id: `sub-wanted-form-${people}`, email: `form${people}@example.pk`, phone: null, name: 'Form Seeker', role: 'webUser', groups: [] };
}

/** The form as a browser without script posts it: url-encoded, to the Wanted page. */
function post(fields: Record<string, string>, user: SessionUser | null) {
  const url = new URL(`/wanted?cityId=${CITY}`, 'http://127.0.0.1:4321');
  const request = new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url.origin },
    body: new URLSearchParams(fields).toString(),
  });
  return receiveWantedPageForm({ request, locals: { user, requestId: 'test' } as never });
}

const filled = {
  purpose: 'rent', cityId: String(CITY), areaId: '', category: 'commercial', type: 'shop', sizeUnit: 'sqft',
  minSize: '', maxSize: '', minPrice: '', maxPrice: '1,50,000', beds: '', name: 'Form Seeker', phone: '03001234567', message: 'Near a main road',
};

const rowsOf = (name: string) => t.db.selectFrom('wanted_requests').selectAll().where('name', '=', name).execute();

beforeAll(async () => {
  await loadDemoData(t.db, { listings: 30, seed: 5 });
});

describe('the Post request form sent without script', () => {
  it('posts the request as the API would and redirects to its city’s page with the thanks', async () => {
    const user = person();
    const answer = await post({ ...filled, name: 'Plain Poster' }, user);
    const [row] = await rowsOf('Plain Poster');
    expect(answer).toEqual({ kind: 'sent', location: `/wanted?cityId=${CITY}&posted=${row.id}#posted` });
    expect(row).toMatchObject({ purpose: 'rent', city_id: CITY, category: 'commercial', type: 'shop', max_price: 150_000, message: 'Near a main road', status: 'open' });
  });

  it('draws the form again as typed, with the same field messages the API gives, and posts nothing', async () => {
    const user = person();
    const fields = { ...filled, name: 'Refused Poster', maxPrice: '900000000', minSize: '500', maxSize: '100' };
    const shown = await post(fields, user);
    // What the script sends for the same form.
    const api = await jsonOf<{ detail: string; errors: Record<string, string> }>(
      await callEndpoint(postEndpoint, '/api/data/wanted', { method: 'POST', user, body: wantedRequestFromForm(fields) }),
    );
    expect(shown).toMatchObject({ kind: 'shown', status: 400, form: { values: fields, failure: VALIDATION_DETAIL, errors: api.errors } });
    expect(Object.keys(api.errors).sort()).toEqual(['maxPrice', 'maxSize']);
    expect(await rowsOf('Refused Poster')).toHaveLength(0);
  });

  it('refuses an area of another city, a visitor signed out, and a person past the day’s limit', async () => {
    const user = person();
    const otherCityArea = await t.db.selectFrom('areas').select('id').where('city_id', '<>', CITY).executeTakeFirstOrThrow();
    expect(await post({ ...filled, areaId: String(otherCityArea.id) }, user)).toMatchObject({
      kind: 'shown', status: 400, form: { errors: { areaId: 'This area is not in the chosen city' } },
    });
    expect(await post(filled, null)).toMatchObject({ kind: 'shown', status: 401, form: { failure: wantedMessages.signInToPost } });
    // Signed out, that comes first, even for a form that would be refused (there is no form to mark).
    expect(await post({ ...filled, name: '' }, null)).toMatchObject({ kind: 'shown', status: 401, form: { failure: wantedMessages.signInToPost } });

    const busy = person();
    for (let i = 0; i < WANTED_POST_LIMIT.max; i++) expect(await post({ ...filled, name: 'Busy Poster' }, busy)).toMatchObject({ kind: 'sent' });
    const over = await post({ ...filled, name: 'Busy Poster' }, busy);
    expect(over).toMatchObject({ kind: 'shown', status: 429, form: { failure: wantedMessages.tooMany } });
    expect(over.kind === 'shown' && Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsOf('Busy Poster')).toHaveLength(WANTED_POST_LIMIT.max);
  });

  it('still tells a Keep open button from a request', async () => {
    expect(await post({ renew: 'abc' }, person())).toMatchObject({ kind: 'shown', status: 400, form: { values: { renew: 'abc' } } });
  });
});

describe('Close this request sent without script', () => {
  const statusOf = async (id: number) => (await t.db.selectFrom('wanted_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('closes one’s own request and goes back to the city’s list, which says so', async () => {
    const user = person();
    await post({ ...filled, name: 'Closing Poster' }, user);
    const [row] = await rowsOf('Closing Poster');
    expect(await post({ close: String(row.id), cityId: String(CITY) }, user)).toEqual({
      kind: 'sent', location: `/wanted?cityId=${CITY}&closed=${row.id}#wanted-list-title`,
    });
    expect(await statusOf(row.id)).toBe('closed');
  });

  it('leaves another person’s request open and says there is no such request, as the API does', async () => {
    const owner = person();
    await post({ ...filled, name: 'Kept Poster' }, owner);
    const [row] = await rowsOf('Kept Poster');
    expect(await post({ close: String(row.id), cityId: String(CITY) }, person())).toMatchObject({
      kind: 'shown', status: 404, form: { failure: wantedMessages.notYours },
    });
    expect(await post({ close: String(row.id) }, null)).toMatchObject({ kind: 'shown', status: 401, form: { failure: wantedMessages.signInToClose } });
    expect(await post({ close: 'x' }, owner)).toMatchObject({ kind: 'shown', status: 400 });
    expect(await statusOf(row.id)).toBe('open');
  });
});
