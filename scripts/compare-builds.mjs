// Compares two server builds side by side: both run at once on the bench data (rendering every request,
// PAGE_CACHE_SECONDS=0) and autocannon loads each in turn, round after round, so a change in the
// machine's speed (this is a shared 2-core host) falls on both alike. Prints requests per second,
// latency and the server's CPU time per request (from /proc), the steadiest of the three.
//
//   node scripts/compare-builds.mjs <build A dir> <build B dir> <path> [...paths]
//   e.g. git worktree add /tmp/before HEAD~1 && (cd /tmp/before && npx astro build)
//        cp -r /tmp/before/dist .data/builds/before && cp -r dist .data/builds/after
//        node scripts/compare-builds.mjs .data/builds/before .data/builds/after /sale/1
// Builds must sit inside this project (their server code finds packages in its node_modules).
// COMPARE_CONNECTIONS (16), COMPARE_ROUNDS (6), COMPARE_SECONDS (4), COMPARE_WARMUP_SECONDS (8),
// COMPARE_DATA_DIR (.data/bench); COMPARE_NODE_OPTIONS_A and _B run each server with Node options of its own
// (one build twice with and without a flag: `node scripts/compare-builds.mjs dist dist /sale/1`);
// COMPARE_DATA_DIR_A and _B give each build data of its own: a build from before a migration refuses a
// database that has it, so it runs on a copy with that migration taken back.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [dirA, dirB, ...paths] = process.argv.slice(2);
if (!dirA || !dirB || paths.length === 0) {
  console.error('usage: node scripts/compare-builds.mjs <build A dir> <build B dir> <path> [...paths]');
  process.exit(2);
}
const connections = process.env.COMPARE_CONNECTIONS ?? '16';
const rounds = Number(process.env.COMPARE_ROUNDS ?? 6);
const seconds = process.env.COMPARE_SECONDS ?? '4';
const warmup = process.env.COMPARE_WARMUP_SECONDS ?? '8';
const env = {
  ...process.env,
  DATA_DIR: process.env.COMPARE_DATA_DIR ?? '.data/bench',
  PAGE_CACHE_SECONDS: '0',
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  HOST: '127.0.0.1',
  // Builds from before the adapter's middleware mode would start a server of their own as they load.
  ASTRO_NODE_AUTOSTART: 'disabled',
};

const servers = [
  { name: 'A', dir: dirA, port: 4421 },
  { name: 'B', dir: dirB, port: 4422 },
].map((s) => ({
  ...s,
  child: spawn(process.execPath, ['scripts/serve.mjs', join(resolve(s.dir), 'server/entry.mjs')], {
    env: {
      ...env,
      PORT: String(s.port),
      NODE_OPTIONS: process.env[`COMPARE_NODE_OPTIONS_${s.name}`] ?? '',
      DATA_DIR: process.env[`COMPARE_DATA_DIR_${s.name}`] ?? env.DATA_DIR,
    },
    stdio: 'ignore',
  }),
}));

/** CPU time (user and system) the process has used, in ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function load(port, path, duration) {
  const out = execFileSync('npx', ['autocannon', '-j', '-c', connections, '-d', duration, '-H', 'accept-encoding: br, gzip', `http://127.0.0.1:${port}${path}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(out);
}

try {
  for (let i = 0; i < 100; i++) {
    const up = await Promise.all(servers.map((s) => fetch(`http://127.0.0.1:${s.port}/api/health`).then((r) => r.ok, () => false)));
    if (up.every(Boolean)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const path of paths) {
    for (const s of servers) load(s.port, path, warmup);
    const runs = { A: [], B: [] };
    for (let round = 0; round < rounds; round++) {
      for (const s of round % 2 ? [...servers].reverse() : servers) {
        const before = cpuMs(s.child.pid);
        const result = load(s.port, path, seconds);
        runs[s.name].push({ rps: result.requests.average, p50: result.latency.p50, p97: result.latency.p97_5, cpu: (cpuMs(s.child.pid) - before) / result.requests.total, errors: result.errors + result.non2xx });
      }
    }
    console.log(`\n${path} (${connections} connections, ${rounds} rounds of ${seconds} s)`);
    for (const s of servers) {
      const r = runs[s.name];
      const mean = (key) => r.reduce((sum, x) => sum + x[key], 0) / r.length;
      console.log(
        `  ${s.name} ${s.dir}: ${mean('rps').toFixed(0)} req/s, p50 ${mean('p50').toFixed(1)} ms, p97.5 ${mean('p97').toFixed(1)} ms, ` +
          `CPU ${mean('cpu').toFixed(2)} ms/request [${r.map((x) => x.cpu.toFixed(2)).join(' ')}], non-200 ${mean('errors').toFixed(0)}`,
      );
    }
  }
} finally {
  for (const s of servers) s.child.kill();
}
