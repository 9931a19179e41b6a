import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '@/lib/demo';
import type { SessionUser } from '@/lib/accounts/types';
import type { ProjectDetail, ProjectPage } from '@/lib/projects';
import { GET as listEndpoint } from '@/pages/api/data/projects/index';
import { GET as namesEndpoint } from '@/pages/api/data/projects/names';
import { GET as detailEndpoint } from '@/pages/api/data/projects/[id]';
import { GET as likedEndpoint } from '@/pages/api/data/projects/liked';
import { POST as inquiryEndpoint } from '@/pages/api/data/projects/inquiry';
import { POST as likeEndpoint } from '@/pages/api/data/projectLikes/like';
import { DELETE as dislikeEndpoint } from '@/pages/api/data/projectLikes/dislike';
import { receiveProjectInquiryForm, projectInquiryMessages } from '@/lib/projects/inquiry.server';
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
      // Monthly rents are left out of a range of sale prices (a project with nothing for sale quotes its rents).
      const forSale = units.filter((u) => u.purpose === 'sale');
      const counted = forSale.length > 0 ? forSale : units;
      expect(project.minPrice).toBe(Math.min(...counted.map((u) => Number(u.min_price))));
      expect(project.maxPrice).toBe(Math.max(...counted.map((u) => Number(u.max_price))));
    }
  });

  it('keeps rents out of the range of a project that also sells, and quotes rents when it only lets', async () => {
    const withRent = await t.db.selectFrom('project_units').select('project_id').where('purpose', '=', 'rent').executeTakeFirstOrThrow();
    const projectId = withRent.project_id;
    const units = await t.db.selectFrom('project_units').selectAll().where('project_id', '=', projectId).execute();
    const sale = units.filter((u) => u.purpose === 'sale');
    expect(sale.length).toBeGreaterThan(0);
    const cheapestRent = Math.min(...units.filter((u) => u.purpose === 'rent').map((u) => Number(u.min_price)));
    const before = await jsonOf<ProjectPage>(await callEndpoint(listEndpoint, `/api/data/projects?projectId=${projectId}`));
    expect(before.projects[0].minPrice).toBe(Math.min(...sale.map((u) => Number(u.min_price))));
    expect(before.projects[0].minPrice).toBeGreaterThan(cheapestRent);

    // Take the units for sale off the market for a moment: the project now quotes its rents.
    await t.db.updateTable('project_units').set({ purpose: 'rent' }).where('project_id', '=', projectId).execute();
    try {
      const after = await jsonOf<ProjectPage>(await callEndpoint(listEndpoint, `/api/data/projects?projectId=${projectId}`));
      expect(after.projects[0].minPrice).toBe(Math.min(...units.map((u) => Number(u.min_price))));
      expect(after.projects[0].maxPrice).toBe(Math.max(...units.map((u) => Number(u.max_price))));
    } finally {
      for (const unit of sale) await t.db.updateTable('project_units').set({ purpose: 'sale' }).where('id', '=', unit.id).execute();
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
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = await jsonOf<Problem>(res);
    expect(Object.keys(body.errors).sort()).toEqual(['cityId', 'sort']);
    const paging = await callEndpoint(listEndpoint, `/api/data/projects?page=0&pageSize=500&projectId=-3&q=${'x'.repeat(81)}`);
    expect(paging.status).toBe(400);
    expect(Object.keys((await jsonOf<Problem>(paging)).errors).sort()).toEqual(['page', 'pageSize', 'projectId', 'q']);
  });
});

describe('GET /api/data/projects/names and /{id}', () => {
  it('suggests names in a city', async () => {
    const names = await jsonOf<Array<{ name: string; cityId: number }>>(await callEndpoint(namesEndpoint, '/api/data/projects/names?cityId=1&searchQuery=a'));
    expect(names.every((n) => n.cityId === 1 && /a/i.test(n.name))).toBe(true);
  });

  it('answers a bad city or an overlong text for suggestions with field errors', async () => {
    const res = await callEndpoint(namesEndpoint, `/api/data/projects/names?cityId=zero&searchQuery=${'a'.repeat(81)}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(Object.keys((await jsonOf<Problem>(res)).errors).sort()).toEqual(['cityId', 'searchQuery']);
  });

  it('gives each unit its purpose and its size in the unit it is quoted in, with the pictures and video ids', async () => {
    const rows = await t.db.selectFrom('project_units').selectAll().orderBy('id').execute();
    expect(new Set(rows.map((r) => r.purpose))).toEqual(new Set(['sale', 'rent']));
    expect(new Set(rows.map((r) => r.size_unit))).toEqual(new Set(['sqft', 'marla', 'kanal', 'sqyd']));
    const withVideos = await t.db.selectFrom('projects').select('id').where('video_ids', '!=', '[]').executeTakeFirstOrThrow();
    for (const projectId of new Set([...rows.map((r) => r.project_id).filter((id) => id <= 8), withVideos.id])) {
      const res = await callEndpoint(detailEndpoint, `/api/data/projects/${projectId}`, { params: { id: String(projectId) } });
      const project = await jsonOf<ProjectDetail>(res);
      for (const unit of project.units) {
        const row = rows.find((r) => r.id === unit.id)!;
        expect(unit.purpose).toBe(row.purpose);
        expect(unit.sizeUnit).toBe(row.size_unit);
        const perUnit = { sqft: 1, sqyd: 9, marla: 225, kanal: 4500 }[row.size_unit as 'sqft'];
        expect(unit.minSize).toBeCloseTo(Number(row.min_size_sqft) / perUnit, 2);
        expect(unit.maxSize).toBeCloseTo(Number(row.max_size_sqft) / perUnit, 2);
      }
      const stored = await t.db.selectFrom('project_images').select('storage_key').where('project_id', '=', projectId).orderBy('position').execute();
      expect(project.images.length).toBeGreaterThan(1);
      expect(project.images.map((i) => i.key)).toEqual(stored.map((i) => i.storage_key));
      for (const image of project.images) expect(image.src).toMatch(/\/840\.webp$/);
      const videos = await t.db.selectFrom('projects').select('video_ids').where('id', '=', projectId).executeTakeFirstOrThrow();
      expect(project.videoIds).toEqual(JSON.parse(videos.video_ids));
      for (const id of project.videoIds) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    }
    const detail = await jsonOf<ProjectDetail>(await callEndpoint(detailEndpoint, `/api/data/projects/${withVideos.id}`, { params: { id: String(withVideos.id) } }));
    expect(detail.videoIds.length).toBeGreaterThan(0);
  });

  it('shows the cover alone for a project without pictures of its own, and leaves out ids that are not video ids', async () => {
    await t.db.deleteFrom('project_images').where('project_id', '=', 4).execute();
    await t.db.updateTable('projects').set({ video_ids: JSON.stringify(['baseraTour1', 'javascript:alert(1)', 42]) }).where('id', '=', 4).execute();
    const project = await jsonOf<ProjectDetail>(await callEndpoint(detailEndpoint, '/api/data/projects/4', { params: { id: '4' } }));
    expect(project.images.map((i) => i.key)).toEqual([project.coverKey]);
    expect(project.videoIds).toEqual(['baseraTour1']);
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

  it('answers a body that is not an inquiry with a problem, not a failure', async () => {
    for (const body of ['just text', [1, 2], { projectId: 'two', name: 'A', phone: '03001234567', message: 'x'.repeat(1001) }]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    const missing = await jsonOf<Problem>(await send({ name: 'A', phone: '03001234567', message: 'Hi' }));
    expect(missing.errors).toEqual({ projectId: 'Project is required' });
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

describe('the project inquiry form posted without script', () => {
  /** Posts 'Ask the developer' as a browser without script does: url-encoded, to the project page. */
  const post = (fields: Record<string, string>, client: string) => {
    const url = new URL('/projects/some-project-2', 'http://127.0.0.1:4321');
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
      // A forged projectId in the form changes nothing: the page says which project it is.
      body: new URLSearchParams({ projectId: '999', ...fields }).toString(),
    });
    return receiveProjectInquiryForm({ request, url, clientAddress: '127.0.0.1', locals: { user: null } as never }, 2);
  };

  it('stores a valid inquiry as the API does and redirects to the page with the thanks', async () => {
    const answer = await post({ name: 'Form Asker', phone: '0300 1112223', email: '', message: 'Payment plan please.' }, '10.8.0.1');
    expect(answer).toEqual({ kind: 'sent', location: '/projects/some-project-2?sent=inquiry#inquiry' });
    const row = await t.db.selectFrom('inquiries').selectAll().where('name', '=', 'Form Asker').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ project_id: 2, phone: '+923001112223', email: null, listing_id: null });
  });

  it('answers bad input with 400, the API field messages and what was typed', async () => {
    const typed = { name: 'Form Asker Two', phone: '12345', email: 'not-mail', message: '' };
    const answer = await post(typed, '10.8.0.2');
    expect(answer.kind === 'shown' && answer.status).toBe(400);
    if (answer.kind !== 'shown') return;
    expect(answer.form.errors).toEqual({ phone: 'Incorrect Phone Format', email: 'Incorrect Email Format', message: 'Message is required' });
    expect(answer.form.values).toMatchObject(typed);
  });

  it('shares the API limit: past it, 429 with Retry-After and the message', async () => {
    const body = { name: 'A', phone: '03001234567', message: 'Hi' };
    for (let i = 0; i < 5; i++) {
      await callEndpoint(inquiryEndpoint, '/api/data/projects/inquiry', { method: 'POST', body: { projectId: 2, ...body }, headers: { 'x-forwarded-for': '10.8.0.3' } });
    }
    const answer = await post(body, '10.8.0.3');
    expect(answer.kind === 'shown' && answer.status).toBe(429);
    if (answer.kind !== 'shown') return;
    expect(answer.form.failure).toBe(projectInquiryMessages.tooMany);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });
});
