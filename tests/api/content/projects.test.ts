import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '@/lib/demo';
import type { SessionUser } from '@/lib/accounts/types';
import type { ProjectPage } from '@/lib/projects';
import { GET as listEndpoint } from '@/pages/api/data/projects/index';
import { GET as namesEndpoint } from '@/pages/api/data/projects/names';
import { GET as detailEndpoint } from '@/pages/api/data/projects/[id]';
import { GET as likedEndpoint } from '@/pages/api/data/projects/liked';
import { POST as inquiryEndpoint } from '@/pages/api/data/projects/inquiry';
import { POST as likeEndpoint } from '@/pages/api/data/projectLikes/like';
import { DELETE as dislikeEndpoint } from '@/pages/api/data/projectLikes/dislike';
import { useTestDatabase } from '../support/db';
import { callEndpoint, jsonOf } from '../support/endpoint';

const t = useTestDatabase();
const person: SessionUser = { id: 'sub-projects-1', email: 'buyer@example.pk', phone: null, name: 'Buyer', role: 'webUser', groups: [] };

beforeAll(async () => {
  await loadDemoData(t.db, { listings: 0, seed: 11, now: new Date('2026-01-01T00:00:00.000Z') });
});

interface Problem { status: number; errors: Record<string, string> }

describe('GET /api/data/projects', () => {
  it('lists a city’s projects by priority with each price range taken across its units', async () => {
    const res = await callEndpoint(listEndpoint, '/api/data/projects?cityId=2');
    expect(res.status).toBe(200);
    const page = await jsonOf<ProjectPage>(res);
    expect(page.projects.length).toBeGreaterThan(0);
    expect(page.projects.every((p) => p.cityId === 2)).toBe(true);
    const priorities = page.projects.map((p) => p.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    for (const project of page.projects) {
      const units = await t.db.selectFrom('project_units').selectAll().where('project_id', '=', project.id).execute();
      expect(project.minPrice).toBe(Math.min(...units.map((u) => Number(u.min_price))));
      expect(project.maxPrice).toBe(Math.max(...units.map((u) => Number(u.max_price))));
    }
  });

  it('sorts by price both ways and by newest', async () => {
    const asc = await jsonOf<ProjectPage>(await callEndpoint(listEndpoint, '/api/data/projects?sort=price-asc&pageSize=100'));
    const prices = asc.projects.map((p) => p.minPrice ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await jsonOf<ProjectPage>(await callEndpoint(listEndpoint, '/api/data/projects?sort=price-desc&pageSize=100'));
    expect(desc.projects.map((p) => p.minPrice)).toEqual([...desc.projects.map((p) => p.minPrice)].sort((a, b) => (b ?? 0) - (a ?? 0)));
    const newest = await jsonOf<ProjectPage>(await callEndpoint(listEndpoint, '/api/data/projects?sort=newest&pageSize=100'));
    const created = newest.projects.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(newest.total).toBe(40);
  });

  it('narrows to names containing the typed text', async () => {
    const page = await jsonOf<ProjectPage>(await callEndpoint(listEndpoint, '/api/data/projects?q=tower&pageSize=100'));
    expect(page.projects.length).toBeGreaterThan(0);
    expect(page.projects.every((p) => /tower/i.test(p.name))).toBe(true);
    const none = await jsonOf<ProjectPage>(await callEndpoint(listEndpoint, '/api/data/projects?q=%25_'));
    expect(none.total).toBe(0);
  });

  it('answers bad filters with field errors', async () => {
    const res = await callEndpoint(listEndpoint, '/api/data/projects?sort=cheapest&cityId=abc');
    expect(res.status).toBe(400);
    const body = await jsonOf<Problem>(res);
    expect(Object.keys(body.errors).sort()).toEqual(['cityId', 'sort']);
  });
});

describe('GET /api/data/projects/names and /{id}', () => {
  it('suggests names in a city', async () => {
    const names = await jsonOf<Array<{ name: string; cityId: number }>>(await callEndpoint(namesEndpoint, '/api/data/projects/names?cityId=1&searchQuery=a'));
    expect(names.every((n) => n.cityId === 1 && /a/i.test(n.name))).toBe(true);
  });

  it('gives a project with its units, and 404 for an unknown id, 400 for a bad one', async () => {
    const res = await callEndpoint(detailEndpoint, '/api/data/projects/3', { params: { id: '3' } });
    expect(res.status).toBe(200);
    const project = await jsonOf<{ units: Array<{ minPrice: number; maxPrice: number }>; minPrice: number; maxPrice: number }>(res);
    expect(project.units.length).toBeGreaterThan(0);
    expect(project.minPrice).toBe(Math.min(...project.units.map((u) => u.minPrice)));
    expect((await callEndpoint(detailEndpoint, '/api/data/projects/9999', { params: { id: '9999' } })).status).toBe(404);
    expect((await callEndpoint(detailEndpoint, '/api/data/projects/x', { params: { id: 'x' } })).status).toBe(400);
  });
});

describe('project likes', () => {
  it('needs a signed-in person', async () => {
    expect((await callEndpoint(likeEndpoint, '/api/data/projectLikes/like', { method: 'POST', body: { projectId: 1 } })).status).toBe(401);
    expect((await callEndpoint(likedEndpoint, '/api/data/projects/liked')).status).toBe(401);
  });

  it('likes, lists and dislikes, idempotently', async () => {
    const like = (projectId: unknown) => callEndpoint(likeEndpoint, '/api/data/projectLikes/like', { method: 'POST', body: { projectId }, user: person });
    expect((await like(5)).status).toBe(200);
    expect((await like(5)).status).toBe(200);
    expect((await like(7)).status).toBe(200);
    const liked = await jsonOf<{ likedProjectIds: number[] }>(await callEndpoint(likedEndpoint, '/api/data/projects/liked', { user: person }));
    expect(liked.likedProjectIds.sort()).toEqual([5, 7]);
    const res = await callEndpoint(dislikeEndpoint, '/api/data/projectLikes/dislike?projectId=5', { method: 'DELETE', user: person });
    expect(await jsonOf(res)).toEqual({ liked: false, likedProjectIds: [7] });
    expect((await like(9999)).status).toBe(404);
    const bad = await like('five');
    expect(bad.status).toBe(400);
    expect((await jsonOf<Problem>(bad)).errors).toHaveProperty('projectId');
    expect((await callEndpoint(dislikeEndpoint, '/api/data/projectLikes/dislike', { method: 'DELETE', user: person })).status).toBe(400);
  });
});

describe('POST /api/data/projects/inquiry', () => {
  const send = (body: unknown) => callEndpoint(inquiryEndpoint, '/api/data/projects/inquiry', { method: 'POST', body, headers: { 'x-forwarded-for': `10.0.0.${Math.floor(Math.random() * 250)}` } });

  it('stores a valid inquiry with the phone in +92 form', async () => {
    const res = await send({ projectId: 2, name: 'Asma Khan', phone: '0300 1234567', email: 'asma@example.pk', message: 'Please share the payment plan.' });
    expect(res.status).toBe(201);
    const { id } = await jsonOf<{ id: number }>(res);
    const row = await t.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ project_id: 2, phone: '+923001234567', email: 'asma@example.pk', listing_id: null });
  });

  it('answers with the product’s field messages', async () => {
    const res = await send({ projectId: 2, name: ' ', phone: '12345', email: 'not-mail', message: '' });
    expect(res.status).toBe(400);
    expect((await jsonOf<Problem>(res)).errors).toEqual({
      name: 'Name is required',
      phone: 'Incorrect Phone Format',
      email: 'Incorrect Email Format',
      message: 'Message is required',
    });
    expect((await send({ projectId: 424242, name: 'A', phone: '03001234567', message: 'Hi' })).status).toBe(404);
  });

  it('limits how many inquiries one address sends', async () => {
    const body = { projectId: 2, name: 'A', phone: '03001234567', message: 'Hi' };
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await callEndpoint(inquiryEndpoint, '/api/data/projects/inquiry', { method: 'POST', body, headers: { 'x-forwarded-for': '10.9.9.9' } })).status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
