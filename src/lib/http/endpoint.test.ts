import { describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { z } from 'zod';
import { endpoint, queryObject } from './endpoint';
import { HttpError } from './problem';
import { openApiDocument } from './openapi';
import { referenceSections } from './reference';
import type { SessionUser } from '../accounts/types';

function context(url: string, init: RequestInit = {}, user: SessionUser | null = null, params = {}): APIContext {
  return { url: new URL(url), request: new Request(url, init), params, locals: { user, requestId: 't' } } as unknown as APIContext;
}

const echo = endpoint(
  {
    method: 'POST',
    path: '/api/echo/{id}',
    summary: 'Echo',
    tags: ['Test'],
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ areaId: z.array(z.coerce.number()).default([]) }),
    body: z.object({ name: z.string().min(1, 'Name is required') }),
  },
  ({ params, query, body }) => ({ id: params.id, areas: query.areaId, name: body.name }),
);

describe('endpoint()', () => {
  it('hands parsed input to the handler and answers JSON', async () => {
    const res = await echo(
      context('http://x/api/echo/5?areaId[]=1&areaId[]=2', { method: 'POST', body: '{"name":"Ali"}', headers: { 'content-type': 'application/json' } }, null, { id: '5' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 5, areas: [1, 2], name: 'Ali' });
  });

  it('answers bad input with a 400 problem naming each field', async () => {
    const res = await echo(
      context('http://x/api/echo/0', { method: 'POST', body: '{"name":""}', headers: { 'content-type': 'application/json' } }, null, { id: '0' }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const body = await res.json();
    expect(body).toMatchObject({ status: 400, title: 'Bad request', errors: { id: expect.any(String) } });
  });

  it('answers malformed JSON and the wrong content type with problems, not errors', async () => {
    const broken = await echo(context('http://x/api/echo/1', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }, null, { id: '1' }));
    expect(broken.status).toBe(400);
    expect((await broken.json()).detail).toBe('The request body is not valid JSON.');
    const text = await echo(context('http://x/api/echo/1', { method: 'POST', body: 'name=a' }, null, { id: '1' }));
    expect(text.status).toBe(415);
  });

  it('turns an HttpError from the handler into its problem', async () => {
    const conflict = endpoint({ method: 'GET', path: '/api/c', summary: 'c', tags: ['Test'] }, () => {
      throw new HttpError(409, 'This listing is already published.');
    });
    const res = await conflict(context('http://x/api/c'));
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe('This listing is already published.');
  });

  it('asks for sign-in on user endpoints and hides operator endpoints from everyone else', async () => {
    const mine = endpoint({ method: 'GET', path: '/api/m', summary: 'm', tags: ['Test'], access: 'user' }, () => ({ ok: true }));
    const ops = endpoint({ method: 'GET', path: '/api/o', summary: 'o', tags: ['Test'], access: 'moderator' }, () => ({ ok: true }));
    const user: SessionUser = { id: 'u', email: 'a@b.pk', phone: null, name: 'A', role: 'webUser', groups: [] };
    expect((await mine(context('http://x/api/m'))).status).toBe(401);
    expect((await mine(context('http://x/api/m', {}, user))).status).toBe(200);
    expect((await ops(context('http://x/api/o', {}, user))).status).toBe(404);
    expect((await ops(context('http://x/api/o', {}, { ...user, groups: ['moderators'] }))).status).toBe(200);
  });

  it('sends a signed-out form post to sign in and back to the page it came from, never elsewhere', async () => {
    const save = endpoint({ method: 'POST', path: '/api/s', summary: 's', tags: ['Test'], access: 'user' }, () => ({ ok: true }));
    const form = (referer?: string) =>
      context('http://x/api/s', { method: 'POST', body: 'priceCuts=on', headers: { 'content-type': 'application/x-www-form-urlencoded', ...(referer ? { referer } : {}) } });
    const back = await save(form('http://x/my-account?saved=notices'));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/?signin=1&redirect=%2Fmy-account%3Fsaved%3Dnotices');
    expect((await save(form('https://evil.example/my-account'))).headers.get('location')).toBe('/?signin=1&redirect=%2F');
    expect((await save(form())).headers.get('location')).toBe('/?signin=1&redirect=%2F');
    // A browser that says it is navigating is a page, whatever its form's encoding.
    const navigating = context('http://x/api/s', { method: 'POST', body: new FormData(), headers: { 'sec-fetch-mode': 'navigate', referer: 'http://x/saved-searches' } });
    expect((await save(navigating)).headers.get('location')).toBe('/?signin=1&redirect=%2Fsaved-searches');
    // A script still gets its 401: JSON, a multipart upload, or a form body its browser says it fetched.
    expect((await save(context('http://x/api/s', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }))).status).toBe(401);
    expect((await save(context('http://x/api/s', { method: 'POST', body: new FormData() }))).status).toBe(401);
    const fetched = context('http://x/api/s', { method: 'POST', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'cors' } });
    expect((await save(fetched)).status).toBe(401);
  });
});

describe('endpoint() with a form', () => {
  const formed = endpoint(
    {
      method: 'POST',
      path: '/api/formed',
      summary: 'Formed',
      tags: ['Test'],
      body: z.object({ id: z.coerce.number().int().positive(), ticked: z.boolean() }),
      // A checkbox is sent only when ticked.
      form: (fields) => ({ id: fields.id, ticked: 'ticked' in fields }),
    },
    ({ body, isForm }) => (isForm ? new Response(null, { status: 303, headers: { location: `/done?id=${body.id}&ticked=${body.ticked}` } }) : body),
  );
  const posted = (body: BodyInit, type?: string) => formed(context('http://x/api/formed', { method: 'POST', body, headers: type ? { 'content-type': type } : {} }));

  it('reads a plain form through the same schema as JSON, and tells the handler which came', async () => {
    const fromForm = await posted('id=7&ticked=on', 'application/x-www-form-urlencoded');
    expect(fromForm.status).toBe(303);
    expect(fromForm.headers.get('location')).toBe('/done?id=7&ticked=true');
    const multipart = new FormData();
    multipart.set('id', '8');
    expect((await posted(multipart)).headers.get('location')).toBe('/done?id=8&ticked=false');
    const fromJson = await posted('{"id":9,"ticked":true}', 'application/json');
    expect(await fromJson.json()).toEqual({ id: 9, ticked: true });
  });

  it("answers a form's bad fields, a NUL in one, a body that is not JSON and one too large as problems", async () => {
    const bad = await posted('id=abc', 'application/x-www-form-urlencoded');
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors)).toEqual(['id']);
    expect((await posted('id=1&note=a%00b', 'application/x-www-form-urlencoded')).status).toBe(400);
    expect((await posted('id=1', 'text/plain')).status).toBe(415);
    const huge = formed(context('http://x/api/formed', { method: 'POST', body: 'id=1', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(1024 * 1024) } }));
    expect((await huge).status).toBe(413);
  });

  it('documents both encodings', () => {
    const op = openApiDocument([formed], 'https://basera.pk').paths['/api/formed'].post!;
    expect(Object.keys((op.requestBody as { content: object }).content)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
  });
});

describe('queryObject', () => {
  it('reads repeated and bracketed keys as arrays and single keys as strings', () => {
    expect(queryObject(new URL('http://x/?a=1&b[]=2&c=3&c=4&cityIds[0]=7'))).toEqual({ a: '1', b: ['2'], c: ['3', '4'], cityIds: ['7'] });
  });
});

describe('the OpenAPI document and its reference', () => {
  it('describes each endpoint from its schemas, with the problem answer', () => {
    const doc = openApiDocument([echo], 'https://basera.pk');
    const op = doc.paths['/api/echo/{id}'].post!;
    expect(op.summary).toBe('Echo');
    expect(op.parameters?.map((p) => ('name' in p ? p.name : ''))).toEqual(expect.arrayContaining(['id', 'areaId']));
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400']));
    const [section] = referenceSections(doc);
    expect(section).toMatchObject({ tag: 'Test', id: 'test' });
    expect(section.operations[0]).toMatchObject({ method: 'post', path: '/api/echo/{id}' });
  });
});
