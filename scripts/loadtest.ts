// `npm run loadtest`: a mixed workload against 1,000,000 listings, on this machine only.
//
// Starts the built server (and the local identity provider) on the bench's data set (LOADTEST_DATA_DIR,
// .data/bench by default; seeded when short), signs two demo accounts in, then runs, at once for
// LOADTEST_SECONDS (60):
//   - anonymous browsing (home, results with and without filters, deeper pages, listing pages, the blog),
//   - signed-in actions (like and unlike, inquiries, saving a draft),
//   - uploads of a photo,
// over LOADTEST_CONNECTIONS (50) connections in all, and prints requests per second, p50/p95/p99 and the
// error count for each, the server's memory before, during and after, and where the machine's cores went
// (./support/cpu-share.ts). Rate-limit refusals (429) are counted apart: they are the server doing its job.
// With LOADTEST_DATABASE_URL it runs on PostgreSQL too.
// The server runs one process per core (SERVER_PROCESSES=auto) unless SERVER_PROCESSES says otherwise.
// Before the measured run, anonymous browsing alone warms the server for LOADTEST_WARMUP_SECONDS (15), as a
// server in service is warm: a server just started answered pages at p95 200 ms in its first 5 s and 130
// after (code not yet compiled, page cache empty). Signed-in actions and uploads are not part of the
// warm-up, so their rate limits meet the measured run untouched.
//
//   npm run loadtest
//   LOADTEST_SECONDS=20 npm run loadtest
//   LOADTEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run loadtest
//   LOADTEST_WORKLOADS=actions npm run loadtest      (only part of the mix: pages, actions, uploads)
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../src/lib/db';
import { defaultListingFilter, type ListingFilter } from '../src/lib/search/schema';
import { listingResultsHref } from '../src/lib/search/url';
import { startIdentity } from './identity.mjs';
import { machineReferenceLine, machineReferenceMs } from './support/machine';
import { cpuShareLine, cpuSnapshot, serverCpuMs } from './support/cpu-share';
import { freePort, loadGenerator, percentile, rssMb, run, SERVER_PROCESSES, startBuiltServer, withListings } from './support/perf';

interface Request {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}
interface Instance extends PromiseLike<{ errors: number; timeouts: number; requests: { total: number } }> {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, time: number) => void): void;
}
const autocannon = loadGenerator<(options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: Array<{ setupRequest: (request: Request) => Request }>;
}) => Instance>();

const LISTINGS = Number(process.env.LOADTEST_LISTINGS ?? 1_000_000);
const SECONDS = Number(process.env.LOADTEST_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOADTEST_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.LOADTEST_WARMUP_SECONDS ?? 15);
const DATA_DIR = resolve(process.env.LOADTEST_DATA_DIR ?? '.data/bench');
/** Which parts of the mix run (each keeps its share of the connections): to see what one part costs. */
const WORKLOADS = (process.env.LOADTEST_WORKLOADS ?? 'pages,actions,uploads').split(',');
const PASSWORD = 'Basera@2026';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** What the workload picks from: real listings, places and posts of the data set. */
async function sample(db: Kysely<Database>, base: string) {
  const listings = await db
    .selectFrom('listings')
    .select(['id', 'purpose'])
    .where('status', '=', 'published')
    .where('id', '<=', 200_000)
    .orderBy('id')
    .limit(3000)
    .execute();
  const areas = await db
    .selectFrom('areas')
    .innerJoin('cities', 'cities.id', 'areas.city_id')
    .select(['areas.id', 'areas.name', 'areas.city_id', 'cities.name as city_name'])
    .where('cities.id', '<=', 5)
    .execute();
  const blog = await (await fetch(`${base}/blog`)).text();
  const posts = [...new Set([...blog.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((m) => m[1]))];
  return { listings, areas, posts };
}

/** Signs a demo account in through the identity provider's API and returns Basera's session cookie. */
async function signIn(base: string, env: Record<string, string>, username: string): Promise<string> {
  const res = await fetch(`${env.COGNITO_ENDPOINT}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: env.COGNITO_CLIENT_ID, AuthParameters: { USERNAME: username, PASSWORD: PASSWORD } }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`Could not sign ${username} in`);
  const session = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ idToken: body.AuthenticationResult.IdToken }),
  });
  const cookie = session.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!session.ok || !cookie) throw new Error(`No session for ${username}: ${session.status}`);
  return cookie;
}

/** Every request asks for a compressed answer, as browsers do. */
function withBrowserHeaders(request: Request): Request {
  return { ...request, headers: { 'accept-encoding': 'br, gzip', ...request.headers } };
}

interface Tally {
  latencies: number[];
  limited: number;
  errors: number;
  statuses: Map<number, number>;
}

async function loadRun(base: string, db: Kysely<Database>, env: Record<string, string>) {
  const { listings, areas, posts } = await sample(db, base);
  const cookies = [await signIn(base, env, 'demo@basera.pk'), await signIn(base, env, 'agent@basera.pk')];
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 140, b: 110 } } })
    .composite([{ input: Buffer.from('<svg width="1200" height="800"><circle cx="600" cy="400" r="300" fill="#d49a2a"/></svg>'), top: 0, left: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
  const boundary = 'basera-load-boundary';
  const upload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="referer"\r\n\r\nadd-property\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="house.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const listingPath = () => {
    const l = pick(listings);
    return `/${l.purpose}/${l.id}`;
  };
  const resultsPath = (filtered: boolean) => {
    const area = pick(areas);
    const filter: ListingFilter = {
      ...defaultListingFilter(),
      city: { id: area.city_id, name: area.city_name },
      purpose: Math.random() < 0.6 ? 'buy' : 'rent',
      page: 1 + Math.floor(Math.random() * 5),
    };
    if (!filtered) return listingResultsHref(filter);
    // A narrow search may have fewer than five pages, and a page past the last is only a redirect: its first page.
    return listingResultsHref({ ...filter, page: 1, areaList: [{ id: area.id, title: area.name }], bed: 1 + Math.floor(Math.random() * 5), minPrice: filter.purpose === 'buy' ? 5_000_000 : 30_000 });
  };
  const browse = (): Request => {
    const r = Math.random();
    if (r < 0.1) return { method: 'GET', path: '/' };
    if (r < 0.35) return { method: 'GET', path: resultsPath(false) };
    if (r < 0.55) return { method: 'GET', path: resultsPath(true) };
    if (r < 0.9) return { method: 'GET', path: listingPath() };
    return { method: 'GET', path: posts.length > 0 && Math.random() < 0.7 ? pick(posts) : '/blog' };
  };
  const json = (cookie: string, method: string, path: string, body: unknown): Request => ({
    method,
    path,
    headers: { cookie, origin: base, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const act = (): Request => {
    const cookie = pick(cookies);
    const id = pick(listings).id;
    const r = Math.random();
    if (r < 0.3) return json(cookie, 'POST', '/api/data/propertyLikes/like', { propertyId: id });
    if (r < 0.45) return { method: 'DELETE', path: `/api/data/propertyLikes/dislike?propertyId=${id}`, headers: { cookie, origin: base, accept: 'application/json' } };
    if (r < 0.7) {
      return json(cookie, 'POST', '/api/data/inquiry', { propertyId: id, name: 'Load Test', email: 'load@basera.pk', phone: '03001234567', message: 'Is this still available?' });
    }
    const area = pick(areas);
    return json(cookie, 'POST', '/api/data/property', {
      purpose: 'sale',
      category: 'plot',
      subType: 'residential-plot',
      city: { id: area.city_id, name: 'City' },
      area: { id: area.id, name: 'Area' },
      name: 'Corner plot near the park',
      size: 8,
      sizeUnit: 'marla',
      price: 30_000_000,
      intent: 'draft',
    });
  };
  const uploadRequest = (): Request => ({
    method: 'POST',
    path: '/api/data/images',
    headers: { cookie: pick(cookies), origin: base, 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
    body: upload,
  });

  const browsers = Math.round(CONNECTIONS * 0.72);
  const actors = Math.round(CONNECTIONS * 0.2);
  const uploaders = Math.max(1, CONNECTIONS - browsers - actors);
  const tallies: Record<string, Tally> = {};
  const start = (name: string, connections: number, next: () => Request, duration = SECONDS) => {
    const tally: Tally = { latencies: [], limited: 0, errors: 0, statuses: new Map() };
    tallies[name] = tally;
    const instance = autocannon({ url: base, connections, duration, timeout: 10, requests: [{ setupRequest: () => withBrowserHeaders(next()) }] });
    instance.on('response', (_client, status, _bytes, time) => {
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      if (status === 429) tally.limited++;
      else if (status >= 400) tally.errors++;
      else tally.latencies.push(time);
    });
    return instance.then((result) => {
      tally.errors += result.errors + result.timeouts;
    });
  };
  if (WARMUP_SECONDS > 0) {
    await start('warm-up', CONNECTIONS, browse, WARMUP_SECONDS);
    const warmUp = tallies['warm-up'];
    if (warmUp.errors > 0) {
      const statuses = [...warmUp.statuses].map(([s, n]) => `${s}×${n}`).join(' ');
      throw new Error(`The warm-up had ${warmUp.errors} errors (answers: ${statuses}; the rest failed or timed out)`);
    }
    delete tallies['warm-up'];
  }
  const runs = [];
  if (WORKLOADS.includes('pages')) runs.push(start(`pages (${browsers} connections)`, browsers, browse));
  if (WORKLOADS.includes('actions')) runs.push(start(`signed-in actions (${actors})`, actors, act));
  if (WORKLOADS.includes('uploads')) runs.push(start(`uploads (${uploaders})`, uploaders, uploadRequest));
  if (runs.length === 0) throw new Error(`LOADTEST_WORKLOADS names none of pages, actions, uploads: ${WORKLOADS.join(',')}`);
  return { tallies, runs };
}

async function loadDatabase(label: string, url: string) {
  const db = await withListings(url, DATA_DIR, LISTINGS, 'loadtest');
  const identity = await startIdentity({ ...process.env, DATA_DIR, NODE_ENV: 'test' } as NodeJS.ProcessEnv);
  const env = identity.env as Record<string, string>;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startBuiltServer(resolve('dist/server/entry.mjs'), port, {
    DATABASE_URL: url,
    DATA_DIR,
    COGNITO_ENDPOINT: env.COGNITO_ENDPOINT,
    COGNITO_USER_POOL_ID: env.COGNITO_USER_POOL_ID,
    COGNITO_CLIENT_ID: env.COGNITO_CLIENT_ID,
    COGNITO_AUTH_FLOW: env.COGNITO_AUTH_FLOW,
  });
  try {
    const memory: number[] = [rssMb(server.pid!)];
    const { tallies, runs } = await loadRun(base, db, env);
    const cpuBefore = cpuSnapshot(server.pid!);
    const sampler = setInterval(() => memory.push(rssMb(server.pid!)), 10_000);
    await Promise.all(runs);
    const cpuAfter = cpuSnapshot(server.pid!);
    const cpu = serverCpuMs(cpuBefore, cpuAfter);
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 2000));
    memory.push(rssMb(server.pid!));
    console.log(`\n## ${label}: ${LISTINGS.toLocaleString('en')} listings, ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, SERVER_PROCESSES=${SERVER_PROCESSES}\n`);
    console.log('| workload | requests | req/s | p50 ms | p95 ms | p99 ms | errors | rate limited (429) | statuses |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const [name, t] of Object.entries(tallies)) {
      const sorted = t.latencies.sort((a, b) => a - b);
      const total = sorted.length + t.limited + t.errors;
      const statuses = [...t.statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ');
      console.log(
        `| ${name} | ${total} | ${(total / SECONDS).toFixed(0)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${t.errors} | ${t.limited} | ${statuses} |`,
      );
    }
    const answered = Object.values(tallies).reduce((n, t) => n + t.latencies.length + t.limited + t.errors, 0);
    console.log(`\nServer processes' CPU: ${(cpu / SECONDS / 10).toFixed(0)}% of a core, ${(cpu / answered).toFixed(2)} ms a request (image processes apart)`);
    console.log(cpuShareLine(cpuBefore, cpuAfter, SECONDS, url !== ''));
    console.log(`Server memory (RSS MB) before, every 10 s, and after: ${memory.join(' → ')}`);
  } finally {
    server.kill();
    identity.stop();
    await db.destroy();
  }
}

if (!existsSync('dist/server/entry.mjs')) run('npx', ['astro', 'build'], {});
// Timed first, while nothing else runs.
const machineAtStart = machineReferenceMs();
if (process.env.LOADTEST_ONLY !== 'postgres') await loadDatabase('SQLite', '');
if (process.env.LOADTEST_DATABASE_URL && process.env.LOADTEST_ONLY !== 'sqlite') await loadDatabase('PostgreSQL', process.env.LOADTEST_DATABASE_URL);
console.log(`\n${machineReferenceLine(machineAtStart)}`);
