// The inquiry form posted to a listing page without script (src/pages/[purpose]/[slug].astro hands it
// to receiveInquiryForm): the API's schema, limits and storage, answered as Post/Redirect/Get.
import { db, call, seedWorld, visitor, type World } from './support/world';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/lib/accounts/types';
import { receiveInquiryForm } from '../../../src/lib/listings/inquiry-form.server';
import { inquiryMessages } from '../../../src/lib/listings/messages';
import { VALIDATION_DETAIL } from '../../../src/lib/http/problem';
import { POST as inquiryApi } from '../../../src/pages/api/data/inquiry';

let world: World;
beforeAll(async () => {
  world = await seedWorld();
});

const good = { name: 'Bilal Ahmed', email: 'bilal@example.pk', phone: '0300 7654321', message: 'Can I see it on Saturday?' };

/** Posts the form as a browser without script does: url-encoded, to the listing's own address. */
function post(fields: Record<string, string>, client: string, user: SessionUser | null = null, listingId = world.published) {
  const url = new URL(`/sale/${listingId}`, 'http://127.0.0.1:4321');
  const request = new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client, origin: url.origin },
    body: new URLSearchParams(fields).toString(),
  });
  return receiveInquiryForm({ request, url, clientAddress: '127.0.0.1', locals: { user, requestId: 'test' } as never }, listingId);
}

const rowsNamed = (name: string) => db.selectFrom('inquiries').selectAll().where('name', '=', name).execute();

describe('the inquiry form posted without script', () => {
  it('stores a valid inquiry as the API does and redirects to the page with the success message', async () => {
    const answer = await post({ ...good, name: 'Form Sender One' }, '10.9.0.1');
    expect(answer).toEqual({ kind: 'sent', location: `/sale/${world.published}?sent=inquiry#inquiry-heading` });
    const [row] = await rowsNamed('Form Sender One');
    expect(row).toMatchObject({ listing_id: world.published, email: 'bilal@example.pk', phone: '+923007654321', message: good.message, user_id: null });
  });

  it('links the inquiry to a signed-in sender', async () => {
    await post({ ...good, name: 'Form Sender Two' }, '10.9.0.2', visitor);
    const [row] = await rowsNamed('Form Sender Two');
    expect(row.user_id).toBe(world.visitorId);
  });

  it('answers bad input with 400, the API field messages and everything typed, and stores nothing', async () => {
    const typed = { name: 'Form Sender Three', email: 'not-an-email', phone: '12345', message: '   ' };
    const answer = await post(typed, '10.9.0.3');
    expect(answer.kind).toBe('shown');
    if (answer.kind !== 'shown') return;
    expect(answer.status).toBe(400);
    expect(answer.form.values).toEqual(typed);
    expect(answer.form.failure).toBe(VALIDATION_DETAIL);
    // Exactly what the API answers for the same values: one rule in one place.
    const api = await call(inquiryApi, '/api/data/inquiry', { method: 'POST', json: { propertyId: world.published, ...typed }, client: '10.9.0.4' });
    expect(answer.form.errors).toEqual(api.body.errors);
    expect(answer.form.errors).toEqual({ email: 'Incorrect Email Format', phone: 'Incorrect Phone Format', message: inquiryMessages.messageBlank });
    expect(await rowsNamed('Form Sender Three')).toEqual([]);
  });

  it('gives a form with missing fields or a body that is not a form the same messages', async () => {
    const answer = await post({}, '10.9.0.5');
    expect(answer.kind === 'shown' && answer.form.errors).toMatchObject({ name: 'Name is required', message: expect.any(String) });
    const url = new URL(`/sale/${world.published}`, 'http://127.0.0.1:4321');
    const request = new Request(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    const odd = await receiveInquiryForm({ request, url, clientAddress: '127.0.0.1', locals: { user: null } as never }, world.published);
    expect(odd.kind === 'shown' && odd.status).toBe(400);
  });

  it('keeps to the API limits, shared with the API: 429 with Retry-After, the message, and what was typed', async () => {
    const client = '10.9.0.6';
    // Two through the API, one through the form: three about one listing an hour.
    for (let n = 0; n < 2; n++) {
      expect((await call(inquiryApi, '/api/data/inquiry', { method: 'POST', json: { propertyId: world.published, ...good }, client })).status).toBe(200);
    }
    expect((await post(good, client)).kind).toBe('sent');
    const typed = { ...good, name: 'Form Sender Limited' };
    const answer = await post(typed, client);
    expect(answer.kind).toBe('shown');
    if (answer.kind !== 'shown') return;
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.form.failure).toBe(inquiryMessages.tooMany);
    expect(answer.form.values).toEqual(typed);
    expect(await rowsNamed('Form Sender Limited')).toEqual([]);
  });

  it('answers 404 with the message for a listing that is not published', async () => {
    const answer = await post({ ...good, name: 'Form Sender Draft' }, '10.9.0.7', null, world.draft);
    expect(answer.kind === 'shown' && answer.status).toBe(404);
    expect(await rowsNamed('Form Sender Draft')).toEqual([]);
  });
});
