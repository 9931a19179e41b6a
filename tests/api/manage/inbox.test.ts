import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import { call, callRaw, person } from '../property/support/context';
import { POST as seenAll } from '@/pages/api/data/property/inquiries/seenAll';
import { GET as csv } from '@/pages/my-inquiries.csv';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { inboxCounts, inboxPage } from '@/lib/inquiries/inbox.server';
import { CSV_HEADER } from '@/lib/inquiries/csv';
import { markedText } from '@/lib/inquiries/inbox';
import { makeListing, seedManageWorld, type ManageWorld, type Problem } from './support';

// Every inquiry about a person's listings in one place (docs/decisions/097).

const t = useTestDatabase();
let world: ManageWorld;

beforeAll(async () => {
  world = await seedManageWorld(t.db);
});

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

/** A person of their own with two listings and inquiries about both, and someone else's listing asked about too. */
async function agentWithLeads(name: string) {
  const agent = person(name);
  const userId = await ensureUserRow(t.db, agent);
  const flat = await makeListing(t.db, world, { user_id: userId, status: 'published', title: 'Flat in Gulberg' });
  const plot = await makeListing(t.db, world, { user_id: userId, status: 'removed', title: 'Plot in DHA' });
  const theirs = await makeListing(t.db, world, { status: 'published', title: 'Not theirs' });
  await t.db.insertInto('inquiries').values([
    { listing_id: flat, name: 'Ayesha', phone: '+923214445555', email: 'ayesha@example.pk', message: 'Can I visit on Sunday?', created_at: at(5), seen_at: null },
    { listing_id: plot, name: 'Bilal', phone: '+923009998888', email: null, message: 'Final price?', created_at: at(60), seen_at: null },
    { listing_id: flat, name: 'Read earlier', phone: '+923331112222', email: null, message: 'Is it available?', created_at: at(120), seen_at: at(100) },
    { listing_id: theirs, name: 'Someone else', phone: '+923331119999', email: null, message: 'Not for this agent', created_at: at(1), seen_at: null },
  ]).execute();
  return { agent, userId, flat, plot, theirs };
}

describe('the inquiries about all of a person’s listings', () => {
  it('lists theirs alone, newest first, with the listing each is about, and only the unread when asked', async () => {
    const { userId, flat, plot } = await agentWithLeads('inbox-list');
    expect(await inboxCounts(t.db, userId)).toEqual({ total: 3, unread: 2 });
    const all = await inboxPage(t.db, userId, 'all', 1, 30);
    expect(all.map((q) => q.name)).toEqual(['Ayesha', 'Bilal', 'Read earlier']);
    expect(all[0].listing).toEqual({ id: flat, title: 'Flat in Gulberg', purpose: 'sale', status: 'published' });
    expect(all[1].listing).toMatchObject({ id: plot, status: 'removed' });
    expect((await inboxPage(t.db, userId, 'unread', 1, 30)).map((q) => q.name)).toEqual(['Ayesha', 'Bilal']);
    // Pages of two: the third inquiry is on the second page.
    expect((await inboxPage(t.db, userId, 'all', 2, 2)).map((q) => q.name)).toEqual(['Read earlier']);
  });

  it('marks read what had come in by the time the page was drawn, keeping earlier read times and others’ inquiries', async () => {
    const { agent, userId, theirs } = await agentWithLeads('inbox-mark');
    const res = await call(seenAll, '/api/data/property/inquiries/seenAll', { method: 'POST', user: agent, json: { until: at(30) } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ seen: 1, message: markedText(1) });
    const rows = await inboxPage(t.db, userId, 'all', 1, 30);
    expect(rows.find((q) => q.name === 'Bilal')?.seenAt).not.toBeNull();
    // Ayesha's came in after the page was drawn: still new.
    expect(rows.find((q) => q.name === 'Ayesha')?.seenAt).toBeNull();
    const earlier = rows.find((q) => q.name === 'Read earlier')!;
    expect(new Date(earlier.seenAt!).getTime()).toBeLessThan(Date.now() - 90 * 60_000);
    const other = await t.db.selectFrom('inquiries').select('seen_at').where('listing_id', '=', theirs).executeTakeFirstOrThrow();
    expect(other.seen_at).toBeNull();

    // Without a time, everything up to now; a second time, nothing is left.
    expect((await call(seenAll, '/api/data/property/inquiries/seenAll', { method: 'POST', user: agent, json: {} })).body.seen).toBe(1);
    expect((await call(seenAll, '/api/data/property/inquiries/seenAll', { method: 'POST', user: agent, json: {} })).body).toEqual({ seen: 0, message: markedText(0) });
    expect(await inboxCounts(t.db, userId)).toEqual({ total: 3, unread: 0 });
  });

  it('reads a time written without milliseconds as that moment', async () => {
    const agent = person('inbox-second');
    const userId = await ensureUserRow(t.db, agent);
    const listing = await makeListing(t.db, world, { user_id: userId, status: 'published' });
    await t.db.insertInto('inquiries').values({ listing_id: listing, name: 'Half a second later', phone: null, email: 'h@example.pk', message: 'Hi', created_at: '2026-01-01T10:00:00.500Z', seen_at: null }).execute();
    const res = await call(seenAll, '/api/data/property/inquiries/seenAll', { method: 'POST', user: agent, json: { until: '2026-01-01T10:00:00Z' } });
    expect(res.body.seen).toBe(0);
    expect((await call(seenAll, '/api/data/property/inquiries/seenAll', { method: 'POST', user: agent, json: { until: '2026-01-01T10:00:01Z' } })).body.seen).toBe(1);
  });

  it('sends the page’s form back to the inquiries page saying how many it marked', async () => {
    const { agent } = await agentWithLeads('inbox-form');
    const form = new FormData();
    form.set('until', new Date().toISOString());
    const res = await callRaw(seenAll, '/api/data/property/inquiries/seenAll', { method: 'POST', user: agent, form });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/my-inquiries?marked=2');
  });

  it('refuses a time that is not one, and a visitor', async () => {
    const { agent, userId } = await agentWithLeads('inbox-refused');
    const bad = await call(seenAll, '/api/data/property/inquiries/seenAll', { method: 'POST', user: agent, json: { until: 'yesterday' } });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as Problem).errors)).toEqual(['until']);
    expect((await call(seenAll, '/api/data/property/inquiries/seenAll', { method: 'POST', user: null, json: {} })).status).toBe(401);
    expect((await inboxCounts(t.db, userId)).unread).toBe(2);
  });

  it('downloads them all as a spreadsheet, newest first, a visitor sent to sign in', async () => {
    const { agent, flat } = await agentWithLeads('inbox-csv');
    await t.db.insertInto('inquiries').values({ listing_id: flat, name: '=HYPERLINK("x")', phone: null, email: null, message: 'Line one\nline "two"', created_at: at(2), seen_at: null }).execute();
    const res = await callRaw(csv, '/my-inquiries.csv', { user: agent });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="basera-inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines.slice(1, -1)).toHaveLength(4);
    // A formula is written as text; a message's own line break and quotes stay inside its quoted cell.
    expect(lines[1]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{1,2}:\\d{2} [ap]m,${flat},Flat in Gulberg,"'=HYPERLINK\\(""x""\\)",,,"Line one\\nline ""two""",No$`));
    expect(lines[2]).toMatch(/,Ayesha,0321 4445555,ayesha@example\.pk,Can I visit on Sunday\?,No$/);
    expect(lines.at(-1)).toBe('');
    expect(lines.join('\n')).not.toContain('Someone else');

    const visitor = await callRaw(csv, '/my-inquiries.csv', { user: null });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toMatch(/signin=1/);
  });
});
