import { describe, expect, it } from 'vitest';
import { contactDefaults, ensureUserRow } from '@/lib/accounts/users.server';
import { viewerUserId } from '@/lib/listings/viewer.server';
import type { SessionUser } from '@/lib/accounts/types';
import { useTestDatabase } from './support/db';

const t = useTestDatabase();
const person = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 'sub-1', email: 'sana@example.pk', phone: '+923001234567', name: 'Sana', role: 'webUser', groups: [], ...over,
});

describe('ensureUserRow', () => {
  it('creates one row per identity and keeps it in step with the token', async () => {
    const first = await ensureUserRow(t.db, person());
    const again = await ensureUserRow(t.db, person({ name: 'Sana Khan' }));
    expect(again).toBe(first);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', first).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'sub-1', name: 'Sana Khan', email: 'sana@example.pk' });
  });

  it('keeps the row\'s name and phone when a token leaves them out', async () => {
    const id = await ensureUserRow(t.db, person({ id: 'sub-4', email: 'keep@example.pk', name: 'Kept Name' }));
    await ensureUserRow(t.db, person({ id: 'sub-4', email: 'keep@example.pk', name: null, phone: null }));
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Kept Name', phone: '+923001234567' });
  });

  it('takes over a row known by e-mail before the person had an identity', async () => {
    const now = new Date().toISOString();
    const { id } = await t.db
      .insertInto('users')
      .values({ email: 'owner@example.pk', name: 'Owner', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const adopted = await ensureUserRow(t.db, person({ id: 'sub-2', email: 'owner@example.pk' }));
    expect(adopted).toBe(id);
    const count = await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('email', '=', 'owner@example.pk').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('takes over a known row without wiping its name when the token has none', async () => {
    const now = new Date().toISOString();
    await t.db.insertInto('users').values({ email: 'named@example.pk', name: 'Named Owner', created_at: now, updated_at: now }).execute();
    const id = await ensureUserRow(t.db, person({ id: 'sub-5', email: 'named@example.pk', name: null }));
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'sub-5', name: 'Named Owner' });
  });

  it('answers the same row when two first requests race', async () => {
    const [a, b] = await Promise.all([ensureUserRow(t.db, person({ id: 'sub-3', email: null })), ensureUserRow(t.db, person({ id: 'sub-3', email: null }))]);
    expect(a).toBe(b);
  });
});

describe('contactDefaults', () => {
  const now = new Date().toISOString();

  it("fills a signed-in person's forms from the token, else from their row", async () => {
    expect(await contactDefaults(t.db, person({ id: 'sub-10', email: 'token@example.pk' }))).toEqual({ name: 'Sana', phone: '+923001234567', email: 'token@example.pk' });
    await ensureUserRow(t.db, person({ id: 'sub-11', email: 'row@example.pk', name: 'Row Name', phone: '+923331112222' }));
    expect(await contactDefaults(t.db, person({ id: 'sub-11', email: 'row@example.pk', name: null, phone: null }))).toEqual({
      name: 'Row Name', phone: '+923331112222', email: 'row@example.pk',
    });
  });

  it('fills them from a row known by e-mail before the first action takes it over, and changes nothing', async () => {
    await t.db.insertInto('users').values({ email: 'legacy@example.pk', name: 'Legacy Owner', phone: '+923214445555', created_at: now, updated_at: now }).execute();
    const first = person({ id: 'sub-12', email: 'legacy@example.pk', name: null, phone: null });
    expect(await contactDefaults(t.db, first)).toEqual({ name: 'Legacy Owner', phone: '+923214445555', email: 'legacy@example.pk' });
    const row = await t.db.selectFrom('users').select('subject').where('email', '=', 'legacy@example.pk').executeTakeFirstOrThrow();
    expect(row.subject).toBeNull();
  });

  it("does not read another person's row: one taken over already is theirs", async () => {
    await t.db.insertInto('users').values({ email: 'taken@example.pk', name: 'First Owner', subject: 'sub-13', created_at: now, updated_at: now }).execute();
    expect(await contactDefaults(t.db, person({ id: 'sub-14', email: 'taken@example.pk', name: null, phone: null }))).toEqual({ name: '', phone: '', email: 'taken@example.pk' });
  });
});

describe('viewerUserId', () => {
  const now = new Date().toISOString();

  it('is the row known by e-mail from the first page on, the one the first action then takes over', async () => {
    const { id } = await t.db
      .insertInto('users')
      .values({ email: 'agent-known@example.pk', name: 'Known Agent', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const signedIn = person({ id: 'sub-20', email: 'agent-known@example.pk' });
    expect(await viewerUserId(t.db, signedIn)).toBe(id);
    expect(await ensureUserRow(t.db, signedIn)).toBe(id);
    expect(await viewerUserId(t.db, signedIn)).toBe(id);
  });

  it('is null for a visitor and for someone new', async () => {
    expect(await viewerUserId(t.db, null)).toBeNull();
    expect(await viewerUserId(t.db, person({ id: 'sub-21', email: 'new@example.pk' }))).toBeNull();
    expect(await viewerUserId(t.db, person({ id: 'sub-22', email: null }))).toBeNull();
  });
});
