// What the bench and the load test share: ports, percentiles, a large data set, a built server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import type { Kysely } from 'kysely';
import { createDb, migrateToLatest, type Database } from '../../src/lib/db';
import { expireListings, markExpiringSoon } from '../../src/lib/listings/expiry.server';

const require = createRequire(import.meta.url);

/**
 * autocannon, keeping no answer's body. It joins every body into a string as it arrives (decoding
 * compressed bytes as UTF-8), for checks neither the bench nor the load test asks of it; on the two
 * cores it shares with the servers, that was 40% of the load generator's CPU. Status, bytes and
 * latency are counted as before.
 */
export function loadGenerator<T>(): T {
  const Queue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody(data: Buffer): void } };
  Queue.prototype.addBody = () => {};
  return require('autocannon') as T;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function run(cmd: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** Opens the database and makes sure it has `listings` listings: reuses what is there, seeds when short. */
export async function withListings(url: string, dataDir: string, listings: number, label: string): Promise<Kysely<Database>> {
  let db = createDb(url, dataDir);
  await migrateToLatest(db);
  const { n } = await db.selectFrom('listings').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(n) < listings) {
    console.log(`${label}: ${n} listings in ${url || dataDir}; seeding ${listings} (this takes a while)`);
    await db.destroy();
    run('npx', ['tsx', 'scripts/seed.ts', '--listings', String(listings), '--reset'], { DATABASE_URL: url, DATA_DIR: dataDir });
    db = createDb(url, dataDir);
  } else {
    console.log(`${label}: reusing ${n} listings in ${url || `${dataDir}/basera.sqlite`}`);
  }
  // As a server in service has them: listings past expiry removed and those about to expire marked as told.
  // Otherwise each server's first expiry run, 5 s after it starts, tells tens of thousands of seeded owners
  // one by one, in the middle of what is being measured.
  await expireListings(db);
  await markExpiringSoon(db);
  return db;
}

/** How many server processes the bench and the load test run: one per core, as in production, unless set. */
export const SERVER_PROCESSES = process.env.SERVER_PROCESSES ?? 'auto';

/** Starts a built server (`entry`, served as in production) on `port` with `env`; waits until it is healthy. */
export async function startBuiltServer(entry: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  // Its log (errors only, LOG_LEVEL=error) shows with the run's own output: a failed request says why.
  const server = spawn('node', ['scripts/serve.mjs', entry], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      SERVER_PROCESSES,
      ...env,
    },
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('The server did not start');
}

/** The processes a process started (Linux); none once it has ended. */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number);
  } catch {
    return []; // a process that has ended
  }
}

/** A process and the server processes it started (Linux). */
function withChildren(pid: number): number[] {
  return [pid, ...childrenOf(pid)];
}

/** Resident memory of a process and the server processes it started, in MB (Linux). */
export function rssMb(pid: number): number {
  let kb = 0;
  for (const each of withChildren(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${each}/status`, 'utf8'))?.[1] ?? NaN);
    } catch {
      // a process that ended between the two reads
    }
  }
  return Math.round(kb / 1024);
}
