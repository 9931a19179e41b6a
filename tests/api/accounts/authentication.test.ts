import { identity } from './support/identity';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import type { APIRoute } from 'astro';
import { apiContext } from './support/context';
import { attributesOf, createAccount } from './support/accounts';
import { signIn } from './support/identity';
import { verifyIdToken } from '../../../src/lib/auth/tokens.server';
import * as attributes from '../../../src/pages/api/authentication/user/attributes/[id]';
import { GET as lookUp } from '../../../src/pages/api/authentication/user';
import { GET as revoke } from '../../../src/pages/api/authentication/user/revoke-session/[id]';
import { POST as reset } from '../../../src/pages/api/authentication/user/password/reset';
import type { SessionUser } from '../../../src/lib/accounts/types';

// Each run gets its own database, so rows from an earlier run never meet this one.
const t = useTestDatabase();
afterAll(async () => {
  identity.stop();
});

async function moderator(): Promise<SessionUser> {
  const tokens = await signIn('moderator@basera.pk', 'Basera@2026');
  return (await verifyIdToken(tokens.IdToken))!.user;
}

function call(route: APIRoute, path: string, options: { method?: string; body?: unknown; user?: SessionUser | null; params?: Record<string, string> }) {
  return route(apiContext(path, options)) as Promise<Response>;
}

describe('/api/authentication/user/*', () => {
  it('refuses every endpoint to a signed-out caller', async () => {
    const { user } = await createAccount();
    const id = user.id;
    const body = { attributes: [{ Name: 'name', Value: 'X' }] };
    expect((await call(attributes.PUT, `/api/authentication/user/attributes/${id}`, { method: 'PUT', body, params: { id } })).status).toBe(401);
    expect((await call(attributes.POST, `/api/authentication/user/attributes/${id}`, { method: 'POST', body, params: { id } })).status).toBe(401);
    expect((await call(lookUp, `/api/authentication/user?email=${encodeURIComponent(user.email!)}`, {})).status).toBe(401);
    expect((await call(revoke, `/api/authentication/user/revoke-session/${id}`, { params: { id } })).status).toBe(401);
    expect((await call(reset, '/api/authentication/user/password/reset', { method: 'POST', body: { userName: user.email, password: 'Basera@2027' } })).status).toBe(401);
  });

  it("refuses every endpoint on someone else's account", async () => {
    const owner = await createAccount();
    const stranger = await createAccount();
    const id = owner.user.id;
    const body = { attributes: [{ Name: 'name', Value: 'Hijacked' }] };
    const as = stranger.user;
    expect((await call(attributes.PUT, '/x', { method: 'PUT', body, params: { id }, user: as })).status).toBe(404);
    expect((await call(lookUp, `/api/authentication/user?email=${encodeURIComponent(owner.email)}`, { user: as })).status).toBe(404);
    expect((await call(revoke, '/x', { params: { id }, user: as })).status).toBe(404);
    expect((await call(reset, '/x', { method: 'POST', body: { userName: owner.email, password: 'Basera@2027' }, user: as })).status).toBe(404);
    expect((await attributesOf(owner.email)).name).not.toBe('Hijacked');
    await expect(signIn(owner.email, owner.password)).resolves.toHaveProperty('IdToken');
  });

  it('lets a person update their own profile attributes, but not their role', async () => {
    const { email, user } = await createAccount();
    const params = { id: user.id };
    const res = await call(attributes.PUT, '/x', {
      method: 'PUT',
      params,
      user,
      body: { attributes: [{ Name: 'name', Value: 'Ayesha Khan' }, { Name: 'custom:city_id', Value: '1' }] },
    });
    expect(res.status).toBe(200);
    expect(await attributesOf(email)).toMatchObject({ name: 'Ayesha Khan', 'custom:city_id': '1' });
    // The person's row has the new name too: the account button reads it there when the token has none.
    const row = await t.db.selectFrom('users').select(['name', 'email']).where('subject', '=', user.id).executeTakeFirst();
    expect(row).toMatchObject({ name: 'Ayesha Khan', email });

    const escalate = await call(attributes.PUT, '/x', { method: 'PUT', params, user, body: { attributes: [{ Name: 'custom:user_role', Value: 'admin' }] } });
    expect(escalate.status).toBe(400);
    const phone = await call(attributes.PUT, '/x', { method: 'PUT', params, user, body: { attributes: [{ Name: 'phone_number', Value: '+923001112223' }] } });
    expect(phone.status).toBe(400);
    expect((await attributesOf(email))['custom:user_role']).toBe('webUser');
  });

  it('keeps the e-mail an account signs in with: it is the user name, which never changes', async () => {
    const { email, user } = await createAccount();
    const params = { id: user.id };
    const change = await call(attributes.PUT, '/x', { method: 'PUT', params, user, body: { attributes: [{ Name: 'email', Value: `new.${email}` }] } });
    expect(change.status).toBe(400);
    expect((await change.json()).errors.email).toBe('This is the email you sign in with. It cannot be changed.');
    expect((await attributesOf(email)).email).toBe(email);
    // The same address, as typed with capitals, is no change.
    const same = await call(attributes.PUT, '/x', { method: 'PUT', params, user, body: { attributes: [{ Name: 'email', Value: email.toUpperCase() }] } });
    expect(same.status).toBe(200);
    await expect(signIn(email, 'Basera@2026')).resolves.toHaveProperty('IdToken');
  });

  it('answers bad bodies with 400', async () => {
    const { user } = await createAccount();
    const params = { id: user.id };
    expect((await call(attributes.PUT, '/x', { method: 'PUT', params, user, body: { attributes: [] } })).status).toBe(400);
    expect((await call(attributes.PUT, '/x', { method: 'PUT', params, user, body: { nope: 1 } })).status).toBe(400);
    expect((await call(lookUp, '/api/authentication/user', { user })).status).toBe(400);
  });

  it('finds oneself by e-mail; operators find anyone and may set roles', async () => {
    const { email, user } = await createAccount();
    const mine = await call(lookUp, `/api/authentication/user?email=${encodeURIComponent(email)}`, { user });
    expect(mine.status).toBe(200);
    expect((await mine.json()).id).toBe(user.id);

    const operator = await moderator();
    expect((await call(lookUp, `/api/authentication/user?email=${encodeURIComponent(email)}`, { user: operator })).status).toBe(200);
    const promote = await call(attributes.PUT, '/x', {
      method: 'PUT',
      params: { id: user.id },
      user: operator,
      body: { attributes: [{ Name: 'custom:user_role', Value: 'agent' }, { Name: 'custom:agency_id', Value: '1' }] },
    });
    expect(promote.status).toBe(200);
    expect((await attributesOf(email))['custom:user_role']).toBe('agent');
  });

  it('revokes sessions of one\'s own account', async () => {
    const { user } = await createAccount();
    const res = await call(revoke, '/x', { params: { id: user.id }, user });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revoked: expect.any(Boolean) });
  });
});
