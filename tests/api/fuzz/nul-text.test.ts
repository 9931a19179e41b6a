// U+0000 in text: PostgreSQL's text cannot hold it where SQLite stores it, so a request carrying one is
// refused with a 400 before anything reads it (src/lib/http/nul.ts, docs/decisions/080). Sent here in every
// path parameter, every query field and every body field of every documented operation, on both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '@/lib/demo';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { NUL_REFUSED } from '@/lib/http/nul';
import { POST as inquiry } from '@/pages/api/data/inquiry';
import { callEndpoint } from '../support/endpoint';
import { useTestDatabase } from '../support/db';
import { fieldsOf, operations, PEOPLE, routeFor, send, type Attempt } from './requests';

const t = useTestDatabase();
const NUL = 'a\u0000b';
const operator = PEOPLE.find(([who]) => who === 'operator')![1];

beforeAll(async () => {
  await loadDemoData(t.db, { listings: 6, seed: 3, now: new Date('2026-01-01T00:00:00Z') });
  for (const [, user] of PEOPLE) if (user) await ensureUserRow(t.db, user);
});

describe('U+0000 sent to every operation', () => {
  it.each(operations.map(({ path, method }) => [`${method} ${path}`, path, method]))('%s', async (_name, path, method) => {
    const route = routeFor(path, method);
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const plain: Attempt = { params: Object.fromEntries(names.map((n) => [n, '1'])), query: '', body: { kind: 'none' }, contentType: 'application/json', headers: {} };
    // One way in at a time: a path parameter, the query, the body.
    const attempts: Attempt[] = [
      ...names.map((n) => ({ ...plain, params: { ...plain.params, [n]: NUL } })),
      { ...plain, query: new URLSearchParams([...fieldsOf(route.spec.query), 'x'].map((k) => [k, NUL])).toString() },
      // Only a JSON body is read as one (uploads are files, and a body no operation reads is not read).
      ...(route.spec.body ? [{ ...plain, body: { kind: 'json' as const, value: Object.fromEntries([...fieldsOf(route.spec.body), 'x'].map((k) => [k, NUL])) } }] : []),
    ];
    for (const attempt of attempts) {
      const response = await send(route, operator, attempt);
      const problem = (await response.json()) as { status: number; detail: string };
      // An operator may call every operation, so nothing stands before the refusal.
      expect(response.status, `${method} ${path}: ${problem.detail}`).toBe(400);
      expect(problem.detail).toBe(NUL_REFUSED);
    }
  });
});

describe('an inquiry with U+0000 in its message', () => {
  it('is refused with a 400 and not stored', async () => {
    const listing = await t.db.selectFrom('listings').select('id').where('status', '=', 'published').executeTakeFirstOrThrow();
    const count = async () => Number((await t.db.selectFrom('inquiries').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const body = { propertyId: listing.id, name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '0300 1234567', message: 'Is it\u0000 still available?' };
    const refused = await callEndpoint(inquiry, '/api/data/inquiry', { method: 'POST', body });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { detail: string }).detail).toBe(NUL_REFUSED);
    expect(await count()).toBe(before);
    // The same inquiry without it is sent.
    const sent = await callEndpoint(inquiry, '/api/data/inquiry', { method: 'POST', body: { ...body, message: 'Is it still available?' } });
    expect(sent.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});
