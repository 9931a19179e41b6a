// A log reader that stops reading (a stuck log shipper, a full journal) must not stop the server: its
// lines are written in the background, so a request never waits on a write to stdout. Runs against the
// built server: `npx astro build`.
import { spawn, execFileSync } from 'node:child_process';
import { closeSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from '@/lib/db';
import { freePort, tempDir } from './support';

const dataDir = tempDir('logging');
const fifo = join(dataDir, 'stdout');
let stdout: number;
let child: ReturnType<typeof spawn>;
let url: string;

beforeAll(async () => {
  const db = createDb('', dataDir);
  await migrateToLatest(db);
  await db.destroy();
  // A pipe that no one reads: opened for reading and writing here, so opening it does not wait for a
  // reader, and handed to the server as its stdout. It holds 64 KB; after that a write waits for ever.
  execFileSync('mkfifo', [fifo]);
  stdout = openSync(fifo, 'r+');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_SITE_URL: url, DATA_DIR: dataDir },
    stdio: ['ignore', stdout, 'ignore'],
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not answer within 20 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}, 60_000);

afterAll(async () => {
  // Its last lines can never be written out, so it is not asked to stop: it is stopped.
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  if (stdout !== undefined) closeSync(stdout);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a log reader that stops reading', () => {
  it('holds no request up: a thousand requests, each logged, well past what the pipe holds, are all answered', async () => {
    // Each request's line is about 200 bytes: the pipe is full after about 330 of them.
    const statuses: number[] = [];
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).then((res) => res.status)),
      );
      statuses.push(...answers);
    }
    expect(statuses).toHaveLength(1000);
    expect(statuses.every((status) => status === 200)).toBe(true);
  }, 60_000);
});
