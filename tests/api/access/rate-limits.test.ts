// Every limited endpoint, from one client (or person) until it is refused: the answer past the limit
// is a 429 problem, and a fresh client is still served. Password sign-in itself happens at the
// identity provider (which throttles it); the server's own password check is the legacy sign-in.
import { identity } from '../accounts/support/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRoute } from 'astro';
import { useTestDatabase } from '../support/db';
import { apiContext } from '../accounts/support/context';
import { createAccount, freshPhone } from '../accounts/support/accounts';
import type { SessionUser } from '../../../src/lib/accounts/types';
import { ensureUserRow } from '../../../src/lib/accounts/users.server';
import { makeListing, type ManageWorld } from '../manage/support';
import { POST as legacySignIn } from '../../../src/pages/api/auth/legacy-sign-in';
import { POST as signUp } from '../../../src/pages/api/auth/sign-up';
import { POST as sendOtp } from '../../../src/pages/api/v2/phone/otp';
import { POST as checkOtp } from '../../../src/pages/api/v2/verify/otp';
import { POST as inquiry } from '../../../src/pages/api/data/inquiry';
import { POST as report } from '../../../src/pages/api/data/propertyReport';
import { POST as contact } from '../../../src/pages/api/data/propertyContact';
import { POST as upload } from '../../../src/pages/api/data/images';

const t = useTestDatabase();
afterAll(() => identity.stop());

let user: SessionUser;
let listingId: number;

beforeAll(async () => {
  user = (await createAccount()).user;
  const city = await t.db.insertInto('cities').values({ name: 'Karachi', slug: 'karachi', province: 'Sindh', lat: 24.86, lng: 67.0, position: 1 }).returning('id').executeTakeFirstOrThrow();
  const area = await t.db.insertInto('areas').values({ city_id: city.id, name: 'Clifton', slug: 'clifton', lat: 24.81, lng: 67.03 }).returning('id').executeTakeFirstOrThrow();
  const ownerId = await ensureUserRow(t.db, user);
  const world: ManageWorld = { cityId: city.id, areaId: area.id, ownerId, strangerId: ownerId, moderatorId: ownerId };
  listingId = await makeListing(t.db, world, { status: 'published' });
});

interface Limited {
  name: string;
  route: APIRoute;
  path: string;
  /** Requests allowed before the refusal. */
  max: number;
  /** One request; `someoneElse` asks for one from another subject of the limit (e.g. another phone). */
  request: (someoneElse: boolean) => { body?: unknown; form?: FormData; user?: SessionUser | null };
  /** Whose count it is: a client address, or the signed-in person (uploads). */
  perUser?: boolean;
}

const sameSignUp = { name: 'Limit Tester', email: `limit${Date.now()}@basera.pk`, code: '92', phone: freshPhone().replace('+92', '0'), password: 'Basera@2026', confirmPassword: 'Basera@2026' };
const phoneForSends = freshPhone();
const emptyUpload = () => {
  const form = new FormData();
  form.append('referer', 'add-property');
  return { form };
};

const LIMITED: Limited[] = [
  { name: 'legacy sign-in (the password check on this server)', route: legacySignIn, path: '/api/auth/legacy-sign-in', max: 10, request: () => ({ body: { username: 'nobody-known-here', password: 'Wrong@1234' } }) },
  { name: 'sign-up', route: signUp, path: '/api/auth/sign-up', max: 10, request: () => ({ body: sameSignUp }) },
  { name: 'OTP sends to one phone', route: sendOtp, path: '/api/v2/phone/otp', max: 5, request: (someoneElse) => ({ body: { phone_number: someoneElse ? freshPhone() : phoneForSends }, user }) },
  { name: 'OTP checks from one client', route: checkOtp, path: '/api/v2/verify/otp', max: 60, request: () => ({ body: { phone_number: freshPhone(), otp: '123456' }, user }) },
  { name: 'inquiries about one listing', route: inquiry, path: '/api/data/inquiry', max: 3, request: () => ({ body: { propertyId: listingId, name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '0300 1234567', message: 'Is it still available?' } }) },
  { name: 'reports', route: report, path: '/api/data/propertyReport', max: 10, request: () => ({ body: { propertyId: listingId, reason: 'other' } }) },
  { name: 'phone reveals', route: contact, path: '/api/data/propertyContact', max: 30, request: () => ({ body: { propertyId: listingId } }) },
  { name: 'uploads', route: upload, path: '/api/data/images', max: 60, perUser: true, request: () => ({ ...emptyUpload(), user }) },
];

let clients = 0;

async function send(limited: Limited, client: string, as?: SessionUser): Promise<Response> {
  const { body, form, user: who } = limited.request(as !== undefined || client.startsWith('10.78.'));
  const context = apiContext(limited.path, { method: 'POST', body, user: as ?? who ?? null, clientAddress: client });
  if (form) Object.defineProperty(context, 'request', { value: new Request(context.url, { method: 'POST', body: form }) });
  return (await limited.route(context)) as Response;
}

describe('rate limits', () => {
  it.each(LIMITED.map((l) => [l.name, l] as const))('%s: 429 problem after the limit', async (_name, limited) => {
    const client = `10.77.${Math.floor(++clients / 250)}.${clients % 250}`;
    const statuses: number[] = [];
    for (let n = 0; n < limited.max; n++) statuses.push((await send(limited, client)).status);
    expect(statuses.filter((s) => s === 429), 'refused before the limit').toEqual([]);
    const refused = await send(limited, client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await refused.json()) as { status: number; detail: string };
    expect(problem.status).toBe(429);
    expect(problem.detail).toMatch(/many/i);
    // Someone else is still served.
    const other = limited.perUser ? await send(limited, client, (await createAccount()).user) : await send(limited, `10.78.0.${clients}`);
    expect(other.status).not.toBe(429);
  });
});
