// One machine, several server processes (SERVER_PROCESSES=2 in scripts/serve.mjs) on SQLite and without
// Redis: the first process hands each connection to the one with the fewest, they count rate limits
// together in the first process, and a process that dies is replaced while the others go on answering. Runs against the built server: `npx astro build`.
import { execFileSync, spawn } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from '@/lib/db';
import { freePort, startServer, tempDir, type RunningServer } from './support';
import { SERVER_PROCESS_FLAGS } from '../../scripts/serve.mjs';

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

  it('run each server process with the larger young generation', () => {
    const processes = serverProcesses();
    expect(processes).toHaveLength(2);
    for (const pid of processes) {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      for (const flag of SERVER_PROCESS_FLAGS) expect(args).toContain(flag);
    }
  });

  it('hand new connections to the process with the fewest: sixteen opened at once are split eight and eight', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    try {
      // Each answer names the port of its connection on this side, so other connections to the server are left out.
      const ports = await Promise.all(
        Array.from({ length: 16 }, () =>
          new Promise<number>((resolve, reject) => {
            request(`${server.url}/api/health`, { agent }, (res) => {
              expect(res.statusCode).toBe(200);
              const port = res.socket.localPort!;
              res.resume();
              res.on('end', () => resolve(port));
            })
              .on('error', reject)
              .end();
          }),
        ),
      );
      expect(new Set(ports).size).toBe(16);
      // Which process holds each of the sixteen open connections (`ss` names the process of each socket).
      const sockets = execFileSync('ss', ['-tnpH', 'state', 'established', `( sport = :${server.port} )`], { encoding: 'utf8' });
      const holders = new Map<string, number>();
      for (const line of sockets.split('\n')) {
        const [, , , peer = '', users = ''] = line.trim().split(/\s+/);
        const pid = /pid=(\d+)/.exec(users)?.[1];
        if (pid && ports.includes(Number(peer.split(':').pop()))) holders.set(pid, (holders.get(pid) ?? 0) + 1);
      }
      expect([...holders.values()]).toEqual([8, 8]);
    } finally {
      agent.destroy();
    }
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

  it('stop, rather than start one after another, when a process cannot start', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/serve.mjs', 'no/such/entry.mjs'], {
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), SERVER_PROCESSES: '2', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/A server process could not start \(exit 1\); stopping\./);
  });

  it('stop with a clear message when the port is taken', async () => {
    const port = await freePort();
    const taken = createServer().listen(port, '127.0.0.1');
    try {
      await expect(startServer({ DATA_DIR: dataDir, SERVER_PROCESSES: '2', PORT: String(port) })).rejects.toThrow(
        new RegExp(`Basera cannot listen on 127\\.0\\.0\\.1:${port} \\(EADDRINUSE\\); stopping\\.`),
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
