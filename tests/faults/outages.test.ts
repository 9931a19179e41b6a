// Backing services that go away: PostgreSQL (through a proxy the test cuts), the identity provider,
// Redis, and an SMS gateway that never answers. Runs against the built server: `npx astro build` first.
import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from '@/lib/db';
import { SMS_TIMEOUT_MS } from '@/lib/otp/delivery.server';
import { cuttableProxy, freePort, silentServer, startIdentityProvider, startServer, tempDir, timed } from './support';

const dataDir = tempDir('outages');
let identity: Awaited<ReturnType<typeof startIdentityProvider>>;

beforeAll(async () => {
  const db = createDb('', dataDir);
  await migrateToLatest(db);
  await db.insertInto('cities').values({ name: 'Lahore', slug: 'lahore', province: 'Punjab', lat: 31.52, lng: 74.35, position: 1 }).execute();
  await db.destroy();
  identity = await startIdentityProvider(dataDir);
});

afterAll(() => {
  identity?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function untilOk(url: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const res = await fetch(url).catch(() => null);
    if (res?.status === 200) return Math.round(performance.now() - started);
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not recover within ${timeoutMs} ms (last ${res?.status})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

describe.runIf(postgresUrl !== '')('PostgreSQL unreachable (TEST_DATABASE_URL)', () => {
  const name = `basera_faults_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(postgresUrl);
    target.pathname = `/${name}`;
    const db = createDb(target.toString());
    await migrateToLatest(db);
    await db.insertInto('cities').values({ name: 'Karachi', slug: 'karachi', province: 'Sindh', lat: 24.86, lng: 67.0, position: 1 }).execute();
    await db.destroy();
    proxy = await cuttableProxy(target.hostname, Number(target.port || 5432));
  });

  afterAll(async () => {
    proxy?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('answers 503 (a page, a problem) while the link is cut and recovers by itself', async () => {
    const through = new URL(postgresUrl);
    through.port = String(proxy.port);
    through.hostname = '127.0.0.1';
    through.pathname = `/${name}`;
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: through.toString() });
    try {
      expect((await fetch(`${server.url}/api/data/cities`)).status).toBe(200);
      expect((await fetch(`${server.url}/`)).status).toBe(200);

      await proxy.cut();
      const api = await timed(() => fetch(`${server.url}/api/data/cities`));
      expect(api.value.status).toBe(503);
      expect(api.value.headers.get('content-type')).toBe('application/problem+json');
      expect(await api.value.json()).toMatchObject({ status: 503, title: 'Service unavailable' });
      const page = await timed(() => fetch(`${server.url}/agencies`));
      expect(page.value.status).toBe(503);
      expect(page.value.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.value.headers.get('retry-after')).toBe('5');
      expect(await page.value.text()).toContain('Basera is temporarily unavailable');
      // The home page is the front door: it still shows, whole, with its search, says its listings cannot be
      // shown, and is not kept for other visitors in that state.
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('cache-control')).toBe('private, no-store');
      const homeHtml = await home.text();
      expect(homeHtml).toContain('New properties cannot be shown right now.');
      expect(homeHtml).toContain('Find a place to call home');
      expect(homeHtml.trimEnd().endsWith('</html>')).toBe(true);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
      expect(server.child.exitCode).toBeNull();

      await proxy.restore();
      const recovery = await untilOk(`${server.url}/api/data/cities`, 15_000);
      expect((await fetch(`${server.url}/agencies`)).status).toBe(200);
      const homeBack = await fetch(`${server.url}/`);
      expect(homeBack.headers.get('cache-control')).toMatch(/^public/);
      expect(await homeBack.text()).not.toContain('New properties cannot be shown right now.');
      expect(server.output()).toContain('database unavailable');
      console.log(`faults/postgres: API 503 in ${api.ms} ms, page 503 in ${page.ms} ms while cut; recovered ${recovery} ms after the link came back`);
    } catch (error) {
      throw new Error(`${(error as Error).stack}\nserver log:\n${server.output().slice(-3000)}`);
    } finally {
      await server.kill();
    }
  });
});

describe('identity provider unreachable', () => {
  it('browsing works, sign-up says Network error, a signed-in visitor falls back to a visitor', async () => {
    const closed = await freePort();
    const token = await identity.idToken();
    const server = await startServer({
      DATA_DIR: dataDir,
      ...identity.env,
      COGNITO_ENDPOINT: `http://127.0.0.1:${closed}`,
    });
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/data/cities`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/auth/config`)).status).toBe(200);

      const signUp = await timed(() =>
        fetch(`${server.url}/api/auth/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Asma', email: 'asma@example.pk', code: '+92', phone: '3001234567', password: 'Basera@2026', confirmPassword: 'Basera@2026' }),
        }),
      );
      expect(signUp.value.status).toBe(503);
      expect(signUp.value.headers.get('content-type')).toBe('application/problem+json');
      expect(((await signUp.value.json()) as { detail: string }).detail).toBe('Network error');

      // A session cookie the server cannot check (its keys are out of reach): the page shows as to a visitor.
      const page = await timed(() => fetch(`${server.url}/my-properties`, { headers: { cookie: `basera_auth=${token}; basera_refresh=r` }, redirect: 'manual' }));
      expect(page.value.status).toBeLessThan(500);
      // …and the session is kept (no cookie cleared), so it works again once the provider is back.
      expect(page.value.headers.get('set-cookie') ?? '').not.toMatch(/basera_(auth|refresh)=/);
      const api = await fetch(`${server.url}/api/data/property/liked`, { headers: { authorization: `Bearer ${token}` } });
      expect(api.status).toBe(401);
      console.log(`faults/identity: sign-up answered 503 'Network error' in ${signUp.ms} ms; signed-in page answered ${page.value.status} in ${page.ms} ms`);
    } finally {
      await server.kill();
    }
  });
});

describe('Redis unreachable and a silent SMS gateway', () => {
  it('keeps serving with one clear log line, limits stay closed, and a hung gateway is given up on in time', async () => {
    const closed = await freePort();
    const gateway = await silentServer();
    const server = await startServer({
      DATA_DIR: dataDir,
      ...identity.env,
      REDIS_URL: `redis://127.0.0.1:${closed}`,
      SMS_GATEWAY_URL: gateway.url,
    });
    try {
      const home = await timed(() => fetch(`${server.url}/`));
      expect(home.value.status).toBe(200);
      // Ten sign-in fallbacks per client per 15 minutes: counted on this server while Redis is away.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await fetch(`${server.url}/api/auth/legacy-sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
          body: JSON.stringify({ username: 'nobody@example.pk', password: 'wrong' }),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s < 500 && s !== 429)).toBe(true);
      expect(statuses[10]).toBe(429);
      await new Promise((r) => setTimeout(r, 200));
      expect(server.output().match(/redis unreachable/g)?.length).toBe(1);

      const token = await identity.idToken();
      const otp = await timed(() =>
        fetch(`${server.url}/api/v2/phone/otp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ phone_number: '+923214567890', purpose: 'verify_phone' }),
        }),
      );
      expect(otp.value.status).toBe(503);
      expect(otp.value.headers.get('content-type')).toBe('application/problem+json');
      expect(otp.ms).toBeLessThan(SMS_TIMEOUT_MS + 2000);
      console.log(`faults/redis: home in ${home.ms} ms with Redis away, limit closed at attempt 11; faults/sms: gave up on the gateway after ${otp.ms} ms (time-out ${SMS_TIMEOUT_MS} ms)`);
    } finally {
      await server.kill();
      gateway.close();
    }
  });
});
