// Two Basera servers behind an imaginary load balancer: one database, one Redis, one object store, and
// nothing else in common (each has its own data directory). A flow alternates between them request by
// request and checks that what one server did, the other sees: sign-in, listing, moderation, views,
// rate limits. PostgreSQL when TEST_DATABASE_URL is set (a database of its own), else one SQLite file.
// Runs against the built server: `npx astro build` first.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from '@/lib/db';
import { startS3Server, type S3TestServer } from '../support/s3-server';
import { postgresAdmin, startIdentityProvider, startServer, tempDir, type RunningServer } from './support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const shared = tempDir('cluster');
const pgUrl = process.env.TEST_DATABASE_URL;
const databaseName = `basera_cluster_${randomBytes(4).toString('hex')}`;
let databaseUrl = '';
let identity: Awaited<ReturnType<typeof startIdentityProvider>>;
let s3: S3TestServer;
let servers: RunningServer[] = [];
let place: { cityId: number; areaId: number };
// One client address per run, so Redis counters of earlier runs never meet this one.
const client = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;

beforeAll(async () => {
  if (pgUrl) {
    await postgresAdmin(pgUrl, `create database ${databaseName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  } else {
    databaseUrl = `file:${join(shared, 'basera.sqlite')}`;
  }
  const db = createDb(databaseUrl, shared);
  await migrateToLatest(db);
  const city = await db.insertInto('cities').values({ name: 'Islamabad', slug: 'islamabad', province: 'ICT', lat: 33.68, lng: 73.04, position: 1 }).returning('id').executeTakeFirstOrThrow();
  const area = await db.insertInto('areas').values({ city_id: city.id, name: 'G-9', slug: 'g-9', lat: 33.69, lng: 73.02 }).returning('id').executeTakeFirstOrThrow();
  place = { cityId: city.id, areaId: area.id };
  await db.destroy();
  identity = await startIdentityProvider(shared);
  s3 = await startS3Server();
  const env = (name: string) => ({
    DATA_DIR: tempDir(`cluster-${name}`),
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    TRUST_PROXY: '1',
    MEDIA_STORE: 's3',
    MEDIA_S3_BUCKET: 'basera-media',
    MEDIA_S3_ENDPOINT: s3.endpoint,
    MEDIA_S3_FORCE_PATH_STYLE: 'true',
    MEDIA_S3_ACCESS_KEY_ID: 'local',
    MEDIA_S3_SECRET_ACCESS_KEY: 'local',
    ...identity.env,
  });
  servers = await Promise.all([startServer(env('a')), startServer(env('b'))]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  identity?.stop();
  await s3?.close();
  if (pgUrl) await postgresAdmin(pgUrl, `drop database if exists ${databaseName} with (force)`);
  rmSync(shared, { recursive: true, force: true });
});

/** The next server in turn, as a round-robin load balancer would pick it. */
let turn = 0;
const next = () => servers[turn++ % servers.length];

async function call(server: RunningServer, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', client);
  headers.set('accept', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${server.url}${path}`, { ...init, headers });
}

async function picture(): Promise<Blob> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .composite([{ input: Buffer.from('<svg width="640" height="480"><rect x="120" y="90" width="400" height="300" fill="#d49a2a"/></svg>') }])
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

describe('two servers, one database, one Redis, one object store', () => {
  it('takes a listing from upload to published, each step on the other server', async () => {
    const owner = await identity.idToken('demo@basera.pk');
    const operator = await identity.idToken('moderator@basera.pk');
    const title = `Corner plot on both servers ${randomBytes(3).toString('hex')}`;

    // Upload on one server; the picture lands in the shared object store.
    const form = new FormData();
    form.append('files[]', await picture(), 'plot.png');
    form.append('referer', 'add-property');
    const uploaded = await call(next(), '/api/data/images', { method: 'POST', body: form, token: owner });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const [image] = ((await uploaded.json()) as { images: Array<{ id: number; url: string }> }).images;
    const folder = image.url.split('/').slice(-2, -1)[0];
    expect([...s3.objects.keys()].filter((key) => key.includes(folder)).length).toBeGreaterThan(1);

    // Submit on the other, naming the picture the first one stored.
    const submitted = await call(next(), '/api/data/property', {
      method: 'POST',
      token: owner,
      body: JSON.stringify({
        purpose: 'sale', category: 'plot', subType: 'residential-plot',
        city: { id: place.cityId, name: 'Islamabad' }, area: { id: place.areaId, name: 'G-9' }, areaInput: 'G-9',
        name: title, size: 8, sizeUnit: 'marla', price: 30_000_000,
        description: 'An eight marla corner plot on a wide road, near the park and the market, with clear papers.',
        images: [{ details: { id: image.id }, isCover: true }],
        owner: { name: 'Ayesha Khan', code: '92', phone: '3001234567' },
        intent: 'submit',
      }),
    });
    expect(submitted.status, await submitted.clone().text()).toBe(201);
    const { id, status } = (await submitted.json()) as { id: number; status: string };
    expect(status).toBe('in_review');

    // The operator sees it in the queue on one server and publishes it on the other.
    const queue = await call(next(), '/api/moderation/queue', { token: operator });
    expect(queue.status).toBe(200);
    expect(JSON.stringify(await queue.json())).toContain(title);
    const published = await call(next(), '/api/moderation/publish', { method: 'POST', token: operator, body: JSON.stringify({ propertyId: id }) });
    expect(published.status, await published.clone().text()).toBe(200);

    // Both servers now show it to visitors, with its picture served from the shared store.
    for (const server of servers) {
      const page = await fetch(`${server.url}/sale/${id}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(title);
    }
    const media = await fetch(`${next().url}${image.url}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');

    // A view is counted once per visitor a day, whichever server hears of it.
    const first = await call(next(), '/api/data/propertyViews', { method: 'POST', body: JSON.stringify({ propertyId: id }) });
    const visitor = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(await first.json()).toEqual({ counted: true });
    const again = await call(next(), '/api/data/propertyViews', { method: 'POST', headers: { cookie: visitor }, body: JSON.stringify({ propertyId: id }) });
    expect(await again.json()).toEqual({ counted: false });

    // Inquiry limits are counted in Redis: three per listing per client an hour, across both servers.
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) {
      const res = await call(next(), '/api/data/inquiry', {
        method: 'POST',
        body: JSON.stringify({ propertyId: id, name: 'Bilal Ahmed', email: 'bilal@example.pk', phone: '03001234567', message: 'Is the plot still available?' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.map((code) => (code < 300 ? 'sent' : code))).toEqual(['sent', 'sent', 'sent', 429]);
  });
});
