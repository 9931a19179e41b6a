// One machine, several server processes (SERVER_PROCESSES=2 in scripts/serve.mjs) on SQLite and without
// Redis: the processes share the port, count rate limits together in the first process, and a process
// that dies is replaced while the others go on answering. Runs against the built server: `npx astro build`.
import { execFileSync } from 'node:child_process';
import { createServer, request } from 'node:http';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from '@/lib/db';
import { freePort, startServer, tempDir, type RunningServer } from './support';

const dataDir = tempDir('processes');
let server: RunningServer;

beforeAll(async () => {
  const db = createDb('', dataDir);
  await migrateToLatest(db);
  await db.destroy();
  server = await startServer({ DATA_DIR: dataDir, SERVER_PROCESSES: '2' });
}, 60_000);

afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server processes the first one runs (its child processes). */
function serverProcesses(): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A request on a connection of its own, as a new visitor's would be; the processes take connections in turn. */
function onNewConnection(path: string, body?: unknown): Promise<number> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), origin: server.url };
  return new Promise((resolve, reject) => {
    request(`${server.url}${path}`, { method: payload === undefined ? 'GET' : 'POST', agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end(payload);
  });
}

async function waitFor(check: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('several server processes on one machine', () => {
  it('count a rate limit together: the eleventh legacy sign-in attempt is refused whichever process hears it', async () => {
    expect(serverProcesses()).toHaveLength(2);
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      statuses.push(await onNewConnection('/api/auth/legacy-sign-in', { username: `nobody${n}@example.pk`, password: 'not the password' }));
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('replace a process that dies, and answer all the while', async () => {
    const [victim, survivor] = serverProcesses();
    process.kill(victim, 'SIGKILL');
    await waitFor(() => server.output().includes('A server process stopped (SIGKILL); starting another.'));
    for (let n = 0; n < 6; n++) expect(await onNewConnection('/api/health')).toBe(200);
    await waitFor(() => {
      const now = serverProcesses();
      return now.length === 2 && !now.includes(victim) && now.includes(survivor);
    });
  });

  it('stop, rather than start one after another, when a process cannot start (its port is taken)', async () => {
    const port = await freePort();
    const taken = createServer().listen(port, '127.0.0.1');
    try {
      await expect(startServer({ DATA_DIR: dataDir, SERVER_PROCESSES: '2', PORT: String(port) })).rejects.toThrow(
        /A server process could not start \(exit 1\); stopping\./,
      );
    } finally {
      taken.close();
    }
  });

  it('stop together: no process is left behind when the first one is told to stop', async () => {
    const processes = serverProcesses();
    expect(processes).toHaveLength(2);
    await server.kill('SIGTERM');
    await waitFor(() => processes.every((pid) => !alive(pid)), 10_000);
  });
});
