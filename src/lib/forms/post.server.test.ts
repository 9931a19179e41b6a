import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, VALIDATION_DETAIL } from '@/lib/http/problem';
import { answerOnPage, postedFields, receiveForm, sentLocation, wasSent } from './post.server';

const schema = z.object({ id: z.number(), name: z.string().trim().min(1, 'Name is required') });
const form = (body: string, type = 'application/x-www-form-urlencoded') =>
  new Request('http://basera.test/sale/1', { method: 'POST', headers: { 'content-type': type }, body });

describe('postedFields', () => {
  it('reads url-encoded and multipart forms; anything else reads as empty', async () => {
    expect(await postedFields(form('name=Ali+Raza&name=second&note=%3Cb%3E'))).toEqual({ name: 'Ali Raza', note: '<b>' });
    const data = new FormData();
    data.set('name', 'Sana');
    expect(await postedFields(new Request('http://basera.test/', { method: 'POST', body: data }))).toEqual({ name: 'Sana' });
    expect(await postedFields(form('{"name":"x"}', 'application/json'))).toEqual({});
  });

  it('refuses a form larger than the API takes', async () => {
    await expect(postedFields(form(`name=${'a'.repeat(300 * 1024)}`))).rejects.toMatchObject({ status: 413 });
  });
});

describe('receiveForm', () => {
  it('checks the posted values with the fixed ones winning, then acts', async () => {
    const answer = await receiveForm(form('id=99&name=Ali'), schema, { id: 7 }, async (values) => values);
    expect(answer).toEqual({ kind: 'done', result: { id: 7, name: 'Ali' } });
  });

  it('answers 400 with each field message and what was typed', async () => {
    const answer = await receiveForm(form('name=+++'), schema, { id: 7 }, async () => 'never');
    expect(answer).toEqual({ kind: 'shown', status: 400, headers: {}, form: { values: { name: '   ' }, errors: { name: 'Name is required' }, failure: VALIDATION_DETAIL } });
  });

  it('shows what the action refused with its status, message and headers', async () => {
    const answer = await receiveForm(form('name=Ali'), schema, { id: 7 }, async () => {
      throw new HttpError(429, 'Too many.', {}, { 'retry-after': '60' });
    });
    expect(answer).toEqual({ kind: 'shown', status: 429, headers: { 'retry-after': '60' }, form: { values: { name: 'Ali' }, errors: {}, failure: 'Too many.' } });
  });
});

describe('sentLocation and wasSent', () => {
  it('send the visitor back to the page, marked sent, at the form', () => {
    const location = sentLocation(new URL('http://basera.test/rent/5?x=1'), 'inquiry', 'inquiry-heading');
    expect(location).toBe('/rent/5?sent=inquiry#inquiry-heading');
    expect(wasSent(new URL(location, 'http://basera.test'), 'inquiry')).toBe(true);
    expect(wasSent(new URL('http://basera.test/rent/5'), 'inquiry')).toBe(false);
  });
});

describe('answerOnPage', () => {
  const page = () => {
    const redirects: Array<[string, number]> = [];
    return {
      redirects,
      redirect: (path: string, status: 303) => {
        redirects.push([path, status]);
        return new Response(null, { status, headers: { location: path } });
      },
      response: { status: 200, headers: new Headers() },
    };
  };

  it('redirects a sent form with 303 and draws nothing', () => {
    const p = page();
    const answer = answerOnPage(p, { kind: 'sent', location: '/sale/7?sent=inquiry#inquiry-heading' });
    expect(answer).toBeInstanceOf(Response);
    expect(p.redirects).toEqual([['/sale/7?sent=inquiry#inquiry-heading', 303]]);
  });

  it("gives the page a refused form's status and headers, and the form to draw again", () => {
    const p = page();
    const form = { values: { name: 'A' }, errors: {}, failure: 'Too many inquiries' };
    const answer = answerOnPage(p, { kind: 'shown', status: 429, headers: { 'retry-after': '60' }, form });
    expect(answer).toBe(form);
    expect(p.response.status).toBe(429);
    expect(p.response.headers.get('retry-after')).toBe('60');
    expect(p.redirects).toEqual([]);
  });
});
