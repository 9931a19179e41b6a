// Who may read or change what: every endpoint that touches someone's data, called as its owner, as
// another person, as an operator and as a visitor, with the answer each must get, and the data
// checked unchanged after every refused call. The account endpoints talk to the identity provider,
// so cognito-local is started first (by importing its support module).
import { identity } from '../accounts/support/identity';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext, APIRoute } from 'astro';
import { useTestDatabase } from '../support/db';
import { createAccount, attributesOf } from '../accounts/support/accounts';
import { signIn } from '../accounts/support/identity';
import { verifyIdToken } from '../../../src/lib/auth/tokens.server';
import { ensureUserRow } from '../../../src/lib/accounts/users.server';
import type { SessionUser } from '../../../src/lib/accounts/types';
import { nowIso, toIsoDay } from '../../../src/lib/db';
import { makeListing, type ManageWorld } from '../manage/support';
import { GET as editDetails } from '../../../src/pages/api/data/property/editDetails/[id]';
import { PUT as putProperty } from '../../../src/pages/api/data/property/[id]';
import { GET as feedback } from '../../../src/pages/api/data/property/feedback/[id]';
import { GET as statusList } from '../../../src/pages/api/data/property/status';
import { POST as renew } from '../../../src/pages/api/data/property/renew';
import { POST as copyListing } from '../../../src/pages/api/data/property/copy';
import { DELETE as remove } from '../../../src/pages/api/data/property/remove/index';
import { DELETE as del } from '../../../src/pages/api/data/property/delete/index';
import { GET as tracking } from '../../../src/pages/api/data/property/trackingDetails/[id]';
import { GET as inquiries } from '../../../src/pages/api/data/property/inquiries/[id]';
import { POST as seen } from '../../../src/pages/api/data/property/updateInquirySeenStatusTime';
import { GET as liked } from '../../../src/pages/api/data/property/liked';
import { POST as like } from '../../../src/pages/api/data/propertyLikes/like';
import { DELETE as dislike } from '../../../src/pages/api/data/propertyLikes/dislike';
import { POST as renewWanted } from '../../../src/pages/api/data/wanted/[id]/renew';
import { GET as lookUp } from '../../../src/pages/api/authentication/user';
import * as attributes from '../../../src/pages/api/authentication/user/attributes/[id]';
import { GET as revoke } from '../../../src/pages/api/authentication/user/revoke-session/[id]';
import { POST as resetPassword } from '../../../src/pages/api/authentication/user/password/reset';
import { GET as queue } from '../../../src/pages/api/moderation/queue';
import { DELETE as handBack } from '../../../src/pages/api/moderation/claims';
import { GET as audit } from '../../../src/pages/api/moderation/audit';
import { GET as reports } from '../../../src/pages/api/moderation/reports/index';
import { POST as publish } from '../../../src/pages/api/moderation/publish';
import { POST as reject } from '../../../src/pages/api/moderation/reject';
import { POST as improve } from '../../../src/pages/api/moderation/improve';
import { POST as verify } from '../../../src/pages/api/moderation/verify';
import { POST as dismiss } from '../../../src/pages/api/moderation/reports/dismiss';
import { POST as takeDown } from '../../../src/pages/api/moderation/reports/takeDown';
import { POST as takeDownListing } from '../../../src/pages/api/moderation/takeDown';
import { SELF_SCOPED, PUBLIC_BY_DESIGN } from './routes';

const t = useTestDatabase();
afterAll(() => identity.stop());

type Role = 'owner' | 'stranger' | 'operator' | 'anonymous';
const ROLES: Role[] = ['anonymous', 'stranger', 'operator', 'owner'];

interface Fixture {
  /** A listing of the owner in the status the row asked for, with a unique title. */
  listingId: number;
  title: string;
  /** An open report on that listing. */
  reportId: number;
  /** The phone of an inquiry about that listing. */
  inquiryPhone: string;
  ownerSub: string;
  ownerEmail: string;
  /** A Wanted request of the owner that expired two days ago, so it may be kept open again. */
  wantedId: number;
}

interface Call {
  path: string;
  params?: Record<string, string>;
  body?: unknown;
}

interface Row {
  /** METHOD and route file under src/pages/api, as the coverage check below reads them. */
  route: string;
  handler: APIRoute;
  status?: 'draft' | 'in_review' | 'published' | 'rejected' | 'removed';
  call: (f: Fixture) => Call | Promise<Call>;
  expect: Record<Role, number>;
  /** Answers given to someone other than the owner must not carry the owner's listing. */
  private?: boolean;
  /** Checked after each call by someone other than the owner (e.g. the owner's like is still there). */
  invariant?: (f: Fixture) => Promise<void>;
  /** Run once on the fixture before any call (and before the data is first compared). */
  setup?: (f: Fixture) => Promise<void>;
}

const users = {} as Record<Exclude<Role, 'anonymous'>, SessionUser>;
let world: ManageWorld;
let requests = 0;

beforeAll(async () => {
  const owner = await createAccount();
  const stranger = await createAccount();
  const tokens = await signIn('moderator@basera.pk', 'Basera@2026');
  users.owner = owner.user;
  users.stranger = stranger.user;
  users.operator = (await verifyIdToken(tokens.IdToken))!.user;
  const city = await t.db.insertInto('cities').values({ name: 'Lahore', slug: 'lahore', province: 'Punjab', lat: 31.52, lng: 74.35, position: 2 }).returning('id').executeTakeFirstOrThrow();
  const area = await t.db.insertInto('areas').values({ city_id: city.id, name: 'DHA Phase 6', slug: 'dha-phase-6', lat: 31.47, lng: 74.45 }).returning('id').executeTakeFirstOrThrow();
  world = {
    cityId: city.id,
    areaId: area.id,
    ownerId: await ensureUserRow(t.db, users.owner),
    strangerId: await ensureUserRow(t.db, users.stranger),
    moderatorId: await ensureUserRow(t.db, users.operator),
  };
});

let fixtures = 0;
async function fixture(status: Row['status'] = 'published'): Promise<Fixture> {
  fixtures += 1;
  const title = `Private corner house number ${fixtures}`;
  const listingId = await makeListing(t.db, world, { status, title });
  const now = nowIso();
  const inquiryPhone = `+92300${String(1_000_000 + fixtures)}`;
  await t.db.insertInto('inquiries').values({ listing_id: listingId, project_id: null, user_id: world.strangerId, name: 'Asker', email: null, phone: inquiryPhone, message: 'Is it still available?', created_at: now, seen_at: null }).execute();
  await t.db.insertInto('listing_feedback').values({ listing_id: listingId, kind: 'PRICE', status: 'REJECTED', message: 'Price looks wrong', author_user_id: world.moderatorId, created_at: now, resolved_at: null }).execute();
  await t.db.insertInto('listing_likes').values({ user_id: world.ownerId, listing_id: listingId, created_at: now }).execute();
  await t.db.insertInto('listing_daily_stats').values({ listing_id: listingId, day: toIsoDay(), views: 3 }).execute();
  const report = await t.db.insertInto('reports').values({ listing_id: listingId, user_id: world.strangerId, reason: 'Fake', comments: null, created_at: now, resolved_at: null }).returning('id').executeTakeFirstOrThrow();
  const day = 86_400_000;
  const wanted = await t.db
    .insertInto('wanted_requests')
    .values({
      user_id: world.ownerId, name: 'Owner Seeker', phone: '+923001112233', purpose: 'rent', category: 'residential', city_id: world.cityId, status: 'expired',
      created_at: new Date(Date.now() - 32 * day).toISOString(), open_until: new Date(Date.now() - 2 * day).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { listingId, title, reportId: report.id, inquiryPhone, ownerSub: users.owner.id, ownerEmail: users.owner.email!, wantedId: wanted.id };
}

const TABLES = ['listings', 'listing_images', 'listing_feedback', 'listing_likes', 'listing_daily_stats', 'inquiries', 'reports', 'audit_log', 'listing_notices', 'review_claims', 'wanted_requests', 'project_likes', 'media_objects'] as const;

/** Everything a refused call could have changed: the data rows, and the owner's account at the provider. */
async function snapshot(f: Fixture): Promise<string> {
  const tables: Record<string, unknown> = {};
  for (const table of TABLES) tables[table] = await t.db.selectFrom(table).selectAll().execute();
  return JSON.stringify({ tables, account: await attributesOf(f.ownerEmail) });
}

function context(role: Role, method: string, call: Call): APIContext {
  const url = new URL(call.path, 'http://localhost:4321');
  const headers = new Headers();
  let body: string | undefined;
  if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers.set('content-type', 'application/json');
  }
  return {
    url,
    request: new Request(url, { method, headers, body }),
    params: call.params ?? {},
    locals: { user: role === 'anonymous' ? null : users[role], requestId: 'matrix' },
    site: new URL('http://localhost:4321'),
    clientAddress: '127.0.0.1',
    cookies: { get: () => undefined, has: () => false, set: () => {}, delete: () => {} },
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { location } }),
  } as unknown as APIContext;
}

const byId = (f: Fixture) => ({ path: `/x/${f.listingId}`, params: { id: String(f.listingId) } });
const property = (f: Fixture) => ({ propertyId: f.listingId });
const returned = (f: Fixture) => ({ propertyId: f.listingId, feedback: [{ kind: 'PRICE', message: 'Please check the price' }] });
const ownerOnly = { owner: 200, stranger: 404, operator: 404, anonymous: 401 };
const everyoneTheirOwn = { owner: 200, stranger: 200, operator: 200, anonymous: 401 };
const operatorOnly = { owner: 404, stranger: 404, operator: 200, anonymous: 404 };
const selfOrOperator = { owner: 200, stranger: 404, operator: 200, anonymous: 401 };

async function ownerLikeRemains(f: Fixture) {
  const row = await t.db.selectFrom('listing_likes').select('user_id').where('listing_id', '=', f.listingId).where('user_id', '=', world.ownerId).executeTakeFirst();
  expect(row, "the owner's like is still there").toBeDefined();
}

/** The hold an operator's load of the queue put each listing under (only the operator can hand it back). */
const holds = new Map<number, string>();
async function holdOfOperator(f: Fixture) {
  const page = (await (await callAs('operator', queue, 'GET', { path: `/api/moderation/queue?listing=${f.listingId}` })).json()) as { hold: string };
  holds.set(f.listingId, page.hold);
}

const MATRIX: Row[] = [
  // Listings and drafts: only the owner, whatever the status.
  { route: 'GET data/property/editDetails/[id]', handler: editDetails, status: 'draft', call: byId, expect: ownerOnly },
  {
    route: 'PUT data/property/[id]', handler: putProperty, status: 'draft', expect: ownerOnly,
    call: async (f) => {
      const details = await callAs('owner', editDetails, 'GET', byId(f));
      const { draft } = (await details.json()) as { draft: Record<string, unknown> };
      return { ...byId(f), body: { ...draft, name: `${f.title} changed`, intent: 'draft' } };
    },
  },
  { route: 'GET data/property/feedback/[id]', handler: feedback, status: 'rejected', call: byId, expect: ownerOnly },
  { route: 'GET data/property/status', handler: statusList, call: () => ({ path: '/api/data/property/status?type=published' }), expect: everyoneTheirOwn, private: true },
  { route: 'POST data/property/renew', handler: renew, status: 'removed', call: (f) => ({ path: '/r', body: property(f) }), expect: ownerOnly },
  { route: 'POST data/property/copy', handler: copyListing, call: (f) => ({ path: '/r', body: property(f) }), expect: ownerOnly },
  { route: 'DELETE data/property/remove/index', handler: remove, call: (f) => ({ path: '/r', body: { ...property(f), reason: 'not-available' } }), expect: ownerOnly },
  { route: 'DELETE data/property/delete/index', handler: del, status: 'draft', call: (f) => ({ path: '/r', body: property(f) }), expect: ownerOnly },
  { route: 'GET data/property/trackingDetails/[id]', handler: tracking, call: byId, expect: ownerOnly },
  { route: 'GET data/property/inquiries/[id]', handler: inquiries, call: byId, expect: ownerOnly },
  { route: 'POST data/property/updateInquirySeenStatusTime', handler: seen, call: (f) => ({ path: '/r', body: { ...property(f), phone: f.inquiryPhone } }), expect: ownerOnly },
  // Likes: each person has their own; nobody sees or undoes another's.
  { route: 'GET data/property/liked', handler: liked, call: () => ({ path: '/api/data/property/liked' }), expect: everyoneTheirOwn, private: true },
  { route: 'POST data/propertyLikes/like', handler: like, call: (f) => ({ path: `/r?propertyId=${f.listingId}` }), expect: everyoneTheirOwn, invariant: ownerLikeRemains },
  { route: 'DELETE data/propertyLikes/dislike', handler: dislike, call: (f) => ({ path: `/r?propertyId=${f.listingId}` }), expect: everyoneTheirOwn, invariant: ownerLikeRemains },
  // Wanted requests: only their poster keeps one open; an operator has no say over someone's search.
  { route: 'POST data/wanted/[id]/renew', handler: renewWanted, call: (f) => ({ path: '/r', params: { id: String(f.wantedId) } }), expect: ownerOnly },
  // Profile: the person themselves, or an operator.
  { route: 'GET authentication/user', handler: lookUp, call: (f) => ({ path: `/r?email=${encodeURIComponent(f.ownerEmail)}` }), expect: selfOrOperator },
  { route: 'PUT authentication/user/attributes/[id]', handler: attributes.PUT, call: (f) => ({ path: '/r', params: { id: f.ownerSub }, body: { attributes: [{ Name: 'name', Value: 'Renamed by someone' }] } }), expect: selfOrOperator },
  { route: 'POST authentication/user/attributes/[id]', handler: attributes.POST, call: (f) => ({ path: '/r', params: { id: f.ownerSub }, body: { attributes: [{ Name: 'name', Value: 'Renamed again' }] } }), expect: selfOrOperator },
  { route: 'GET authentication/user/revoke-session/[id]', handler: revoke, call: (f) => ({ path: '/r', params: { id: f.ownerSub } }), expect: selfOrOperator },
  // A new password without the current one: only with a verified code (not here), or by an operator.
  { route: 'POST authentication/user/password/reset', handler: resetPassword, call: (f) => ({ path: '/r', body: { userName: f.ownerEmail, password: 'Basera@2027' } }), expect: { owner: 404, stranger: 404, operator: 200, anonymous: 401 } },
  // Moderation: operators only, and to everyone else the endpoints do not exist.
  { route: 'GET moderation/queue', handler: queue, status: 'in_review', call: () => ({ path: '/api/moderation/queue' }), expect: operatorOnly },
  // The operator's hold on the listing, from opening it in the queue: a refused caller leaves it held.
  { route: 'DELETE moderation/claims', handler: handBack, status: 'in_review', setup: holdOfOperator, call: (f) => ({ path: `/api/moderation/claims?hold=${holds.get(f.listingId)}` }), expect: operatorOnly },
  { route: 'GET moderation/audit', handler: audit, call: () => ({ path: '/api/moderation/audit' }), expect: operatorOnly },
  { route: 'GET moderation/reports/index', handler: reports, call: () => ({ path: '/api/moderation/reports' }), expect: operatorOnly },
  { route: 'POST moderation/publish', handler: publish, status: 'in_review', call: (f) => ({ path: '/r', body: property(f) }), expect: operatorOnly },
  { route: 'POST moderation/reject', handler: reject, status: 'in_review', call: (f) => ({ path: '/r', body: returned(f) }), expect: operatorOnly },
  { route: 'POST moderation/improve', handler: improve, status: 'in_review', call: (f) => ({ path: '/r', body: returned(f) }), expect: operatorOnly },
  { route: 'POST moderation/verify', handler: verify, call: (f) => ({ path: '/r', body: { ...property(f), verified: true } }), expect: operatorOnly },
  { route: 'POST moderation/reports/dismiss', handler: dismiss, call: (f) => ({ path: '/r', body: { reportId: f.reportId } }), expect: operatorOnly },
  { route: 'POST moderation/reports/takeDown', handler: takeDown, call: (f) => ({ path: '/r', body: { reportId: f.reportId, reason: 'Fake listing' } }), expect: operatorOnly },
  { route: 'POST moderation/takeDown', handler: takeDownListing, call: (f) => ({ path: '/r', body: { ...property(f), reason: 'Fake listing' } }), expect: operatorOnly },
];

async function callAs(role: Role, handler: APIRoute, method: string, call: Call): Promise<Response> {
  requests += 1;
  return (await handler(context(role, method, call))) as Response;
}

/** Refused calls first, so each sees the data untouched; then the ones that may change it. */
function order(row: Row): Role[] {
  return [...ROLES].sort((a, b) => Number(row.expect[a] < 300) - Number(row.expect[b] < 300));
}

describe('access matrix', () => {
  it.each(MATRIX.map((row) => [row.route, row] as const))('%s', async (_name, row) => {
    const f = await fixture(row.status);
    await row.setup?.(f);
    const method = row.route.split(' ')[0];
    for (const role of order(row)) {
      const before = await snapshot(f);
      const call = await row.call(f);
      const response = await callAs(role, row.handler, method, call);
      const text = await response.text();
      expect(response.status, `${row.route} as ${role}: ${text}`).toBe(row.expect[role]);
      if (response.status >= 400) {
        expect(response.headers.get('content-type'), `${row.route} as ${role}`).toContain('application/problem+json');
        expect(await snapshot(f), `${row.route} as ${role} changed data although refused`).toBe(before);
      }
      if (role !== 'owner' && row.private) expect(text, `${row.route} as ${role} shows the owner's listing`).not.toContain(f.title);
      if (role === 'owner' && row.private) expect(text).toContain(f.title);
      if (role !== 'owner') await row.invariant?.(f);
    }
  });

  it('counts what it tried', () => {
    // Four callers per row; the PUT row also reads the draft as its owner before each call.
    expect(requests).toBeGreaterThanOrEqual(MATRIX.length * 4);
    console.info(`access matrix: ${MATRIX.length} endpoints, ${requests} requests`);
  });
});

const API_MODULES = import.meta.glob('../../../src/pages/api/**/*.ts');

describe('signed-in endpoints that act only on the caller', () => {
  it.each(SELF_SCOPED.map((route) => [route] as const))('%s refuses a visitor with 401', async (route) => {
    const [method, file] = route.split(' ');
    const module = (await API_MODULES[`../../../src/pages/api/${file}.ts`]()) as Record<string, APIRoute>;
    const f = await fixture();
    const before = await snapshot(f);
    const response = await callAs('anonymous', module[method], method, { path: `/api/${file}`, params: { id: '1' }, body: method === 'GET' ? undefined : {} });
    expect(response.status).toBe(401);
    expect(await snapshot(f)).toBe(before);
  });
});

describe('coverage', () => {
  it('puts every API route file in the matrix, the self-scoped list or the public-by-design list', () => {
    const root = join(process.cwd(), 'src/pages/api');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
    const found = walk(root)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => {
        const name = relative(root, file).replace(/\.ts$/, '');
        const methods = [...readFileSync(file, 'utf8').matchAll(/export const (GET|POST|PUT|PATCH|DELETE|ALL)\b/g)].map((m) => m[1]);
        return methods.map((method) => `${method} ${name}`);
      })
      .sort();
    const listed = [...MATRIX.map((r) => r.route), ...SELF_SCOPED, ...PUBLIC_BY_DESIGN].sort();
    expect(new Set(listed).size, 'a route is listed twice').toBe(listed.length);
    expect(listed).toEqual(found);
  });
});
