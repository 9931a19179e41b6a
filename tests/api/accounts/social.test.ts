import { identity } from './support/identity';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import { startLegacyServer } from '../../support/legacy-server';
import { startOidcServer } from '../../support/oidc-server';
import { apiContext, cookieJar } from './support/context';
import { getDb, nowIso } from '../../../src/lib/db';

// The hosted domain's stand-in issues the id tokens; the server trusts it through the same
// settings real Cognito would use (its hosted domain and issuer).
const oidc = await startOidcServer({ redirectUris: ['http://localhost:4321/api/auth/callback'] });
const legacy = await startLegacyServer([{ id: '801', email: 'social@legacy.pk', password: 'unused', name: 'Social Person', provider: 'google', properties: 1 }]);
// Test files share one process: these settings are handed back when this file is done.
const before = { ...process.env };
process.env.COGNITO_HOSTED_DOMAIN = oidc.url;
process.env.COGNITO_OAUTH_ISSUER = oidc.url;
process.env.LEGACY_API_BASE = legacy.url;
process.env.PUBLIC_SITE_URL = 'http://localhost:4321';

const { GET: start } = await import('../../../src/pages/api/auth/social/[provider]');
const { GET: callback } = await import('../../../src/pages/api/auth/callback');
const { GET: config } = await import('../../../src/pages/api/auth/config');

useTestDatabase();
afterAll(async () => {
  for (const key of ['COGNITO_HOSTED_DOMAIN', 'COGNITO_OAUTH_ISSUER', 'LEGACY_API_BASE', 'PUBLIC_SITE_URL']) {
    if (before[key] === undefined) delete process.env[key];
    else process.env[key] = before[key];
  }
  await oidc.close();
  await legacy.close();
  identity.stop();
});

/** Goes through the provider as a browser would and returns the callback's query. */
async function throughProvider(authorize: string): Promise<URL> {
  const cookies: string[] = [];
  let url = authorize;
  for (let hop = 0; hop < 8; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookies.join('; ') } });
    for (const c of res.headers.getSetCookie()) cookies.push(c.split(';')[0]);
    const location = res.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${url} with ${res.status}`);
    if (location.startsWith('http://localhost:4321/api/auth/callback')) return new URL(location);
    url = new URL(location, oidc.url).toString();
  }
  throw new Error('Too many redirects');
}

async function signInWithGoogle(account: { sub: string; email: string; name: string }) {
  oidc.nextAccount(account);
  const jar = cookieJar();
  const started = await start(apiContext('/api/auth/social/google?redirect=%2Fmy-properties', { params: { provider: 'google' }, cookies: jar.cookies }));
  expect(started.status).toBe(302);
  const authorize = new URL(started.headers.get('location')!);
  expect(authorize.origin + authorize.pathname).toBe(`${oidc.url}/oauth2/authorize`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('identity_provider')).toBe('Google');
  expect(jar.set.get('basera_oauth')?.options).toMatchObject({ httpOnly: true, sameSite: 'lax' });
  const back = await throughProvider(authorize.toString());
  const done = await callback(apiContext(back.pathname + back.search, { cookies: jar.cookies }));
  return { done, jar, back };
}

async function legacyRowWithListing(legacyUserId: string) {
  const db = getDb();
  const now = nowIso();
  const city = await db.selectFrom('cities').select('id').executeTakeFirst();
  const cityId =
    city?.id ??
    (await db.insertInto('cities').values({ name: 'Social City', slug: `social-city-${Date.now()}`, lat: 33.6, lng: 73, position: 98 } as never).returning('id').executeTakeFirstOrThrow()).id;
  const area = await db.insertInto('areas').values({ city_id: cityId, name: 'Social Town', slug: `social-town-${Date.now()}`, lat: 33.6, lng: 73 } as never).returning('id').executeTakeFirstOrThrow();
  const user = await db.insertInto('users').values({ legacy_user_id: legacyUserId, created_at: now, updated_at: now } as never).returning('id').executeTakeFirstOrThrow();
  const listing = await db
    .insertInto('listings')
    .values({
      purpose: 'sale', category: 'residential', type: 'house', city_id: cityId, area_id: area.id, title: 'Social legacy listing',
      price: 2_000_000, size_value: 5, size_unit: 'marla', size_sqft: 1125, user_id: user.id, created_at: now, updated_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return listing.id;
}

describe('social sign-in through the hosted domain', () => {
  it('tells the browser the hosted domain, so it shows the buttons', async () => {
    expect(await (await config(apiContext('/api/auth/config'))).json()).toMatchObject({ hostedDomain: oidc.url });
  });

  it('trades the code for tokens, sets the auth cookie and migrates the social user once', async () => {
    const listingId = await legacyRowWithListing('801');
    const account = { sub: `google-${Date.now()}`, email: 'social@legacy.pk', name: 'Social Person' };
    const first = await signInWithGoogle(account);
    expect(first.done.status).toBe(302);
    expect(first.done.headers.get('location')).toBe('/my-properties');
    expect(first.jar.set.get('basera_auth')?.options).toMatchObject({ httpOnly: true, sameSite: 'lax' });
    expect(first.jar.set.get('basera_oauth')?.options).toMatchObject({ deleted: true });

    const db = getDb();
    const row = await db.selectFrom('users').select(['id', 'social_migrated', 'email']).where('subject', '=', account.sub).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ social_migrated: 1, email: 'social@legacy.pk' });
    expect((await db.selectFrom('listings').select('user_id').where('id', '=', listingId).executeTakeFirstOrThrow()).user_id).toBe(row.id);
    expect(legacy.lookups).toEqual(['social@legacy.pk google']);

    // The second sign-in finds the flag set and asks the legacy system nothing.
    const second = await signInWithGoogle(account);
    expect(second.done.status).toBe(302);
    expect(second.jar.set.get('basera_auth')?.value).toBeTruthy();
    expect(legacy.lookups).toEqual(['social@legacy.pk google']);
  });

  it('sends a forged or replayed state back to sign in without a session', async () => {
    const { jar, back } = await signInWithGoogle({ sub: `google-s-${Date.now()}`, email: 'someone@gmail.com', name: 'Some One' });
    // The flow cookie is gone, so the same callback again is refused.
    const replay = await callback(apiContext(back.pathname + back.search, { cookies: jar.cookies }));
    expect(replay.headers.get('location')).toBe('/?signin=1&social_error=1');

    const fresh = cookieJar();
    await start(apiContext('/api/auth/social/apple', { params: { provider: 'apple' }, cookies: fresh.cookies }));
    const forged = await callback(apiContext('/api/auth/callback?code=abc&state=not-the-state', { cookies: fresh.cookies }));
    expect(forged.headers.get('location')).toBe('/?signin=1&social_error=1');
    expect(fresh.set.has('basera_auth')).toBe(false);
  });

  it('refuses an unknown provider with 400', async () => {
    expect((await start(apiContext('/api/auth/social/myspace', { params: { provider: 'myspace' } }))).status).toBe(400);
  });
});
